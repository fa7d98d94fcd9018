// Test databases: each test file gets a fresh, migrated database by loading a template that
// the project's global setup built once (src/db/test-template.testing.ts);
// `{ referenceData: true }` takes the one that also holds the bundled reference data (airports,
// runways, airlines, types, areas). With TEST_DATABASE_URL set (`npm run test:pg`) the same
// tests run on a real PostgreSQL, each file in its own database created from the matching
// template database.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openDatabase, type Database } from './db';
import { migrateDatabase } from './migrate';
import {
  loadTemplateReferenceData,
  MIGRATIONS_DIR,
  templateName,
  type TemplateKind,
} from './test-template.testing';

export interface TestDatabaseOptions {
  /** Start from the template that holds the reference data (as after a first server start). */
  referenceData?: boolean;
}

const templateDumps = new Map<TemplateKind, Promise<Blob>>();

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return found.rowCount !== 0;
}

/** Creates `name` (from `from` when given) and runs `fill` on it. */
async function createTemplate(
  admin: pg.Client,
  baseUrl: string,
  name: string,
  from: string | undefined,
  fill: (database: Database) => Promise<void>,
): Promise<void> {
  await admin.query(
    from ? `create database "${name}" template "${from}"` : `create database "${name}"`,
  );
  const seed = await openDatabase({ databaseUrl: withDatabase(baseUrl, name), dataDir: '' });
  try {
    await fill(seed);
  } catch (error) {
    // A half-filled template would be taken for a good one by the next run.
    await seed.close();
    await admin.query(`drop database if exists "${name}"`);
    throw error;
  }
  await seed.close();
}

/** A new PostgreSQL database made from the `kind` template: its URL, and how to drop it. */
async function createPostgresTestDatabaseUrl(
  baseUrl: string,
  kind: TemplateKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const migrated = `skytrace_${templateName('migrated')}`;
  const template = `skytrace_${templateName(kind)}`;
  const name = `skytrace_test_${crypto.randomBytes(6).toString('hex')}`;
  try {
    // Workers race to build the templates; an advisory lock lets exactly one do it.
    await admin.query('select pg_advisory_lock(7349821)');
    if (!(await databaseExists(admin, migrated))) {
      await createTemplate(admin, baseUrl, migrated, undefined, (seed) =>
        migrateDatabase(seed, MIGRATIONS_DIR),
      );
    }
    if (!(await databaseExists(admin, template))) {
      await createTemplate(admin, baseUrl, template, migrated, loadTemplateReferenceData);
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(7349821)').catch(() => undefined);
  }
  return {
    url: withDatabase(baseUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}

async function createPostgresTestDatabase(baseUrl: string, kind: TemplateKind): Promise<Database> {
  const { url, drop } = await createPostgresTestDatabaseUrl(baseUrl, kind);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Under `npm run test:pg`: a new database with the reference data that several servers of one
 * test share through DATABASE_URL (a cluster); undefined on PGlite.
 */
export async function createSharedServerDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabaseUrl(url, 'reference') : undefined;
}

function templateDump(kind: TemplateKind): Promise<Blob> {
  let dump = templateDumps.get(kind);
  if (dump === undefined) {
    const file = inject(kind === 'reference' ? 'pgliteReferenceTemplate' : 'pgliteTemplate');
    dump = fs.readFile(file).then((bytes) => new Blob([bytes]));
    templateDumps.set(kind, dump);
  }
  return dump;
}

/** A fresh migrated database for one test file; close it in afterAll. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const kind: TemplateKind = options.referenceData ? 'reference' : 'migrated';
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url, kind);
  return fromPglite(await PGlite.create({ loadDataDir: await templateDump(kind) }));
}

/**
 * Puts the reference template's database where a server started on `dataDir` opens PGlite
 * (`dataDir/pg`), so a test that starts the real server skips the first start's ~5 s load of
 * the reference data. Does nothing when the suite runs on PostgreSQL (no PGlite template there):
 * the server then loads the data itself, as before.
 */
export async function seedServerDataDir(dataDir: string): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pg'),
    loadDataDir: await templateDump('reference'),
  });
  await client.close();
}

/** Whether the tests run on PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
export const testsOnPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** A database no migration has touched, for migration tests; closing it drops it. */
export interface EmptyTestDatabase {
  database: Database;
  /** PostgreSQL only: another handle (its own pool) on the same database, like a second process. */
  openAnother(): Promise<Database>;
}

/** A fresh, empty database: PGlite in memory, or a new database on TEST_DATABASE_URL. */
export async function createEmptyTestDatabase(): Promise<EmptyTestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return {
      database: fromPglite(await PGlite.create()),
      openAnother: () => Promise.reject(new Error('PGlite has one connection per process')),
    };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `skytrace_empty_${crypto.randomBytes(6).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const others: Database[] = [];
  const open = () => openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
  const database = await open();
  return {
    database: {
      ...database,
      close: async () => {
        for (const other of others) await other.close();
        await database.close();
        await admin.query(`drop database if exists "${name}"`);
        await admin.end();
      },
    },
    openAnother: async () => {
      const other = await open();
      others.push(other);
      return other;
    },
  };
}
