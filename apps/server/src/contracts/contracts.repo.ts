// Queries of the hosting agreements.
import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AdminContractQuery, ContractStatus } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { AGREEMENT_VERSION } from './agreement.text';
import { hostingContracts } from './contracts.schema';

export type ContractRow = typeof hostingContracts.$inferSelect;
export type AdminContractRow = ContractRow & { username: string };

/** Makes the pending agreement of an approved application (once; a second call finds it). */
export async function createPendingContract(
  db: Db,
  input: { userId: number; applicationId: number; lon: number; lat: number; address: string },
): Promise<ContractRow> {
  const [row] = await db
    .insert(hostingContracts)
    .values({ ...input, uuid: crypto.randomUUID(), textVersion: AGREEMENT_VERSION })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(hostingContracts)
    .where(eq(hostingContracts.applicationId, input.applicationId));
  if (!existing) throw new Error(`no agreement for application ${input.applicationId}`);
  return existing;
}

export async function contractsOfUser(db: Db, userId: number): Promise<ContractRow[]> {
  return db
    .select()
    .from(hostingContracts)
    .where(eq(hostingContracts.userId, userId))
    .orderBy(desc(hostingContracts.id));
}

export async function contractByUuid(db: Db, uuid: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(hostingContracts).where(eq(hostingContracts.uuid, uuid));
  return row;
}

export async function contractById(db: Db, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(hostingContracts).where(eq(hostingContracts.id, id));
  return row;
}

/** The application ids → agreement uuids of one user, for the my-apply list. */
export async function contractUuidsByApplication(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: hostingContracts.applicationId, uuid: hostingContracts.uuid })
    .from(hostingContracts)
    .where(inArray(hostingContracts.applicationId, [...applicationIds]));
  return new Map(rows.map((row) => [row.applicationId, row.uuid]));
}

/** Moves an agreement only from the status `from` (a conditional update: no double signing). */
export async function updateContractFrom(
  db: Db,
  id: number,
  from: ContractStatus,
  values: Partial<typeof hostingContracts.$inferInsert>,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(hostingContracts)
    .set(values)
    .where(and(eq(hostingContracts.id, id), eq(hostingContracts.status, from)))
    .returning();
  return row;
}

function adminWhere(filter: Omit<AdminContractQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(hostingContracts.status, filter.status));
  if (filter.searchText) {
    const pattern = `%${filter.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(users.username, pattern),
      ilike(hostingContracts.address, pattern),
      ilike(hostingContracts.signerName, pattern),
      ilike(hostingContracts.uuid, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const adminColumns = { contract: hostingContracts, username: users.username };

export async function listContracts(
  db: Db,
  query: AdminContractQuery,
): Promise<{ rows: AdminContractRow[]; total: number }> {
  const where = adminWhere(query);
  const rows = await db
    .select(adminColumns)
    .from(hostingContracts)
    .innerJoin(users, eq(users.id, hostingContracts.userId))
    .where(where)
    .orderBy(desc(hostingContracts.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(hostingContracts)
    .innerJoin(users, eq(users.id, hostingContracts.userId))
    .where(where);
  return {
    rows: rows.map((row) => ({ ...row.contract, username: row.username })),
    total: total?.n ?? 0,
  };
}

export async function countContracts(
  db: Db,
  filter: Omit<AdminContractQuery, 'pageNum' | 'pageSize'>,
): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(hostingContracts)
    .innerJoin(users, eq(users.id, hostingContracts.userId))
    .where(adminWhere(filter));
  return total?.n ?? 0;
}

/** Export batches, newest first, keyset on the id. */
export async function contractsBefore(
  db: Db,
  filter: Omit<AdminContractQuery, 'pageNum' | 'pageSize'>,
  before: number | undefined,
  limit: number,
): Promise<AdminContractRow[]> {
  const where = adminWhere(filter);
  const rows = await db
    .select(adminColumns)
    .from(hostingContracts)
    .innerJoin(users, eq(users.id, hostingContracts.userId))
    .where(before === undefined ? where : and(where, lt(hostingContracts.id, before)))
    .orderBy(desc(hostingContracts.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.contract, username: row.username }));
}
