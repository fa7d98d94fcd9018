import { SearchOutlined } from '@ant-design/icons';
import type { Trajectory, TrajectoryFlight } from '@skytrace/contracts';
import { TRAJECTORY_MAX_SECONDS } from '@skytrace/contracts';
import { Alert, Button, DatePicker, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { OverlayMap } from './OverlayMap';
import { restApi } from './rest.api';
import '../shared/ops.css';

const COLORS = ['#fadb14', '#ff4d4f', '#52c41a', '#13c2c2', '#eb2f96', '#fa8c16', '#2f54eb'];

function trajectoryFeatures(trajectory: Trajectory | undefined): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (trajectory?.flights ?? []).map((flight, index) => ({
      type: 'Feature',
      properties: { color: COLORS[index % COLORS.length] },
      geometry: {
        type: 'LineString',
        coordinates: flight.points.map(([lon, lat]) => [lon, lat]),
      },
    })),
  };
}

/** `/adsb/trajectory/any`: any aircraft's or flight number's recorded trajectory on a map. */
export default function TrajectoryPage() {
  const { t, i18n } = useTranslation();
  const [icao, setIcao] = useState('');
  const [flight, setFlight] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(1, 'day'), dayjs()]);
  const [answer, setAnswer] = useState<Trajectory>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const data = useMemo(() => trajectoryFeatures(answer), [answer]);

  const search = async () => {
    const hex = icao.trim();
    const number = flight.trim();
    if (hex === '' && number === '') return setError(t('bmsCoverageRest.needAircraft'));
    if (hex !== '' && !/^[0-9a-f]{6}$/i.test(hex)) return setError(t('bmsCoverageRest.badIcao'));
    if (number !== '' && !/^[a-z0-9]{2,8}$/i.test(number))
      return setError(t('bmsCoverageRest.badFlight'));
    const startTime = range[0].unix();
    const endTime = range[1].unix();
    if (endTime <= startTime || endTime - startTime > TRAJECTORY_MAX_SECONDS)
      return setError(t('bmsCoverageRest.badWindow'));
    setError(undefined);
    setLoading(true);
    try {
      setAnswer(
        await restApi.trajectory({
          icao: hex || undefined,
          flight: number || undefined,
          startTime,
          endTime,
        }),
      );
    } catch (failure) {
      setError(t('bmsOps.common.loadFailed', { message: failureText(failure) }));
    } finally {
      setLoading(false);
    }
  };

  const time = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(i18n.language, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  const columns: ColumnsType<TrajectoryFlight> = [
    {
      title: t('bmsCoverageRest.flight'),
      render: (_, row, index) => (
        <span>
          <span
            className="bms-overlay-swatch"
            style={{ background: COLORS[index % COLORS.length] }}
          />
          {row.callsign ?? '–'}
        </span>
      ),
    },
    { title: 'ICAO', dataIndex: 'icao' },
    {
      title: t('bmsCoverageRest.route'),
      render: (_, row) => `${row.origin ?? '–'} → ${row.destination ?? '–'}`,
    },
    { title: t('bmsCoverageRest.firstSeen'), render: (_, row) => time(row.firstSeen) },
    { title: t('bmsCoverageRest.lastSeen'), render: (_, row) => time(row.lastSeen) },
    {
      title: t('bmsCoverageRest.points'),
      render: (_, row) => `${row.points.length} / ${row.recordedPoints}`,
    },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsCoverageRest.trajectoryTitle')}</h1>
      <Typography.Paragraph type="secondary">
        {t('bmsCoverageRest.trajectoryExplain')}
      </Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <Input
          allowClear
          value={icao}
          maxLength={6}
          placeholder={t('bmsCoverageRest.icaoPlaceholder')}
          aria-label={t('bmsCoverageRest.icaoPlaceholder')}
          onChange={(event) => setIcao(event.target.value)}
          onPressEnter={() => void search()}
        />
        <Input
          allowClear
          value={flight}
          maxLength={8}
          placeholder={t('bmsCoverageRest.flightPlaceholder')}
          aria-label={t('bmsCoverageRest.flightPlaceholder')}
          onChange={(event) => setFlight(event.target.value)}
          onPressEnter={() => void search()}
        />
        <DatePicker.RangePicker
          allowClear={false}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={range}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={loading}
          onClick={() => void search()}
        >
          {t('bmsCoverageRest.search')}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} className="bms-overlay-figures" />}
      {answer && answer.flights.length === 0 && (
        <Alert type="info" showIcon title={t('bmsCoverageRest.noTrajectory')} />
      )}
      <OverlayMap data={data} label={t('bmsCoverageRest.trajectoryMap')} />
      <Table<TrajectoryFlight>
        data-testid="trajectory-table"
        rowKey="flightId"
        size="small"
        columns={columns}
        dataSource={answer?.flights ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
    </>
  );
}
