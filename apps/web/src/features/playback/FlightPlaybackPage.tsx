import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExportLinks } from './ExportLinks';
import {
  loadAircraft,
  loadFlight,
  playbackFailure,
  type PlaybackFailure,
  type PlaybackFlight,
} from './playback.api';
import { parseSeconds } from './playback.url';
import { PlaybackStage } from './PlaybackStage';
import { PlaybackStatus } from './PlaybackStatus';
import { usePlaybackAccess } from './use-playback-access';
import { usePlaybackClock } from './use-playback-clock';
import { useLiveFlight } from './use-live-flight';

/** Which spec §2 route opened the page (they differ only in how the flight is named). */
export type FlightRouteVariant = 'dynamic' | 'anum' | 'fnum' | 'supplement';

type Params = Partial<
  Record<
    'dynamicId' | 'scheduledDeptime' | 'anum' | 'fnum' | 'org' | 'dst' | 'startTime' | 'endTime',
    string
  >
>;

/** Loads the one flight (or aircraft window) the route names. */
function loadFor(variant: FlightRouteVariant, params: Params, signal: AbortSignal) {
  const scheduledDeptime = parseSeconds(params.scheduledDeptime) ?? undefined;
  switch (variant) {
    case 'dynamic':
      return loadFlight(
        {
          dynamicId: params.dynamicId ?? '',
          ...(scheduledDeptime === undefined ? {} : { scheduledDeptime }),
        },
        signal,
      );
    case 'anum':
    case 'fnum':
      return loadFlight(
        {
          ...(variant === 'anum' && params.anum !== undefined ? { anum: params.anum } : {}),
          fnum: params.fnum ?? '',
          ...(params.org === undefined ? {} : { org: params.org }),
          ...(params.dst === undefined ? {} : { dst: params.dst }),
          ...(scheduledDeptime === undefined ? {} : { scheduledDeptime }),
        },
        signal,
      );
    case 'supplement': {
      const startTime = parseSeconds(params.startTime);
      const endTime = parseSeconds(params.endTime);
      const anum = params.anum ?? '';
      if (startTime !== null && endTime !== null) {
        return loadAircraft({ anum, startTime, endTime }, signal).then((answer) => answer.flight);
      }
      // The second segment is a dynamicId, or a recorded flight id (links from search results).
      const id = params.dynamicId ?? '';
      return loadFlight(
        /^\d+$/.test(id) ? { flightId: Number(id) } : { dynamicId: id, anum },
        signal,
      );
    }
  }
}

/**
 * Spec §2 playback, playbackByAnum, flight-playback and playbackSupplement: one recorded flight
 * (or one aircraft between two times) on the playback screen, with its exports.
 */
export function FlightPlaybackPage({
  variant,
  mobile = false,
}: {
  variant: FlightRouteVariant;
  mobile?: boolean;
}) {
  const { t } = useTranslation();
  const params = useParams() as Params;
  const access = usePlaybackAccess();
  const { clock, linkView } = usePlaybackClock();
  const routeKey = JSON.stringify([variant, params]);
  // The answer for one route; a different route (or none yet) means loading.
  const [result, setResult] = useState<{
    key: string;
    flight: PlaybackFlight | null;
    failure: PlaybackFailure | null;
  } | null>(null);

  useEffect(() => {
    if (access !== 'allowed') return;
    const controller = new AbortController();
    loadFor(variant, (JSON.parse(routeKey) as [FlightRouteVariant, Params])[1], controller.signal)
      .then((loaded) => {
        if (controller.signal.aborted) return;
        const first = loaded.points[0];
        const last = loaded.points.at(-1);
        if (first === undefined || last === undefined) {
          setResult({ key: routeKey, flight: null, failure: { kind: 'noData' } });
          return;
        }
        clock.dispatch({ type: 'pause' });
        clock.dispatch({ type: 'setRange', startMs: first.timeMs, endMs: last.timeMs });
        clock.dispatch({ type: 'seek', timeMs: linkView.timeMs ?? first.timeMs });
        setResult({ key: routeKey, flight: loaded, failure: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ key: routeKey, flight: null, failure: playbackFailure(error) });
      });
    return () => controller.abort();
  }, [access, variant, routeKey, clock, linkView]);

  const current = result?.key === routeKey ? result : null;
  const flight = current?.flight ?? null;
  const failure: PlaybackFailure | 'loading' =
    access === 'login' ? { kind: 'login' } : (current?.failure ?? 'loading');
  const title =
    variant === 'supplement' ? t('playback.heading.aircraft') : t('playback.heading.flight');
  const flights = flight === null ? [] : [flight];
  const flightId = flight?.info?.flightId;
  const liveFlight = useLiveFlight(flight, mobile);
  return (
    <PlaybackStage
      title={flight === null ? title : `${title} · ${flight.label}`}
      clock={clock}
      linkView={linkView}
      flights={flights}
      selectedKey={flight?.key ?? null}
      onSelect={() => undefined}
      mobile={mobile}
      overlay={flight === null ? <PlaybackStatus failure={failure} /> : null}
      liveFlight={liveFlight}
      panel={flightId === undefined ? null : <ExportLinks flightId={flightId} />}
    />
  );
}
