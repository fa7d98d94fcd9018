import type { App } from '../http/types';
import { presentAircraftJson } from './aircraft-json.presenter';
import type { LiveTable } from './live.table';

/**
 * `GET /data/aircraft.json`, the readsb/tar1090 file: outside the envelope on purpose, because
 * the tools that read it expect readsb's exact shape.
 */
export function registerLiveRoutes(
  app: App,
  deps: { liveTable: LiveTable; now: () => number },
): void {
  app.get(
    '/data/aircraft.json',
    { schema: { summary: 'Live aircraft in readsb aircraft.json format', tags: ['live'] } },
    (_request, reply) => {
      const now = deps.now();
      const aircraft = [];
      for (const entry of deps.liveTable.aircraft.values()) {
        aircraft.push(presentAircraftJson(entry, now));
      }
      return reply
        .header('cache-control', 'no-cache')
        .send({ now: Math.round(now * 1000) / 1000, messages: deps.liveTable.messages, aircraft });
    },
  );
}
