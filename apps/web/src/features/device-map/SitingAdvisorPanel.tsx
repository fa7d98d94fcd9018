import type { Siting } from '@skytrace/contracts';
import { Alert, Card, InputNumber, List, Space, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adviseSiting } from './device-map.api';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';

export interface SitingAdvisorPanelProps {
  /** The place to judge; null shows the hint to pick one. */
  point: { lat: number; lon: number } | null;
  /** Antenna height above ground, metres (default 10). */
  defaultAntennaHeight?: number;
}

/**
 * The siting advisor's figures for a place: the area and flights a receiver there would add that
 * no receiver hears now, and the receivers it would overlap. Used on /device/all and (later)
 * the kit application form.
 */
export function SitingAdvisorPanel({ point, defaultAntennaHeight = 10 }: SitingAdvisorPanelProps) {
  const { t } = useTranslation();
  const [antennaHeight, setAntennaHeight] = useState(defaultAntennaHeight);
  const key = point ? `${point.lat.toFixed(4)},${point.lon.toFixed(4)}:${antennaHeight}` : 'none';
  const answer = useLoad<Siting | null>(
    (signal) =>
      point
        ? adviseSiting({ lat: point.lat, lon: point.lon, antennaHeight }, signal)
        : Promise.resolve(null),
    key,
  );
  const siting = answer.loading ? undefined : answer.data;
  return (
    <Card
      className="siting-panel"
      title={t('siting.title')}
      size="small"
      data-testid="siting-panel"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('siting.explain')}</Typography.Text>
        <label>
          {t('siting.antennaHeight')}{' '}
          <InputNumber
            min={1}
            max={300}
            value={antennaHeight}
            suffix="m"
            onChange={(value) => value !== null && setAntennaHeight(value)}
          />
        </label>
        {point === null ? <Alert type="info" showIcon title={t('siting.pick')} /> : null}
        {point !== null && answer.loading ? <Spin /> : null}
        {answer.error !== undefined ? (
          <Alert
            type="error"
            showIcon
            title={failureText(answer.error, t('shared.errors.internal'))}
          />
        ) : null}
        {siting ? (
          <div data-testid="siting-figures">
            <Typography.Text>
              {t('siting.place', { lat: siting.lat.toFixed(3), lon: siting.lon.toFixed(3) })}
            </Typography.Text>
            <Statistic title={t('siting.newArea')} value={siting.newAreaKm2} suffix="km²" />
            <Statistic
              title={t('siting.newFlights')}
              value={siting.newFlightsPerDay}
              suffix={t('siting.perDay')}
            />
            <Typography.Text type="secondary">
              {t('siting.reach', {
                area: siting.reachAreaKm2.toLocaleString(),
                low: siting.horizonKm.low,
                high: siting.horizonKm.high,
                flights: siting.flightsPerDay,
              })}
            </Typography.Text>
            <List
              size="small"
              header={t('siting.overlaps', { count: siting.overlaps.length })}
              dataSource={siting.overlaps}
              renderItem={(item) => (
                <List.Item>
                  <Link to={`/device/index/${item.devId}`}>
                    {item.alias ?? t('deviceMap.deviceNumber', { id: item.devId })}
                  </Link>
                  <span>
                    {t('siting.overlapItem', {
                      km: item.distanceKm,
                      area: item.overlapKm2.toLocaleString(),
                    })}
                  </span>
                </List.Item>
              )}
            />
          </div>
        ) : null}
      </Space>
    </Card>
  );
}
