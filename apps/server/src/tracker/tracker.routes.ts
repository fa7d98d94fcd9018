import {
  airportHitSchema,
  airportRangeQuerySchema,
  envelopeSchema,
  flightPathQuerySchema,
  flightPathSchema,
  fuzzySearchSchema,
  hotFlightSchema,
  langQuerySchema,
  recommendClickResultSchema,
  recommendClickSchema,
  searchQuerySchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { requireUser } from '../http/guards';
import { HttpError } from '../http/errors';
import type { Db } from '../db/db';
import type { AircraftPhotoLookup } from '../flights/flight-base';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { TraceRecorder } from '../traces/trace.recorder';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { LiveTable } from '../live/live.table';
import type { AirportIndex } from './airport.index';
import { readFlightPath } from './flight-path.service';
import { presentFlightHit, searchLiveFlights } from './flight.search';
import { registerCountryRoutes, type ReceiversByCountry } from './countries';
import { HotFlights } from './hot-flights';

const SEARCH_LIMIT = 10;
const HOT_LIMIT = 10;
const VIEW_DEDUPE_SECONDS = 300;
const MAX_VIEWERS_TRACKED = 50_000;

/** What the tracker calls need from the composition root. */
export interface TrackerRouteDeps {
  liveTable: LiveTable;
  identity: FlightIdentityService;
  airports: AirportIndex;
  hiddenRegistrations: ReadonlySet<string>;
  /** The gallery's photo of an airframe for the socket's FlightBase (aircraftImage). */
  aircraftPhoto?: AircraftPhotoLookup | undefined;
  /** Present when this process records traces: enables the full-path call. */
  paths?: { db: Db; recorder: TraceRecorder; requiresLogin: boolean };
  /** The latest detected event of an aircraft (events domain), for "hot because: …". */
  hotReason?: (
    icao: number,
    now: number,
  ) =>
    | { kind: string; airport: string; airportIata: string; details: Record<string, unknown> }
    | undefined;
  /** The community's receivers per country (ranking domain), for `/index/country`. */
  receiversByCountry?: ReceiversByCountry;
}

/** A hot flight's reason as the call gives it (null without a recent event). */
function presentReason(event: ReturnType<NonNullable<TrackerRouteDeps['hotReason']>>) {
  if (event === undefined) return null;
  const squawk = event.details.squawk;
  return {
    kind: event.kind,
    airport: event.airportIata || event.airport,
    squawk: typeof squawk === 'string' ? squawk : '',
  };
}

/** The tracker's search box and airport labels (spec §7 fuzzy search, airport search, range). */
export function registerTrackerRoutes(api: App, deps: TrackerRouteDeps): void {
  const hot = new HotFlights();
  // One view per viewer and aircraft per period: the detail bar refreshes every 10 s (spec §4).
  const counted = new Map<string, number>();
  // A click on the hot list counts once per viewer and aircraft per period too (its own key).
  const countView = (key: string, icao: number, now: number, kind: 'view' | 'click' = 'view') => {
    const last = counted.get(key);
    if (last !== undefined && now - last < VIEW_DEDUPE_SECONDS) return;
    if (counted.size > MAX_VIEWERS_TRACKED) {
      for (const [k, t] of counted) if (now - t >= VIEW_DEDUPE_SECONDS) counted.delete(k);
      if (counted.size > MAX_VIEWERS_TRACKED) counted.clear();
    }
    counted.set(key, now);
    if (kind === 'click') hot.click(icao, now);
    else hot.view(icao, now);
  };

  api.post(
    API_V2_PATHS.recommendClick,
    {
      schema: {
        summary: 'Counts a click on a flight the hot list recommends (ranks the hot list)',
        tags: ['tracker'],
        body: recommendClickSchema,
        response: { 200: envelopeSchema(recommendClickResultSchema) },
      },
    },
    (request) => {
      const icaoId = request.body.data;
      const icao = parseInt(icaoId, 16);
      if (!deps.liveTable.aircraft.has(icao)) throw new HttpError(404, 'recommend.notLive');
      const now = Date.now() / 1000;
      countView(`click|${request.ip}|${icao}`, icao, now, 'click');
      return ok(request, { icaoId, ...hot.counts(icao, now) });
    },
  );
  registerCountryRoutes(api, deps.liveTable, deps.receiversByCountry);

  api.get(
    API_V2_PATHS.hotFlights,
    {
      schema: {
        summary: 'Live flights most viewed in the last 30 minutes',
        tags: ['tracker'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(hotFlightSchema)) },
      },
    },
    (request) => {
      const now = Date.now() / 1000;
      const list = hot
        .top(now, HOT_LIMIT, (icao) => deps.liveTable.aircraft.has(icao))
        .flatMap(({ icao, views, clicks }) => {
          const entry = deps.liveTable.aircraft.get(icao);
          if (!entry) return [];
          const reason = presentReason(deps.hotReason?.(icao, now));
          return [{ ...presentFlightHit(entry, deps.identity, now), views, clicks, reason }];
        });
      return ok(request, list);
    },
  );

  const paths = deps.paths;
  if (paths) {
    api.get(
      API_V2_PATHS.flightPath,
      {
        schema: {
          summary: 'Track flown, forecast to destination and scheduled route of one aircraft',
          tags: ['tracker'],
          querystring: flightPathQuerySchema,
          response: { 200: envelopeSchema(flightPathSchema) },
        },
      },
      async (request) => {
        // Spec §6: paths need login unless the operator opened them (FLIGHT_DETAIL_REQUIRES_LOGIN).
        if (paths.requiresLogin) requireUser(request);
        const icao = parseInt(request.query.icao, 16);
        const now = Date.now() / 1000;
        countView(`${request.ip}|${icao}`, icao, now);
        const path = await readFlightPath(icao, now, {
          db: paths.db,
          liveTable: deps.liveTable,
          recorder: paths.recorder,
          identity: deps.identity,
        });
        return ok(request, path);
      },
    );
  }
  api.get(
    API_V2_PATHS.flightSearch,
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
    API_V2_PATHS.airportSearch,
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
    API_V2_PATHS.airportRange,
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
