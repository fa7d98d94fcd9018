// Vitest global setup of the server project: one migrated PGlite template per migration set,
// dumped to node_modules/.cache and reused by every test file (loading a dump takes ~0.8 s,
// creating a database ~3 s). Skipped when tests run on PostgreSQL (TEST_DATABASE_URL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from './db';
import { migrateDatabase } from './migrate';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** A hash of the migrations: a template is reused only for the exact same migrations. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const cacheDir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/skytrace');
  const file = path.join(cacheDir, `pglite-template-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create();
    await migrateDatabase(fromPglite(client), MIGRATIONS_DIR);
    const dump = await client.dumpDataDir('none');
    await client.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  }
  project.provide('pgliteTemplate', file);
}
