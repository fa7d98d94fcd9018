// Test databases: each test file gets a fresh, migrated database by loading the template that
// the project's global setup migrated once (src/db/test-template.ts). With
// TEST_DATABASE_URL set (`npm run test:pg`) the same tests run on a real PostgreSQL, each file in
// its own database created from a migrated template database.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openDatabase, type Database } from './db';
import { migrateDatabase } from './migrate';
import { MIGRATIONS_DIR, migrationsHash } from './test-template';

let templateDump: Promise<Blob> | undefined;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createPostgresTestDatabase(baseUrl: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const template = `skytrace_tpl_${migrationsHash()}`;
  const name = `skytrace_test_${crypto.randomBytes(6).toString('hex')}`;
  try {
    // Workers race to build the template; an advisory lock lets exactly one do it.
    await admin.query('select pg_advisory_lock(7349821)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      const seed = await openDatabase({
        databaseUrl: withDatabase(baseUrl, template),
        dataDir: '',
      });
      await migrateDatabase(seed, MIGRATIONS_DIR);
      await seed.close();
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(7349821)').catch(() => undefined);
  }
  const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, name), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}

/** A fresh migrated database for one test file; close it in afterAll. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url);
  templateDump ??= fs.readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return fromPglite(await PGlite.create({ loadDataDir: await templateDump }));
}
