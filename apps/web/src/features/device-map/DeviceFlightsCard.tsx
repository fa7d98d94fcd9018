import type { DeviceFlight, DeviceLiveFlight } from '@skytrace/contracts';
import { Card, Empty, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadDeviceFlights } from './device-map.api';
import { LiveHeardMap } from './LiveHeardMap';
import { useLoad, type Loaded } from '../../api/use-load';
import { useDisplaySettings } from '../../settings/display-settings.store';
import { altitude, speed, type Measure } from '../../settings/unit.format';

function time(seconds: number | null, language: string): string {
  if (seconds === null) return '–';
  return new Date(seconds * 1000).toLocaleTimeString(language, {
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A recorded flight's replay (aircraft playback of its window). */
function replayPath(flight: DeviceFlight): string | null {
  if (flight.flightId === null || flight.firstSeen === null || flight.lastSeen === null)
    return null;
  return `/playbacksup/${flight.icao}/${flight.flightId}/${flight.firstSeen}/${flight.lastSeen}`;
}

/**
 * The aircraft this receiver hears now (its own radar picture and a table, "this receiver
 * only"), and the aircraft and flights it heard today.
 */
export function DeviceFlightsCard(props: {
  devId: number;
  live: Loaded<DeviceLiveFlight[]>;
  receiver: { lat: number; lon: number } | null;
}) {
  const { devId, live } = props;
  const { t, i18n } = useTranslation();
  const { heightUnit, speedUnit } = useDisplaySettings();
  const measure = (m: Measure) => t(`tracker.units.${m.key}`, { value: m.value });
  const today = useLoad((signal) => loadDeviceFlights(devId, signal), `flights:${devId}`);
  const flightColumns = [
    {
      key: 'callsign',
      title: t('deviceMap.callsign'),
      render: (_: unknown, row: DeviceFlight) => {
        const path = replayPath(row);
        const label = row.callsign ?? row.icao;
        return path ? <Link to={path}>{label}</Link> : label;
      },
    },
    { key: 'icao', dataIndex: 'icao', title: t('deviceMap.icao') },
    {
      key: 'route',
      title: t('deviceMap.route'),
      render: (_: unknown, row: DeviceFlight) =>
        row.origin || row.destination ? `${row.origin ?? '?'} → ${row.destination ?? '?'}` : '–',
    },
    {
      key: 'seen',
      title: t('deviceMap.seen'),
      render: (_: unknown, row: DeviceFlight) =>
        `${time(row.firstSeen, i18n.language)} – ${time(row.lastSeen, i18n.language)}`,
    },
  ];
  const liveColumns = [
    {
      key: 'callsign',
      title: t('deviceMap.callsign'),
      render: (_: unknown, row: DeviceLiveFlight) => {
        const label = row.callsign ?? row.icao;
        if (row.lat === null || row.lon === null) return label;
        // The tracker centred on the aircraft (spec §2 tracker/{lnglat}/{zoom}).
        return <Link to={`/tracker/${row.lon.toFixed(4)},${row.lat.toFixed(4)}/10`}>{label}</Link>;
      },
    },
    { key: 'icao', dataIndex: 'icao', title: t('deviceMap.icao') },
    {
      key: 'altitude',
      title: t('deviceMap.altitude'),
      render: (_: unknown, row: DeviceLiveFlight) =>
        row.altitude === null ? '–' : measure(altitude(row.altitude, heightUnit, i18n.language)),
    },
    {
      key: 'speed',
      title: t('deviceMap.speed'),
      render: (_: unknown, row: DeviceLiveFlight) =>
        row.groundSpeed === null ? '–' : measure(speed(row.groundSpeed, speedUnit, i18n.language)),
    },
    {
      key: 'heard',
      title: t('deviceMap.heardAgo'),
      render: (_: unknown, row: DeviceLiveFlight) =>
        t('deviceMap.secondsAgo', { count: row.heardAgo }),
    },
  ];
  return (
    <Card className="device-map__flights">
      <Tabs
        items={[
          {
            key: 'live',
            label: t('deviceMap.liveNow', { count: live.data?.length ?? 0 }),
            children: (
              <>
                <LiveHeardMap
                  flights={live.data}
                  receiver={props.receiver}
                  label={t('deviceMap.heardNowMap')}
                />
                <Table
                  size="small"
                  rowKey="icao"
                  loading={live.loading && live.data === undefined}
                  dataSource={live.data ?? []}
                  columns={liveColumns}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  scroll={{ x: true }}
                  locale={{ emptyText: <Empty description={t('deviceMap.noLive')} /> }}
                  data-testid="live-flights"
                />
              </>
            ),
          },
          {
            key: 'today',
            label: t('deviceMap.heardToday', { count: today.data?.aircraft ?? 0 }),
            children: (
              <Table
                size="small"
                rowKey={(row) => `${row.icao}:${row.flightId ?? 'none'}`}
                loading={today.loading && today.data === undefined}
                dataSource={today.data?.flights ?? []}
                columns={flightColumns}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: true }}
                locale={{ emptyText: <Empty description={t('deviceMap.noFlights')} /> }}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
