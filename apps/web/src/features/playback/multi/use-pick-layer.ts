import { useEffect, useEffectEvent, useState } from 'react';
import { createLabelMarker, type MapLibreMap } from '../../../map/radar.map';
import type { PlaybackFlight } from '../playback.api';
import { CandidatesLayer } from './candidates.layer';

/**
 * Draws the candidates on the playback map while `candidates` is not null (pick mode) and calls
 * `onPick` with the flight id of a clicked track.
 */
export function usePickLayer(
  map: MapLibreMap | null,
  candidates: readonly PlaybackFlight[] | null,
  pickedIds: ReadonlySet<string>,
  onPick: (key: string) => void,
): void {
  const [layer, setLayer] = useState<CandidatesLayer | null>(null);
  // The layer outlives renders: its click and the probe read the latest picks and candidates.
  const pick = useEffectEvent(onPick);
  const currentCandidates = useEffectEvent(() => candidates ?? []);
  const active = candidates !== null;

  useEffect(() => {
    if (map === null || !active) return;
    let created: CandidatesLayer | null = null;
    const create = () => {
      created = new CandidatesLayer(map, {
        createMarker: createLabelMarker,
        onPick: (key) => pick(key),
      });
      setLayer(created);
    };
    // The playback layer is made on the map's load event, which is listened to before the map
    // reaches this page: once it exists, the style is loaded and ours can be added under it.
    if (map.getLayer('playback-aircraft')) create();
    else map.once('load', create);
    window.__skytraceMultiPick = {
      candidates: () =>
        currentCandidates().map((f) => ({
          key: f.key,
          label: f.label,
          icaoId: f.icaoId,
        })),
      point: (key) => created?.pointOf(key) ?? null,
    };
    return () => {
      map.off('load', create);
      created?.destroy();
      setLayer(null);
      delete window.__skytraceMultiPick;
    };
  }, [map, active]);

  useEffect(() => {
    layer?.setCandidates(candidates ?? []);
  }, [layer, candidates]);

  useEffect(() => {
    layer?.setPicked(pickedIds);
  }, [layer, pickedIds]);
}
