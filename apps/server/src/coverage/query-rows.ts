import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/db';

/** Rows of a raw statement: both drivers answer { rows } (PGlite, node-postgres); Db leaves it unknown. */
export async function queryRows<Row = Record<string, unknown>>(
  db: Pick<Db, 'execute'>,
  query: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
