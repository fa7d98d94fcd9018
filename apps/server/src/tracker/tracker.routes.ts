import {
  airportHitSchema,
  airportRangeQuerySchema,
  envelopeSchema,
  fuzzySearchSchema,
  searchQuerySchema,
} from '@skytrace/contracts';
import { z } from 'zod';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { LiveTable } from '../live/live.table';
import type { AirportIndex } from './airport.index';
import { searchLiveFlights } from './flight.search';

const SEARCH_LIMIT = 10;

/** The tracker's search box and airport labels (spec §7 fuzzy search, airport search, range). */
export function registerTrackerRoutes(
  api: App,
  deps: {
    liveTable: LiveTable;
    identity: FlightIdentityService;
    airports: AirportIndex;
    hiddenRegistrations: ReadonlySet<string>;
  },
): void {
  api.get(
    '/business/dynamic/fuzzySearch',
    {
      schema: {
        summary: 'Live flights (callsign, flight number, registration, ICAO address) and airports',
        tags: ['tracker'],
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(fuzzySearchSchema) },
      },
    },
    (request) => {
      const text = request.query.searchText;
      const flights = searchLiveFlights(text, { ...deps, now: Date.now() / 1000 }, SEARCH_LIMIT);
      return ok(request, { flights, airports: deps.airports.search(text, SEARCH_LIMIT) });
    },
  );

  api.post(
    '/business/airport/fuzzySearch',
    {
      schema: {
        summary: 'Airports by IATA/ICAO code, name or city',
        tags: ['tracker'],
        body: z.object({ searchText: z.string().trim().min(1).max(32) }),
        response: { 200: envelopeSchema(z.array(airportHitSchema)) },
      },
    },
    (request) => ok(request, deps.airports.search(request.body.searchText, SEARCH_LIMIT)),
  );

  api.get(
    '/business/airport/range',
    {
      schema: {
        summary: 'Airports in a map box; interFlag 1 (zoom ≤ 6) keeps the major ones',
        tags: ['tracker'],
        querystring: airportRangeQuerySchema,
        response: { 200: envelopeSchema(z.array(airportHitSchema)) },
      },
    },
    (request) => {
      const q = request.query;
      const box = {
        west: Math.min(q.lon1, q.lon2),
        east: Math.max(q.lon1, q.lon2),
        south: Math.min(q.lat1, q.lat2),
        north: Math.max(q.lat1, q.lat2),
      };
      return ok(request, deps.airports.inRange(box, q.interFlag === 1));
    },
  );
}
