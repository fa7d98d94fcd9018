import type { LandingDetail, LandingReceiver } from '@skytrace/contracts';
import { Descriptions, Drawer, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoaded } from '../shared/use-loaded';
import { OverlayMap } from './OverlayMap';
import { restApi } from './rest.api';

function approachFeatures(detail: LandingDetail | undefined): GeoJSON.FeatureCollection {
  const last = detail?.approach.at(-1);
  if (!detail || !last) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: detail.approach.map(([lon, lat]) => [lon, lat]),
        },
      },
      {
        type: 'Feature',
        properties: { color: '#ff4d4f' },
        geometry: { type: 'Point', coordinates: [last[0], last[1]] },
      },
    ],
  };
}

function Detail({ flightId }: { flightId: number }) {
  const { t, i18n } = useTranslation();
  const { data, error, loading } = useLoaded(
    () => restApi.landingDetail(flightId),
    String(flightId),
  );
  const features = useMemo(() => approachFeatures(data), [data]);
  const time = (seconds: number | null) =>
    seconds === null
      ? '–'
      : new Date(seconds * 1000).toLocaleTimeString(i18n.language, {
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        });
  const km = (value: number | null) => (value === null ? '–' : `${value} km`);
  const columns: ColumnsType<LandingReceiver> = [
    {
      title: t('bmsCoverageRest.receiver'),
      render: (_, row) => (
        <Link to={`/device/index/${row.devId}`} target="_blank">
          {row.alias ?? row.devId}
        </Link>
      ),
    },
    { title: t('bmsCoverageRest.firstHeard'), render: (_, row) => time(row.firstHeard) },
    { title: t('bmsCoverageRest.lastHeard'), render: (_, row) => time(row.lastHeard) },
    {
      title: t('bmsCoverageRest.distance'),
      render: (_, row) =>
        row.minDistanceKm === null ? '–' : `${row.minDistanceKm}–${row.maxDistanceKm ?? ''} km`,
    },
    { title: t('bmsCoverageRest.toAirport'), render: (_, row) => km(row.airportDistanceKm) },
  ];
  if (error)
    return (
      <Typography.Text type="danger">
        {t('bmsOps.common.loadFailed', { message: error })}
      </Typography.Text>
    );
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        className="bms-overlay-figures"
        items={[
          { label: t('bmsCoverageRest.flight'), children: data?.flight.callsign ?? '–' },
          { label: 'ICAO', children: data?.flight.icao ?? '–' },
          {
            label: t('bmsCoverageRest.route'),
            children: data
              ? `${data.flight.origin ?? '–'} → ${data.flight.destination ?? '–'}`
              : '–',
          },
          {
            label: t('bmsCoverageRest.runway'),
            children: data?.runway
              ? `${data.runway.ident} (${data.runway.headingDeg}°)`
              : t('bmsCoverageRest.runwayUnknown'),
          },
          { label: t('bmsCoverageRest.landedAt'), children: time(data?.flight.landedAt ?? null) },
          { label: t('bmsCoverageRest.lastSeen'), children: time(data?.flight.lastSeen ?? null) },
        ]}
      />
      <OverlayMap data={features} label={t('bmsCoverageRest.approachMap')} />
      <Typography.Paragraph type="secondary">
        {t('bmsCoverageRest.receiversExplain')}
      </Typography.Paragraph>
      <Table<LandingReceiver>
        data-testid="landing-receivers"
        rowKey="devId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.receivers ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
    </>
  );
}

/** `/adsb/airport/landing/detail`: one landing of the landing list, in a drawer. */
export function LandingDetailDrawer(props: { flightId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={props.flightId !== null}
      onClose={props.onClose}
      title={t('bmsCoverageRest.landingDetail')}
      size="large"
    >
      {props.flightId !== null ? <Detail flightId={props.flightId} /> : null}
    </Drawer>
  );
}
