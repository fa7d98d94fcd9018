// The tracker's route layers (spec §7): navaid points by map view (`/adsb/frw/all/point`), the
// domestic observed routes (`/adsb/frw/one/point/domestic`) and the Southeast Asia ones
// (`/business/airway/sea`). Public map data like the live positions: no sign-in, no permission
// (the map shows them to every visitor); answers are small and from memory or one query.
import {
  envelopeSchema,
  navaidPointsSchema,
  navaidQuerySchema,
  observedRoutesQuerySchema,
  observedRoutesSchema,
  ADSB_PATHS,
  API_V2_PATHS,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { navaidsInBox } from './navaids';
import { readObservedRoutes } from './observed-routes.repo';

const tags = ['routes'];

/** Under ADSB_ROOT: the `/frw` calls. */
export function registerFrwRoutes(app: App, db: Db): void {
  app.get(
    ADSB_PATHS.navaidPoints,
    {
      schema: {
        summary: 'Navaids (VOR, DME, NDB; OurAirports) inside a map view',
        tags,
        querystring: navaidQuerySchema,
        response: { 200: envelopeSchema(navaidPointsSchema) },
      },
    },
    (request) => Promise.resolve(ok(request, navaidsInBox(request.query))),
  );
  app.get(
    ADSB_PATHS.domesticRoutes,
    {
      schema: {
        summary: 'Observed routes within mainland China: corridors recorded flights flew',
        tags,
        querystring: observedRoutesQuerySchema,
        response: { 200: envelopeSchema(observedRoutesSchema) },
      },
    },
    async (request) => ok(request, await readObservedRoutes(db, 'domestic', request.query.airport)),
  );
}

/** Under API_V2_ROOT: `/business/airway/sea`. */
export function registerSeaRoutes(api: App, db: Db): void {
  api.get(
    API_V2_PATHS.seaRoutes,
    {
      schema: {
        summary: 'Observed routes with an end in Southeast Asia: corridors recorded flights flew',
        tags,
        querystring: observedRoutesQuerySchema,
        response: { 200: envelopeSchema(observedRoutesSchema) },
      },
    },
    async (request) => ok(request, await readObservedRoutes(db, 'sea', request.query.airport)),
  );
}
