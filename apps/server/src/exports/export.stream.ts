// One export mechanism for every back-office list: an async source of row batches and column
// presenters become a streamed `.xlsx` (exceljs' streaming WorkbookWriter: each row is committed
// and leaves memory) or CSV. Memory stays flat because the writer waits whenever the socket has
// not taken what was written (backpressure), so a slow download slows the database reads, not
// the heap.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@skytrace/contracts';
import { safeCellText, type ExportCell, type ExportColumn } from './export.cell';
import { SheetRows, type StreamingSheet } from './export.sheet';

export { safeCellText, type ExportCell, type ExportColumn };

/** Rows serialised between two turns of the event loop. */
const YIELD_EVERY_ROWS = 250;

/** Batches of rows, in the order they are written (a keyset walk of the list). */
export type RowSource<Row> = AsyncIterable<readonly Row[]>;

/** The content type and file suffix of a format. */
export const EXPORT_TYPES: Readonly<Record<ExportFormat, { type: string; suffix: string }>> = {
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    suffix: 'xlsx',
  },
  csv: { type: 'text/csv; charset=utf-8', suffix: 'csv' },
};

function csvField(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = safeCellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Between batches: a turn of the event loop first (PGlite answers a query without one, so a
 * loop of reads would starve every other request and the zip's own writes), then, when `out`
 * holds more than its high-water mark, its drain.
 */
async function drained(out: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (out.writableLength <= out.writableHighWaterMark) return;
  if (out.destroyed) throw new Error('export stream closed');
  await Promise.race([
    once(out, 'drain'),
    once(out, 'close').then(() => {
      throw new Error('export stream closed');
    }),
  ]);
}

/** A stream exceljs pipes a sheet into: Node's own, or readable-stream 2's without `writableLength`. */
interface PipeTarget {
  writableLength?: number;
  _writableState?: { length?: number };
}

/** Bytes of rows a sheet may hold ahead of the zip's compression before the writer waits. */
const SHEET_BACKLOG_BYTES = 1 << 20;

/**
 * What exceljs holds of a sheet's committed rows that the zip has not compressed yet, in bytes.
 * exceljs writes each committed row into the zip's deflate stream without waiting for it (and,
 * before the zip takes the sheet, into its own buffers): on a busy CPU the rows pile up there,
 * out of `out`'s sight (a million rows grew the heap by 100 MB). Read from its stream's
 * internals, which exceljs does not expose; 0 when they are not there.
 */
export function sheetBacklog(sheet: unknown): number {
  const stream = (sheet as { _stream?: { pipes?: unknown; buffers?: unknown } })._stream;
  if (stream === undefined) return 0;
  const pipes = Array.isArray(stream.pipes) ? (stream.pipes as PipeTarget[]) : [];
  if (pipes.length > 0) {
    // archiver's PassThrough comes from readable-stream 2, which has no `writableLength`: read its
    // state (without this the wait never saw a byte, and a million rows held 200 MB of buffers).
    return pipes.reduce(
      (sum, pipe) => sum + (pipe.writableLength ?? pipe._writableState?.length ?? 0),
      0,
    );
  }
  const buffers = Array.isArray(stream.buffers) ? (stream.buffers as { length?: number }[]) : [];
  return buffers.reduce((sum, buffer) => sum + (buffer.length ?? 0), 0);
}

/** Waits while the zip has not caught up with the sheet's rows (see sheetBacklog). */
async function sheetCaughtUp(sheet: unknown, out: Writable): Promise<void> {
  while (sheetBacklog(sheet) > SHEET_BACKLOG_BYTES) {
    if (out.destroyed) throw new Error('export stream closed');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Writes every row of `source` to `out` in `format`; `onRows` hears the running count after each
 * batch. Ends `out` when done; rejects (without ending it) when `out` closes early.
 */
export async function writeExport<Row>(options: {
  out: Writable;
  format: ExportFormat;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  source: RowSource<Row>;
  onRows?: (rows: number) => void;
}): Promise<number> {
  const { out, columns, source } = options;
  let rows = 0;
  if (options.format === 'csv') {
    // A byte-order mark, so Excel opens UTF-8 Chinese text correctly.
    out.write('\uFEFF' + columns.map((column) => csvField(column.header)).join(',') + '\r\n');
    for await (const batch of source) {
      let chunk = '';
      for (const row of batch) {
        chunk += columns.map((column) => csvField(column.value(row))).join(',') + '\r\n';
      }
      out.write(chunk);
      rows += batch.length;
      options.onRows?.(rows);
      await drained(out);
    }
    out.end();
    return rows;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 16,
  }));
  const sheetRows = new SheetRows(sheet as unknown as StreamingSheet, columns);
  for await (const batch of source) {
    // Indexed, not `entries()`: that would allocate a pair per row.
    for (let index = 0; index < batch.length; index += 1) {
      // Other requests get a turn every few hundred rows.
      if (index > 0 && index % YIELD_EVERY_ROWS === 0) {
        sheetRows.flush();
        await new Promise((resolve) => setImmediate(resolve));
      }
      sheetRows.add(batch[index] as Row);
    }
    sheetRows.flush();
    rows += batch.length;
    options.onRows?.(rows);
    await drained(out);
    await sheetCaughtUp(sheet, out);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}

/** `yyyy-MM-dd HH:mm:ss` in China time, the product's calendar, for exported times. */
export function exportTime(date: Date | null): string {
  if (!date) return '';
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
