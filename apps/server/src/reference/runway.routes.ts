import {
  airportRunwaysQuerySchema,
  airportRunwaysSchema,
  envelopeSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import type { Database } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { airportRunways } from './runway.service';

/** `GET /api/v2/business/airport/runways`: an airport's runways (public reference data). */
export function registerRunwayRoutes(api: App, database: Database): void {
  api.get(
    API_V2_PATHS.airportRunways,
    {
      schema: {
        summary: 'The runways of an airport by IATA or ICAO code, with both thresholds',
        tags: ['reference'],
        querystring: airportRunwaysQuerySchema,
        response: { 200: envelopeSchema(airportRunwaysSchema) },
      },
    },
    async (request) => ok(request, await airportRunways(database.db, request.query.airport)),
  );
}
