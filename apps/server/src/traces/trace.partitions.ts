// The day partitions of trace_chunks (migration 0018): one per UTC day of start_time, named
// trace_chunks_YYYYMMDD, created a few days ahead at start and daily (the traces module's job),
// dropped whole by retention. A chunk outside them lands in trace_chunks_default, so an early or
// late point never fails to insert; creating a day moves that day's rows out of the default.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';

export const DAY_MS = 86_400_000;
/** Days created after today: a missed daily run (a stopped cluster) still finds them there. */
export const PARTITION_DAYS_AHEAD = 3;
const PREFIX = 'trace_chunks_';
const DEFAULT_PARTITION = 'trace_chunks_default';
// One key for every partition change (pg_advisory_xact_lock): two processes creating or
// dropping the same day take turns instead of failing on "already exists".
const PARTITION_LOCK = 7_349_822;

/** A day partition: its table name and the UTC day it holds, [from, to) in ms. */
export interface TracePartition {
  name: string;
  from: number;
  to: number;
}

/** The UTC midnight at or before `time` (ms). */
export const dayStart = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

/** The partition that holds chunks starting on the UTC day of `time`. */
export function partitionOf(time: number): TracePartition {
  const from = dayStart(time);
  const name = PREFIX + new Date(from).toISOString().slice(0, 10).replaceAll('-', '');
  return { name, from, to: from + DAY_MS };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The day partitions that exist, oldest first (the default partition is not one). */
export async function listTracePartitions(db: Db): Promise<TracePartition[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        join pg_class parent on parent.oid = pg_inherits.inhparent
        join pg_namespace ns on ns.oid = parent.relnamespace
      where parent.relname = 'trace_chunks' and ns.nspname = current_schema()`),
  );
  const partitions: TracePartition[] = [];
  for (const { name } of rows) {
    const match = /^trace_chunks_(\d{4})(\d{2})(\d{2})$/.exec(name);
    if (!match) continue;
    const from = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    partitions.push({ name, from, to: from + DAY_MS });
  }
  return partitions.sort((a, b) => a.from - b.from);
}

/**
 * Creates the partition of one day unless it exists. It is built beside the table, filled with
 * that day's rows from the default partition, then attached: ATTACH locks readers and writers of
 * trace_chunks out far less than CREATE ... PARTITION OF (SHARE UPDATE EXCLUSIVE), and the
 * default partition never holds a row the new bound would contradict. Answers whether it was
 * created.
 */
export async function createTracePartition(db: Db, partition: TracePartition): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const found = rowsOf<{ exists: boolean }>(
      await tx.execute(sql`select to_regclass(${partition.name}) is not null as exists`),
    );
    if (found[0]?.exists) return false;
    const table = sql.identifier(partition.name);
    const from = new Date(partition.from).toISOString();
    const to = new Date(partition.to).toISOString();
    await tx.execute(
      sql`create table ${table} (like trace_chunks including defaults including constraints)`,
    );
    await tx.execute(sql`
      with moved as (
        delete from ${sql.identifier(DEFAULT_PARTITION)}
        where start_time >= ${from}::timestamptz and start_time < ${to}::timestamptz
        returning id, flight_id, icao, start_time, end_time, point_count, payload)
      insert into ${table} (id, flight_id, icao, start_time, end_time, point_count, payload)
      select * from moved`);
    await tx.execute(
      sql`alter table trace_chunks attach partition ${table}
        for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
    return true;
  });
}

/**
 * Makes sure the partitions of yesterday (late points of a journal replayed after midnight),
 * today and PARTITION_DAYS_AHEAD days exist; answers the names created.
 */
export async function ensureTracePartitions(db: Db, now: number): Promise<string[]> {
  const created: string[] = [];
  for (let day = -1; day <= PARTITION_DAYS_AHEAD; day++) {
    const partition = partitionOf(now + day * DAY_MS);
    if (await createTracePartition(db, partition)) created.push(partition.name);
  }
  return created;
}

/** Drops one day partition with its chunks (retention); answers whether it existed. */
export async function dropTracePartition(db: Db, partition: TracePartition): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const found = rowsOf<{ exists: boolean }>(
      await tx.execute(sql`select to_regclass(${partition.name}) is not null as exists`),
    );
    if (!found[0]?.exists) return false;
    await tx.execute(sql`drop table ${sql.identifier(partition.name)}`);
    return true;
  });
}
