import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PLAYBACK_MAX_WINDOW_SECONDS } from '@skytrace/contracts';
import type { MapLibreMap } from '../../map/radar.map';
import { HistorySearch } from './HistorySearch';
import { MapPick } from './multi/MapPick';
import { PickedList } from './multi/PickedList';
import {
  addPick,
  pickedOfSearch,
  removePick,
  searchWithPicked,
  togglePick,
  type PickedFlight,
  type PickResult,
} from './multi/pick-set';
import { useMultiPlayback } from './multi/use-multi-playback';
import { flightLabel } from './playback.api';
import { parseSeconds } from './playback.url';
import { PlaybackStage } from './PlaybackStage';
import { PlaybackStatus } from './PlaybackStatus';
import { usePlaybackClock } from './use-playback-clock';
import { defaultWindow, type TimeWindow } from './window-form';

/** The route's window (multi-playback/{startTime}/{endTime}), or null when it has none. */
function windowOfRoute(start: string | undefined, end: string | undefined): TimeWindow | null {
  const startTime = parseSeconds(start);
  const endTime = parseSeconds(end);
  if (startTime === null || endTime === null || endTime <= startTime) return null;
  if (endTime - startTime > PLAYBACK_MAX_WINDOW_SECONDS) return null;
  return { startTime, endTime };
}

/**
 * Spec §2 multi-playback/{startTime?}/{endTime?}: several flights replayed together on one clock,
 * picked by historical search or from the map (issue 8). The set is in the link (?ids=), so it
 * reopens as shared, and it plays as it is picked: each change reloads it, keeping the moment.
 */
export function MultiPlaybackPage({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { startTime, endTime } = useParams();
  const { clock, linkView } = usePlaybackClock();
  const [picked, setPicked] = useState<PickedFlight[]>(() =>
    pickedOfSearch(window.location.search),
  );
  const [picking, setPicking] = useState(false);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const routeWindow = windowOfRoute(startTime, endTime);
  const [lastHour] = useState(() => defaultWindow(Date.now()));
  const { flights, failure, loading } = useMultiPlayback(
    clock,
    picked.map((flight) => flight.id),
    routeWindow,
    linkView.timeMs,
  );
  // The chosen flight, else the first loaded one, names the detail bar and the chart.
  const shownKey = flights.some((flight) => flight.key === selectedKey)
    ? selectedKey
    : (flights[0]?.key ?? null);

  const apply = (result: PickResult): PickResult => {
    if (result.outcome !== 'added' && result.outcome !== 'removed') return result;
    setPicked(result.set);
    const search = searchWithPicked(window.location.search, result.set);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    return result;
  };
  const toggle = (flight: PickedFlight) => {
    const result = apply(togglePick(picked, flight));
    if (result.outcome === 'added') setSelectedKey(flight.id);
    return result.outcome;
  };
  // A new window is a new route (the link's path), which also cuts the flights to it.
  const changeWindow = (range: TimeWindow) => {
    const path = `/multi-playback/${range.startTime}/${range.endTime}`;
    void navigate(`${path}${window.location.search}`, { replace: true });
  };

  const panel = (
    <>
      <MapPick
        map={map}
        active={picking}
        onActive={setPicking}
        range={routeWindow ?? lastHour}
        onRange={changeWindow}
        picked={picked}
        onToggle={toggle}
      >
        <PickedList
          picked={picked}
          flights={flights}
          selectedKey={shownKey}
          onSelect={setSelectedKey}
          onRemove={(id) => apply(removePick(picked, id))}
        />
      </MapPick>
      <HistorySearch
        action={(flight) => {
          const id = String(flight.flightId);
          const added = picked.some((c) => c.id === id);
          const full = addPick(picked, { id, label: '' }).outcome === 'full';
          return (
            <button
              type="button"
              disabled={added || full}
              onClick={() => apply(addPick(picked, { id, label: flightLabel(flight) }))}
            >
              {added ? t('playback.search.added') : t('playback.search.add')}
            </button>
          );
        }}
      />
    </>
  );

  const status = failure ?? (loading && flights.length === 0 ? 'loading' : null);
  return (
    <PlaybackStage
      title={t('playback.heading.multi')}
      clock={clock}
      linkView={linkView}
      flights={flights}
      selectedKey={shownKey}
      onSelect={setSelectedKey}
      mobile={mobile}
      keepView={picking}
      onMap={setMap}
      overlay={status === null ? null : <PlaybackStatus failure={status} />}
      panel={panel}
    />
  );
}
