import { HOST_PATHS } from '@skytrace/contracts';
import type { App } from '../http/types';
import { AircraftJsonCache } from './aircraft-json.cache';
import type { LiveTable } from './live.table';

/**
 * `GET /data/aircraft.json`, the readsb/tar1090 file: outside the envelope on purpose, because
 * the tools that read it expect readsb's exact shape.
 */
export function registerLiveRoutes(
  app: App,
  deps: { liveTable: LiveTable; now: () => number },
): void {
  const file = new AircraftJsonCache(deps.liveTable);
  app.get(
    HOST_PATHS.aircraftJson,
    { schema: { summary: 'Live aircraft in readsb aircraft.json format', tags: ['live'] } },
    (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(file.read(deps.now())),
  );
}
