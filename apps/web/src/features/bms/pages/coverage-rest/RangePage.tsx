import { COVERAGE_HEIGHTS, DEFAULT_COVERAGE_HEIGHT, type IndexRange } from '@skytrace/contracts';
import { DatePicker, Select, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaded } from '../shared/use-loaded';
import { OverlayMap } from './OverlayMap';
import { restApi } from './rest.api';
import '../shared/ops.css';

function rangeFeatures(range: IndexRange | undefined): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (range?.geojson.geometry.coordinates ?? []).map((polygon) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: polygon },
    })),
  };
}

/** `/adsb/index/range`: the receivers' measured range of a day and height, as the index map shows it. */
export default function RangePage() {
  const { t } = useTranslation();
  // §9: the coverage date defaults to yesterday, the height to 1000 m.
  const [date, setDate] = useState(() => dayjs().subtract(1, 'day'));
  const [height, setHeight] = useState<number>(DEFAULT_COVERAGE_HEIGHT);
  const key = `${date.format('YYYYMMDD')}:${height}`;
  const { data, error, loading } = useLoaded(
    () => restApi.indexRange({ date: date.format('YYYYMMDD'), height }),
    key,
  );
  const features = useMemo(() => rangeFeatures(data), [data]);
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsCoverageRest.rangeTitle')}</h1>
      <Typography.Paragraph type="secondary">
        {t('bmsCoverageRest.rangeExplain')}
      </Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <DatePicker
          allowClear={false}
          value={date}
          disabledDate={(value) => value.isAfter(dayjs(), 'day')}
          onChange={(value) => value && setDate(value)}
        />
        <Select<number>
          value={height}
          style={{ width: 160 }}
          aria-label={t('bmsCoverageRest.height')}
          onChange={setHeight}
          options={COVERAGE_HEIGHTS.map((value) => ({
            value,
            label: t('bmsCoverageRest.heightFrom', { height: value }),
          }))}
        />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <div className="bms-ops-toolbar bms-overlay-figures" data-testid="range-figures">
        <Statistic
          loading={loading}
          title={t('bmsCoverageRest.receivers')}
          value={data?.receivers ?? 0}
        />
        <Statistic
          loading={loading}
          title={t('bmsCoverageRest.area')}
          value={data?.areaKm2 ?? 0}
          suffix="km²"
        />
      </div>
      <OverlayMap data={features} label={t('bmsCoverageRest.rangeMap')} />
    </>
  );
}
