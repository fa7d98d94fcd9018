import { useEffect } from 'react';
import { useLoad } from '../../api/use-load';
import { airportApi, type BoardKind } from './airport.api';

/** Boards and statistics change by the minute: the page reloads them this often. */
const REFRESH_MS = 60_000;

/** The statistics of one airport, reloaded every minute. */
export function useAirportStatistics(code: string) {
  const loaded = useLoad((signal) => airportApi.statistics(code, signal), code);
  useAutoReload(loaded.reload);
  return loaded;
}

/** One board of one airport, reloaded every minute. */
export function useBoard(kind: BoardKind, code: string) {
  const loaded = useLoad((signal) => airportApi.board(kind, code, signal), `${kind}:${code}`);
  useAutoReload(loaded.reload);
  return loaded;
}

function useAutoReload(reload: () => void): void {
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
}
