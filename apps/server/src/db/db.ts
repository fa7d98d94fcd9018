// One database handle type for both drivers: PGlite (embedded, default) and node-postgres.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * The handle every repository queries with. It carries no schema: each domain's tables live in
 * its own `*.schema.ts` and queries name them, so this leaf imports no domain (drizzle-kit reads
 * the tables from those files, drizzle.config.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** node-postgres pool occupancy: connections open, idle among them, queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** An open database: the Drizzle handle, which driver serves it, and how to close it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The pool's occupancy on PostgreSQL (metrics); PGlite is one in-process connection. */
  poolStats?: () => PoolStats;
  /** node-postgres only: its pool, for work that must hold one session (migrate.ts's lock). */
  pool?: pg.Pool;
  /** Runs a trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Wraps an already open PGlite instance (tests clone a migrated template into one). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Connections of a PostgreSQL pool when the caller names none (config.ts sizes it by role). */
const DEFAULT_POOL_SIZE = 10;

/** Opens PGlite under `dataDir/pg`, or PostgreSQL when `databaseUrl` is set. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.databasePoolSize ?? DEFAULT_POOL_SIZE;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    // Nor a checked-out one's: pg-pool listens only while a client is idle, and a client emits
    // 'error' when the server ends its connection (a PostgreSQL restart) even while it sits in
    // a transaction between queries. Its queries still fail to their callers, and the pool drops
    // it on release (cluster/faults.test.ts restarts PostgreSQL under load).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    const database: Database = {
      db,
      driver: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
    await database.ping();
    return database;
  }
  const dir = path.join(options.dataDir, 'pg');
  await fs.mkdir(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
