import rateLimit from '@fastify/rate-limit';
import { ADSB_ROOT, AIRPORT_PERMISSION, API_V2_ROOT } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import { registerAirportAdminRoutes } from './airports.admin.routes';
import { registerAirportRoutes } from './airports.routes';
import { AirportsService } from './airports.service';
import { DetectedEventSource, type DetectedEvents } from './detected.events';

/**
 * The airport page (issue 19): boards, status and statistics of an airport from the timetable,
 * the live picture and the observed take-offs and landings; the back office's airport list and
 * timeline of notices. Its own domain rather than `reference/`: reference holds static data
 * sets, this one operational state (statuses, boards, administrators' notices).
 */
export const airportsModule = defineModule<{
  database: Database;
  flights?: { identity: FlightIdentityService };
  liveTable?: LiveTable;
  /** The event detector's stored events (holding, go-arounds, returns, diversions). */
  events?: DetectedEvents;
  /** The process clock, Unix seconds (as every module's services give it). */
  now?: () => number;
}>({
  name: 'airports',
  role: 'http',
  routes: ({ database, flights, liveTable, events, now: nowSeconds }) => {
    // The airport code works in milliseconds, like Date.now().
    const now = nowSeconds ? () => nowSeconds() * 1000 : undefined;
    const airports = new AirportsService({
      db: database.db,
      identity: flights?.identity,
      liveTable,
      now,
      ...(events ? { events: new DetectedEventSource(events) } : {}),
    });
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerAirportRoutes(api, { airports, now });
        },
      },
      { prefix: ADSB_ROOT, register: (app) => registerAirportAdminRoutes(app, airports) },
    ];
  },
  permissions: [{ name: AIRPORT_PERMISSION, label: 'bmsPermission.airport' }],
  menu: [
    { key: 'airport', label: 'bmsMenu.airport', icon: 'environment', order: 55 },
    {
      key: 'airport.timeline',
      parent: 'airport',
      label: 'bmsMenu.airportTimeline',
      route: '/bms/airport/timeline',
      permission: AIRPORT_PERMISSION,
      icon: 'file-text',
      order: 10,
    },
  ],
});
