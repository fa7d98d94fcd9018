import { useEffect, useRef, useState } from 'react';
import { formatIcaoHex, type FlightBase, type FlightPath } from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import { loadDetail } from './detail.api';
import { startRefresh } from './detail.refresh';
import { useTrack } from './track.store';

export interface FlightDetailData {
  base: FlightBase | null;
  path: FlightPath | null;
  /** True until the first answer for this flight. */
  loading: boolean;
}

interface Options {
  /** The selected aircraft (also when it has left live data: history is read by its address). */
  icao: number | null;
  callsign: string | undefined;
  /** False for a visitor under the login rule: nothing is requested (spec §6). */
  allowed: boolean;
  language: string;
  /** A 401 answer: the session has expired (spec §8 detail 401). */
  onUnauthorized: () => void;
  /** Empty base info: the bar hides (spec §8 empty detail). */
  onEmpty: () => void;
}

/**
 * Base info and path of the selected flight, refreshed every 10 s while it stays selected, and
 * published to the map's track layer. Stops and clears the tracks on deselect (spec §4).
 */
export function useFlightDetail(options: Options): FlightDetailData {
  const { icao, callsign, allowed, language } = options;
  const [data, setData] = useState<FlightDetailData>({ base: null, path: null, loading: true });
  // The callbacks change every render; the refresh reads the latest without restarting.
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });

  useEffect(() => {
    if (icao === null || !allowed) {
      useTrack.getState().setTrack(icao, null);
      return () => useTrack.getState().setTrack(null, null);
    }
    const query = { icao: formatIcaoHex(icao), callsign: callsign || undefined };
    const stop = startRefresh(
      (signal) => loadDetail(http, query, signal),
      (outcome) => {
        if (outcome.kind === 'unauthorized') {
          handlers.current.onUnauthorized();
          return false;
        }
        if (outcome.kind === 'empty') {
          handlers.current.onEmpty();
          return false;
        }
        setData({ base: outcome.base, path: outcome.path, loading: false });
        useTrack.getState().setTrack(icao, outcome.path);
        return true;
      },
    );
    return () => {
      stop();
      useTrack.getState().setTrack(null, null);
    };
  }, [icao, callsign, allowed, language]);

  return data;
}
