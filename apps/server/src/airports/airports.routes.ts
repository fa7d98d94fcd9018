// The airport calls of spec §7: `/business/airport/category`, `delay`, `statistics?iata`,
// `arrival`, `departures`, `soonArrival`, `airportSearch {searchText}`, `/airport/api/departed`,
// `/airport/api/hisflight` and `/index/wantedAirports`. Open to all like the tracker; the
// costlier ones are rate-limited per client.
import {
  airportStatusGroupsSchema,
  airportHistoryQuerySchema,
  airportHitSchema,
  airportQuerySchema,
  airportStatisticsSchema,
  airportStatusRowSchema,
  airportTextSearchSchema,
  boardSchema,
  envelopeSchema,
  langQuerySchema,
  recordedAirportFlightSchema,
  wantedAirportSchema,
  API_V2_PATHS,
  type WantedAirport,
} from '@skytrace/contracts';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import type { App } from '../http/types';
import type { AirportsService } from './airports.service';
import { searchAirports } from './airport.search';
import { recordedAirportFlights } from './history.repo';
import { wantedAirports } from './wanted-airports';

const tags = ['airports'];
/** Search answers carry at most this many airports. */
const SEARCH_LIMIT = 20;
/** The wanted list changes with a week of coverage: recomputed every ten minutes at most. */
const WANTED_TTL_MS = 10 * 60_000;
/** Whole-network calls (every airport's status) per client and minute. */
const NETWORK_PER_MINUTE = 30;

export interface AirportRouteDeps {
  airports: AirportsService;
  now?: () => number;
}

export function registerAirportRoutes(api: App, deps: AirportRouteDeps): void {
  const { airports } = deps;
  const now = () => deps.now?.() ?? Date.now();
  const limited = { rateLimit: { max: NETWORK_PER_MINUTE, timeWindow: 60_000 } };
  let wanted: { at: number; rows: Promise<WantedAirport[]> } | undefined;

  const boards = [
    [API_V2_PATHS.airportArrival, 'Scheduled arrivals, 3 h back to 6 h ahead', 'arrivals'],
    [API_V2_PATHS.airportDepartures, 'Scheduled departures, 3 h back to 6 h ahead', 'departures'],
    [API_V2_PATHS.airportSoonArrival, 'Arrivals expected within the hour', 'soonArrivals'],
    [API_V2_PATHS.airportDeparted, 'Departures seen taking off, latest first', 'departed'],
  ] as const;
  for (const [path, summary, method] of boards) {
    api.get(
      path,
      {
        schema: {
          summary,
          tags,
          querystring: airportQuerySchema,
          response: { 200: envelopeSchema(boardSchema) },
        },
      },
      async (request) => ok(request, await airports[method](request.query.iata)),
    );
  }

  api.get(
    API_V2_PATHS.airportStatistics,
    {
      schema: {
        summary: 'Status (spec §4), delays, runway in use, notices and events of one airport',
        tags,
        querystring: airportQuerySchema,
        response: { 200: envelopeSchema(airportStatisticsSchema) },
      },
    },
    async (request) => ok(request, await airports.statistics(request.query.iata)),
  );

  api.get(
    API_V2_PATHS.airportCategory,
    {
      schema: {
        summary: 'Scheduled airports grouped by status',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(airportStatusGroupsSchema) },
      },
      config: limited,
    },
    async (request) => ok(request, await airports.category()),
  );

  api.get(
    API_V2_PATHS.airportDelay,
    {
      schema: {
        summary: 'Airports with delays or closed, worst first',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(airportStatusRowSchema)) },
      },
      config: limited,
    },
    async (request) => ok(request, await airports.delayed()),
  );

  api.post(
    API_V2_PATHS.airportTextSearch,
    {
      schema: {
        summary: 'Airports whose code, name or city matches the text',
        tags,
        querystring: langQuerySchema,
        body: airportTextSearchSchema,
        response: { 200: envelopeSchema(z.array(airportHitSchema)) },
      },
    },
    async (request) => {
      const tables = await airports.catalog.current();
      return ok(request, searchAirports(tables, request.body.searchText, SEARCH_LIMIT));
    },
  );

  api.get(
    API_V2_PATHS.airportHistoryFlights,
    {
      schema: {
        summary: 'Flights recorded leaving or reaching the airport on one UTC day (yyyyMMdd)',
        tags,
        querystring: airportHistoryQuerySchema,
        response: { 200: envelopeSchema(z.array(recordedAirportFlightSchema)) },
      },
      config: limited,
    },
    async (request) => {
      const { iata, date } = request.query;
      const day = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.getTime() > now())
        throw new HttpError(400, 'airport.dateInvalid');
      const { airport } = await airports.requireAirport(iata);
      return ok(request, await recordedAirportFlights(airports.db, airport.icao, day));
    },
  );

  api.get(
    API_V2_PATHS.wantedAirports,
    {
      schema: {
        summary: 'Busy airports our receivers cover poorly: where a receiver helps most',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(wantedAirportSchema)) },
      },
      config: limited,
    },
    async (request) => {
      if (!wanted || now() - wanted.at > WANTED_TTL_MS) {
        const tables = await airports.catalog.current();
        const rows = wantedAirports(airports.db, tables, Math.floor(now() / 1000));
        wanted = { at: now(), rows };
        // A failed computation is not kept: the next call tries again.
        rows.catch(() => (wanted = undefined));
      }
      return ok(request, await wanted.rows);
    },
  );
}
