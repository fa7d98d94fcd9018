// Back office: `/adsb/adsb/seaway {searchDate, search, page, size}` and its export, beside the
// air-route coverage (same permission, page and export shape: ranking/route-coverage.routes).
import { seawayPageSchema, ADSB_PATHS } from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import type { App } from '../http/types';
import { registerRouteCoverage } from '../ranking/route-coverage.routes';
import { SeawayService } from './seaway';

export async function registerSeawayAdmin(
  app: App,
  deps: { db: Db; now: () => number; exportProgress?: ExportProgress },
): Promise<void> {
  const seaways = new SeawayService(deps.db);
  await registerAdminScope(app, deps.db);
  registerRouteCoverage(app, deps, {
    path: ADSB_PATHS.seawayCoverage,
    summary:
      'Coverage of the Southeast Asia observed routes at cruise height on a day (spec §7 /adsb/adsb/seaway)',
    pageSchema: seawayPageSchema,
    export: {
      path: ADSB_PATHS.seawayCoverageExport,
      summary: 'The Southeast Asia observed routes’ coverage of a day as .xlsx or CSV, streamed',
      action: 'seaway.export',
      fileName: 'seaway-coverage',
      sheetName: 'seaway',
    },
    frequency: { header: 'coverageRest.colFlightsPerDay', value: (row) => row.flightsPerDay },
    routes: (day, search) => seaways.routes(day, search),
  });
}
