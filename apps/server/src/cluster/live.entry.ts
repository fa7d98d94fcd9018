// One entry of the live stream as XADD wrote it (live.publisher.ts): field `o`, the publishing
// ingest process's origin id, and field `b`, the binary batch (live.codec.ts). An entry of an
// older publisher has no origin: it counts as the origin ''.
import { decodeLiveBatch, LiveBatchError, type LiveBatch } from './live.codec';

/** A decoded stream entry. */
export interface LiveEntry {
  origin: string;
  batch: LiveBatch;
}

/** Decodes an entry's fields ([name, value, …]); throws LiveBatchError when it has no batch. */
export function decodeLiveEntry(fields: readonly Buffer[]): LiveEntry {
  let data: Buffer | undefined;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i]?.toString() === 'b') data = fields[i + 1];
  }
  if (!data) throw new LiveBatchError('entry without a batch');
  return { origin: entryOrigin(fields), batch: decodeLiveBatch(data) };
}

/** The origin of an entry without decoding its batch. */
export function entryOrigin(fields: readonly Buffer[]): string {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i]?.toString() === 'o') return fields[i + 1]?.toString() ?? '';
  }
  return '';
}
