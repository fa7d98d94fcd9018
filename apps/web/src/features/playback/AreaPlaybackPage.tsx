import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLibreMap } from '../../map/radar.map';
import { FlightList } from './FlightList';
import type { SliceQuery } from './playback.api';
import { PlaybackStage } from './PlaybackStage';
import { PlaybackStatus } from './PlaybackStatus';
import { TrackFilesPanel } from './track-files/TrackFilesPanel';
import { usePlaybackClock } from './use-playback-clock';
import { useSlicePlayback } from './use-slice-playback';
import { WindowForm } from './shared/WindowForm';
import { defaultWindow, replaceQuery, windowOfSearch, type TimeWindow } from './window-form';

const round = (value: number) => Number(value.toFixed(4));

/** The area of the link (?box=west,south,east,north&start=&end=), or null. */
function queryOfLink(): SliceQuery | null {
  const window_ = windowOfSearch(window.location.search);
  const box = new URLSearchParams(window.location.search).get('box')?.split(',').map(Number);
  if (window_ === null || box?.length !== 4 || !box.every(Number.isFinite)) return null;
  const [west = 0, south = 0, east = 0, north = 0] = box;
  if (west >= east || south >= north) return null;
  return { kind: 'area', west, south, east, north, ...window_ };
}

/**
 * Spec §2 regional_back (and day-tracker, day-path): everything inside the current map view in a
 * time window, like tar1090's replay, streamed in slices and played from the first one.
 */
export function AreaPlaybackPage({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const { clock, linkView } = usePlaybackClock();
  const map = useRef<MapLibreMap | null>(null);
  const [query, setQuery] = useState<SliceQuery | null>(queryOfLink);
  const [initialWindow] = useState(() => query ?? defaultWindow(Date.now()));
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const { flights, failure } = useSlicePlayback(clock, query, linkView.timeMs);
  const onMap = useCallback((instance: MapLibreMap | null) => {
    map.current = instance;
  }, []);

  const submit = (window_: TimeWindow) => {
    const current = map.current;
    if (current === null) return;
    const bounds = current.getBounds();
    const box = {
      west: round(Math.max(-180, bounds.getWest())),
      south: round(Math.max(-90, bounds.getSouth())),
      east: round(Math.min(180, bounds.getEast())),
      north: round(Math.min(90, bounds.getNorth())),
    };
    replaceQuery({
      box: `${box.west},${box.south},${box.east},${box.north}`,
      start: String(window_.startTime),
      end: String(window_.endTime),
      t: null,
    });
    setSelectedKey(null);
    setQuery({ kind: 'area', ...box, ...window_ });
  };

  const panel = (
    <>
      <WindowForm initial={initialWindow} submitLabel={t('playback.area.show')} onSubmit={submit}>
        <p className="playback-note">{t('playback.area.hint')}</p>
      </WindowForm>
      {query !== null && failure === null && (
        <p className="playback-note" role="status">
          {t('playback.area.flights', { count: flights.length })}
        </p>
      )}
      <FlightList flights={flights} selectedKey={selectedKey} onSelect={setSelectedKey} />
      <TrackFilesPanel area={query?.kind === 'area' ? query : null} />
    </>
  );

  return (
    <PlaybackStage
      title={t('playback.heading.area')}
      clock={clock}
      linkView={linkView}
      flights={flights}
      selectedKey={selectedKey}
      onSelect={setSelectedKey}
      mobile={mobile}
      keepView
      onMap={onMap}
      overlay={failure === null ? null : <PlaybackStatus failure={failure} />}
      panel={panel}
    />
  );
}
