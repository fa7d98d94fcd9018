import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AirportNotice, NoticeKind } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { airportNotices } from './airports.schema';

export type NoticeRow = typeof airportNotices.$inferSelect;

/** A stored notice as the API shows it (seconds, not Date objects). */
export function presentNotice(row: NoticeRow): AirportNotice {
  return {
    id: row.id,
    airportIcao: row.airportIcao,
    kind: row.kind as NoticeKind,
    text: row.text,
    startsAt: Math.floor(row.startsAt.getTime() / 1000),
    endsAt: row.endsAt ? Math.floor(row.endsAt.getTime() / 1000) : null,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** Notices of one airport in force at `now` or starting later, soonest first. */
export async function currentNotices(db: Db, airportIcao: string, now: Date): Promise<NoticeRow[]> {
  return db
    .select()
    .from(airportNotices)
    .where(
      and(
        eq(airportNotices.airportIcao, airportIcao),
        or(isNull(airportNotices.endsAt), gt(airportNotices.endsAt, now)),
      ),
    )
    .orderBy(airportNotices.startsAt)
    .limit(50);
}

/** ICAO codes of the airports a closure notice shuts at `now`. */
export async function closedAirports(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ icao: airportNotices.airportIcao })
    .from(airportNotices)
    .where(
      and(
        eq(airportNotices.kind, 'closure'),
        lte(airportNotices.startsAt, now),
        or(isNull(airportNotices.endsAt), gt(airportNotices.endsAt, now)),
      ),
    );
  return new Set(rows.map((row) => row.icao));
}

/** One page of notices, newest start first, of one airport or all. */
export async function pageNotices(
  db: Db,
  airportIcao: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where: SQL | undefined = airportIcao
    ? eq(airportNotices.airportIcao, airportIcao)
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(airportNotices)
      .where(where)
      .orderBy(desc(airportNotices.startsAt), desc(airportNotices.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(airportNotices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findNotice(db: Db, id: number): Promise<NoticeRow | undefined> {
  const rows = await db.select().from(airportNotices).where(eq(airportNotices.id, id));
  return rows[0];
}

export async function insertNotice(
  db: Db,
  values: Omit<typeof airportNotices.$inferInsert, 'id' | 'updatedAt'>,
): Promise<NoticeRow> {
  const rows = await db.insert(airportNotices).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('notice insert returned no row');
  return row;
}

export async function updateNotice(
  db: Db,
  id: number,
  values: Pick<NoticeRow, 'kind' | 'text' | 'startsAt' | 'endsAt'>,
): Promise<NoticeRow | undefined> {
  const rows = await db
    .update(airportNotices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(airportNotices.id, id))
    .returning();
  return rows[0];
}

export async function deleteNotice(db: Db, id: number): Promise<NoticeRow | undefined> {
  const rows = await db.delete(airportNotices).where(eq(airportNotices.id, id)).returning();
  return rows[0];
}
