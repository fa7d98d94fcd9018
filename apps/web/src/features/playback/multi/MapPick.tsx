import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_MULTI_MAX_FLIGHTS } from '@skytrace/contracts';
import type { MapLibreMap } from '../../../map/radar.map';
import type { PlaybackFlight } from '../playback.api';
import { FlightRows } from '../shared/FlightRows';
import { WindowForm } from '../shared/WindowForm';
import type { TimeWindow } from '../window-form';
import type { PickedFlight, PickOutcome } from './pick-set';
import { useCandidates, type Candidates } from './use-candidates';
import { useMapView } from './use-map-view';
import { usePickLayer } from './use-pick-layer';
import './multi-pick.css';

interface MapPickProps {
  map: MapLibreMap | null;
  active: boolean;
  onActive: (active: boolean) => void;
  /** The window to look in (the route's, else the last hour). */
  range: TimeWindow;
  onRange: (range: TimeWindow) => void;
  picked: readonly PickedFlight[];
  onToggle: (flight: PickedFlight) => PickOutcome;
  /** The playback set's list: under the pick controls, above the flights of the view. */
  children: ReactNode;
}

// A zoomed-out view can hold hundreds of flights: the map draws them all, the list names the
// first ones (by label) and asks to zoom in for the rest.
const MAX_LISTED = 100;

/**
 * Issue 8 "pick flights from the map": in pick mode the flights recorded in the map view during
 * the window are drawn faintly and listed; a click on a track (or the list's button) adds the
 * flight to the playback set, a second click removes it. The limit of the set is kept, with a
 * translated reason when a pick is refused.
 */
export function MapPick(props: MapPickProps) {
  const { t } = useTranslation();
  const { map, active, range, picked, onToggle } = props;
  const box = useMapView(map, active);
  const candidates = useCandidates(active && box !== null ? { box, window: range } : null);
  const pickedIds = useMemo(() => new Set(picked.map((flight) => flight.id)), [picked]);
  const [refused, setRefused] = useState(false);
  const full = picked.length >= PLAYBACK_MULTI_MAX_FLIGHTS;

  const toggle = (flight: PlaybackFlight) => {
    setRefused(onToggle({ id: flight.key, label: flight.label }) === 'full');
  };
  usePickLayer(map, active ? candidates.flights : null, pickedIds, (key) => {
    const flight = candidates.flights.find((candidate) => candidate.key === key);
    if (flight !== undefined) toggle(flight);
  });

  const rows = useMemo(
    () =>
      [...candidates.flights]
        .sort((a, b) => a.label.localeCompare(b.label))
        .map((flight) => ({
          key: flight.key,
          label: flight.label,
          org: flight.org,
          dst: flight.dst,
        })),
    [candidates.flights],
  );

  return (
    <>
      <section className="playback-form multi-pick" aria-label={t('playback.multi.pick.toggle')}>
        <button
          type="button"
          className="multi-pick__toggle"
          aria-pressed={active}
          onClick={() => props.onActive(!active)}
        >
          {t('playback.multi.pick.toggle')}
        </button>
        {active && (
          <>
            <p className="playback-note">{t('playback.multi.pick.hint')}</p>
            <WindowForm
              key={`${range.startTime}-${range.endTime}`}
              initial={range}
              submitLabel={t('playback.multi.pick.apply')}
              onSubmit={props.onRange}
            />
            <PickStatus candidates={candidates} />
            {refused && full && (
              <p className="playback-form__error" role="alert">
                {t('playback.multi.pick.full', { max: PLAYBACK_MULTI_MAX_FLIGHTS })}
              </p>
            )}
          </>
        )}
      </section>
      {props.children}
      {active && (
        <FlightRows
          title={t('playback.multi.pick.list')}
          rows={rows}
          max={MAX_LISTED}
          more={(shown) => (
            <p className="playback-note">{t('playback.multi.pick.more', { shown })}</p>
          )}
          action={(row) => {
            const isPicked = pickedIds.has(row.key);
            const flight = candidates.flights.find((candidate) => candidate.key === row.key);
            return (
              <button
                type="button"
                aria-label={t(isPicked ? 'playback.multi.remove' : 'playback.multi.pick.add', {
                  flight: row.label,
                })}
                aria-disabled={!isPicked && full}
                onClick={() => flight !== undefined && toggle(flight)}
              >
                {t(isPicked ? 'playback.multi.pick.removeShort' : 'playback.multi.pick.addShort')}
              </button>
            );
          }}
        />
      )}
    </>
  );
}

/** What the view holds: loading, how many flights, none, or why they could not be loaded. */
function PickStatus({ candidates }: { candidates: Candidates }) {
  const { t } = useTranslation();
  const { failure, flights, status } = candidates;
  const text =
    failure?.kind === 'login'
      ? t('playback.loginRequired')
      : failure?.kind === 'error'
        ? (failure.message ?? t('playback.failed'))
        : flights.length > 0
          ? t('playback.multi.pick.found', { count: flights.length })
          : status === 'done'
            ? t('playback.multi.pick.none')
            : t('playback.multi.pick.loading');
  return (
    <p className="playback-note" role="status">
      {text}
    </p>
  );
}
