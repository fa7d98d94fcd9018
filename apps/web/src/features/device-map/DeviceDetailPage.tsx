import {
  COVERAGE_DEVICE_TYPES,
  COVERAGE_HEIGHTS,
  DEFAULT_COVERAGE_HEIGHT,
  type Coverage,
} from '@skytrace/contracts';
import { Alert, Card, DatePicker, Result, Select, Space, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { CoverageMap, type CoverageLabel, type CoverageLayer } from './CoverageMap';
import { DeviceFlightsCard } from './DeviceFlightsCard';
import { DeviceHeader } from './DeviceHeader';
import { loadCoverage, loadDeviceInfo, loadLiveFlights } from './device-map.api';
import { chinaDay } from './device-map.format';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import './device-map.css';

/** How often the aircraft heard now are asked for again (the receiver's own radar picture). */
const LIVE_REFRESH_MS = 5_000;

function initialDay(asked: string | null): string {
  if (asked === 'today') return chinaDay(Date.now());
  if (asked !== null && /^\d{4}-\d{2}-\d{2}$/.test(asked) && dayjs(asked).isValid()) return asked;
  return chinaDay(Date.now(), 1);
}

/** `/device/index/:devId`: one receiver's status, coverage map, flights and rank. */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  const devId = Number(useParams().devId);
  const valid = Number.isInteger(devId) && devId > 0;
  const [params] = useSearchParams();
  // Spec §9 defaults: yesterday, 1000 m, ADS-B; a link may name the day (?date=yyyy-MM-dd|today).
  const [day, setDay] = useState(() => initialDay(params.get('date')));
  const [height, setHeight] = useState<number>(DEFAULT_COVERAGE_HEIGHT);
  const [devType, setDevType] = useState<(typeof COVERAGE_DEVICE_TYPES)[number]>('adsb');
  const [layer, setLayer] = useState<CoverageLayer>('heatMap');
  const [labelType, setLabelType] = useState<CoverageLabel>('code');
  const info = useLoad(
    (signal) => (valid ? loadDeviceInfo(devId, signal) : Promise.reject(new Error('bad id'))),
    `info:${devId}`,
  );
  const coverage = useLoad<Coverage>(
    (signal) =>
      valid
        ? loadCoverage({ devId, searchDate: day, height, devType }, signal)
        : Promise.reject(new Error('bad id')),
    `coverage:${devId}:${day}:${height}:${devType}`,
  );
  const live = useLoad(
    (signal) => (valid ? loadLiveFlights(devId, signal) : Promise.resolve([])),
    `live:${devId}`,
  );
  const { reload } = live;
  useEffect(() => {
    const timer = setInterval(reload, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  if (!valid || (info.error !== undefined && info.data === undefined)) {
    return (
      <main className="device-map">
        <Result
          status="warning"
          title={failureText(info.error, t('shared.coverage.deviceUnavailable'))}
          data-testid="device-failure"
        />
      </main>
    );
  }
  if (info.data === undefined) {
    return (
      <main className="device-map device-map--loading">
        <Spin />
      </main>
    );
  }
  const shown = coverage.loading ? null : (coverage.data ?? null);
  return (
    <main className="device-map">
      <DeviceHeader info={info.data} />
      <Card className="device-map__coverage" title={t('deviceMap.coverage')}>
        <div className="device-map__controls">
          <Space wrap>
            <DatePicker
              aria-label={t('deviceMap.date')}
              allowClear={false}
              value={dayjs(day)}
              disabledDate={(date) => date.isAfter(dayjs(), 'day')}
              onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
            />
            <Select
              aria-label={t('deviceMap.height')}
              value={height}
              onChange={setHeight}
              style={{ minWidth: 130 }}
              options={COVERAGE_HEIGHTS.map((value) => ({
                value,
                label:
                  value === 0
                    ? t('deviceMap.allHeights')
                    : t('deviceMap.atOrAbove', { height: value }),
              }))}
            />
            <Select
              aria-label={t('deviceMap.devType')}
              value={devType}
              onChange={setDevType}
              options={COVERAGE_DEVICE_TYPES.map((value) => ({
                value,
                label: t(`deviceMap.devTypes.${value}`),
              }))}
            />
            <Select
              aria-label={t('deviceMap.layer')}
              value={layer}
              onChange={setLayer}
              options={[
                { value: 'heatMap', label: t('deviceMap.layers.heatMap') },
                { value: 'cells', label: t('deviceMap.layers.cells') },
              ]}
            />
            <Select
              aria-label={t('deviceMap.labelType')}
              value={labelType}
              onChange={setLabelType}
              options={[
                { value: 'code', label: t('deviceMap.labelTypes.code') },
                { value: 'name', label: t('deviceMap.labelTypes.name') },
                { value: 'none', label: t('deviceMap.labelTypes.none') },
              ]}
            />
          </Space>
        </div>
        {coverage.error !== undefined ? (
          <Alert
            type="error"
            showIcon
            title={failureText(coverage.error, t('shared.coverage.coverageFailed'))}
          />
        ) : null}
        <div className="device-map__coverage-figures">
          <Statistic title={t('deviceMap.cells')} value={coverage.data?.points.length ?? 0} />
          <Statistic title={t('deviceMap.positions')} value={coverage.data?.positions ?? 0} />
          <Statistic
            title={t('deviceMap.uniquePositions')}
            value={coverage.data?.uniquePositions ?? 0}
          />
          <Statistic
            title={t('deviceMap.farthest')}
            value={Math.max(0, ...(coverage.data?.outline ?? [0]))}
            suffix="km"
          />
        </div>
        {coverage.data && coverage.data.points.length === 0 && !coverage.loading ? (
          <Alert type="info" showIcon title={t('deviceMap.noCoverage', { day })} />
        ) : null}
        <CoverageMap
          coverage={shown}
          label={t('deviceMap.mapLabel')}
          layer={layer}
          labelType={labelType}
          names={{
            code: String(info.data.devId),
            name: info.data.alias ?? t('deviceMap.deviceNumber', { id: info.data.devId }),
          }}
        />
        <p className="device-map__legend">{t('deviceMap.legend')}</p>
      </Card>
      <DeviceFlightsCard
        devId={devId}
        live={live}
        receiver={
          info.data.lat !== null && info.data.lon !== null
            ? { lat: info.data.lat, lon: info.data.lon }
            : null
        }
      />
    </main>
  );
}
