// A real app of the events module over real HTTP on a PGlite database, with its EventsService
// (reference airports loaded, no identity) so a test can feed positions or store events.
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { composeApp } from '../modules/compose';
import { buildAirportRows } from '../reference/reference.sources';
import { AirportFinder } from './airport.finder';
import { eventsModule } from './events.module';
import { EventsService } from './events.service';

export interface EventsHarness {
  base: string;
  database: Database;
  events: EventsService;
  app: FastifyInstance;
  get(fullPath: string, lang?: 'en' | 'zh'): Promise<{ status: number; body: EventsBody }>;
  close(): Promise<void>;
}

export interface EventsBody {
  code: number;
  msg: string;
  data: { events: { kind: string; icao: string; airportIata: string; time: number }[] } | null;
}

let airports: AirportFinder | undefined;

export async function startEventsApp(now?: () => number): Promise<EventsHarness> {
  const database = await createTestDatabase({ referenceData: false });
  airports ??= new AirportFinder(buildAirportRows());
  const events = new EventsService(database.db, { airports });
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1024 * 1024,
        trustProxy: false,
        webDist: '/nonexistent',
      },
      database,
      roles: () => ['http'],
      version: 'test',
      events,
      now,
    },
    [eventsModule],
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    database,
    events,
    app,
    get: async (fullPath, lang = 'en') => {
      const separator = fullPath.includes('?') ? '&' : '?';
      const response = await fetch(`${base}${fullPath}${separator}lang=${lang}`);
      return { status: response.status, body: (await response.json()) as EventsBody };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
