// Registers a list's export call: the list's own filters plus `format` and `exportId`, then the
// rows streamed as they are read (see export.stream.ts). It goes in a back-office scope
// (`registerAdminScope`), which checks its permission and logs every export in the system log.
import { PassThrough } from 'node:stream';
import { exportQuerySchema, type Language } from '@skytrace/contracts';
import { z } from 'zod';
import { requireUser } from '../http/guards';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import type { ExportProgress } from './export.progress';
import {
  EXPORT_TYPES,
  exportTime,
  writeExport,
  type ExportColumn,
  type RowSource,
} from './export.stream';

/** Rows read per database round trip. */
export const EXPORT_BATCH = 1_000;

/** What a list gives to be exported. */
export interface ExportSpec<Filter extends z.ZodObject, Row> {
  path: string;
  summary: string;
  tags: string[];
  /** The permission of the list it exports (or a list of which any one will do). */
  permission: string | readonly string[];
  /** Its name in the system log, e.g. `syslog.export`. */
  action: string;
  /** The list's filters (the same schema its list call validates). */
  filters: Filter;
  /** File name without suffix; the date is appended. */
  fileName: string;
  sheetName: string;
  columns(language: Language): readonly ExportColumn<Row>[];
  count(filter: z.infer<Filter>): Promise<number>;
  source(filter: z.infer<Filter>): RowSource<Row>;
  /** Exports per user per minute. */
  perMinute?: number;
}

/**
 * Batches of a keyset walk: `page(after)` answers the rows after the cursor (empty at the end),
 * `cursor(row)` reads the cursor of the last row of a batch.
 */
export async function* keysetBatches<Row, Cursor>(
  page: (after: Cursor | undefined, limit: number) => Promise<readonly Row[]>,
  cursor: (row: Row) => Cursor,
  limit = EXPORT_BATCH,
): AsyncGenerator<readonly Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await page(after, limit);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < limit || last === undefined) return;
    after = cursor(last);
  }
}

export function registerExportRoute<Filter extends z.ZodObject, Row>(
  app: App,
  progress: ExportProgress,
  spec: ExportSpec<Filter, Row>,
): void {
  const querySchema = spec.filters.extend(exportQuerySchema.shape);
  app.get(
    spec.path,
    {
      schema: {
        summary: spec.summary,
        tags: spec.tags,
        querystring: querySchema,
        security: [{ bearer: [] }],
      },
      config: {
        permission: spec.permission,
        action: spec.action,
        // A GET, yet an export is logged: who took which rows out.
        audit: true,
        rateLimit: { max: spec.perMinute ?? 10, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const session = requireUser(request);
      // Validated by the route schema already; parsed again for each part's own type.
      const { format, exportId } = exportQuerySchema.parse(request.query);
      const filter = spec.filters.parse(request.query);
      const total = await spec.count(filter);
      if (exportId) progress.begin(exportId, session.userId, total);
      const out = new PassThrough();
      const { type, suffix } = EXPORT_TYPES[format];
      const stamp = exportTime(new Date()).replace(/[-: ]/g, '').slice(0, 12);
      writeExport({
        out,
        format,
        sheetName: spec.sheetName,
        columns: spec.columns(requestLanguage(request)),
        source: spec.source(filter),
        onRows: exportId ? (rows) => progress.update(exportId, rows) : undefined,
      })
        .catch((error: unknown) => {
          // Headers are gone already: the truncated download is the client's sign.
          request.log.warn({ err: error }, 'export ended early');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        })
        .finally(() => {
          if (exportId) progress.end(exportId);
        });
      return reply
        .type(type)
        .header('cache-control', 'no-store')
        .header('x-export-total', String(total))
        .header('content-disposition', `attachment; filename="${spec.fileName}-${stamp}.${suffix}"`)
        .send(out);
    },
  );
}
