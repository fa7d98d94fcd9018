// Replay of the trace journal at start: the points a crash (or a shutdown cut at its deadline)
// left unwritten go back into the recorder as they were kept, and are flushed at once. Points
// that reached the database anyway (a crash between a flush's commit and the deletion of its
// journal generation, or a flush cut between two batches) are skipped: an aircraft's points are
// recorded in time order and every flush writes all of them up to its moment, so a journaled
// point no later than the aircraft's latest stored flight is already stored.
import type { Db } from '../db/db';
import { readJournal } from './trace.journal';
import type { TraceRecorder } from './trace.recorder';
import type { TraceLogger } from './trace.events';
import { findLatestFlights } from './recorded-flights.repo';

/** What a replay found. */
export interface ReplayResult {
  /** Records put back into the recorder. */
  restored: number;
  /** Records already in the database. */
  skipped: number;
  /** Bytes of an incomplete last record (a write cut by the crash). */
  tornBytes: number;
}

/** Puts the journal of `dir` back into `recorder`, skipping what is stored already. */
export async function replayJournal(
  recorder: TraceRecorder,
  db: Db,
  dir: string,
): Promise<ReplayResult> {
  const { records, tornBytes } = readJournal(dir);
  const result: ReplayResult = { restored: 0, skipped: 0, tornBytes };
  if (records.length === 0) return result;
  let since = Number.POSITIVE_INFINITY;
  const icaos = new Set<number>();
  for (const record of records) {
    icaos.add(record.icao);
    since = Math.min(since, record.point.time);
  }
  const storedUntil = new Map(
    (await findLatestFlights(db, [...icaos], since)).map((row) => [row.icao, row.lastSeen]),
  );
  for (const record of records) {
    if (record.point.time <= (storedUntil.get(record.icao) ?? Number.NEGATIVE_INFINITY)) {
      result.skipped++;
      continue;
    }
    recorder.restore(record);
    result.restored++;
  }
  return result;
}

/**
 * Replays the journal and writes it at once, so the journal shrinks back to the seconds since.
 * A failing database keeps the points in memory and in the journal for the next flush.
 */
export async function recoverTraces(
  recorder: TraceRecorder,
  db: Db,
  dir: string,
  logger: TraceLogger & { info(obj: object, msg: string): void },
): Promise<void> {
  const replayed = await replayJournal(recorder, db, dir);
  if (replayed.restored + replayed.skipped + replayed.tornBytes === 0) return;
  logger.info({ ...replayed }, 'trace journal replayed');
  await recorder
    .flush()
    .catch((error: unknown) =>
      logger.error({ err: error }, 'replayed trace points could not be written yet'),
    );
}
