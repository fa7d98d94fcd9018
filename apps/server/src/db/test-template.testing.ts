// Vitest global setup of the server project: migrated PGlite templates, dumped to
// node_modules/.cache and reused by every test file (loading a dump takes ~0.8 s, creating a
// database ~3 s). Two kinds: `migrated` (empty tables) and `reference`, which also holds the
// bundled reference data (~29,000 airports, their runways, airlines, types, areas: ~5 s to load),
// so the files that need it stop loading it each. Skipped when tests run on PostgreSQL
// (TEST_DATABASE_URL): testing.ts builds the same two as template databases there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { ensureReferenceData, referenceDataVersion } from '../reference/reference.load';
import { runwayDataVersion } from '../reference/runway.load';
import { fromPglite, type Database } from './db';
import { migrateDatabase } from './migrate';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');
const REFERENCE_DIR = path.resolve(import.meta.dirname, '../reference');

export type TemplateKind = 'migrated' | 'reference';

/** A hash of the migrations: a template is reused only for the exact same migrations. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A hash of the reference data: its version as the server compares it (base packages and
 * authored files, runway package) plus the code that turns them into rows, which the version
 * does not cover but a test of that code must see.
 */
export function referenceDataHash(): string {
  const hash = crypto.createHash('sha256').update(runwayDataVersion(referenceDataVersion()));
  for (const file of fs.readdirSync(REFERENCE_DIR).sort()) {
    if (/^(reference|runway)\.(load|repo|schema|sources)\.ts$/.test(file)) {
      hash.update(file).update(fs.readFileSync(path.join(REFERENCE_DIR, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** The template's name: one per migration set, and per reference data for `reference`. */
export function templateName(kind: TemplateKind): string {
  return kind === 'migrated'
    ? `tpl_${migrationsHash()}`
    : `tplref_${migrationsHash()}_${referenceDataHash()}`;
}

/** Fills a migrated database the way a first server start does. */
export async function loadTemplateReferenceData(database: Database): Promise<void> {
  await ensureReferenceData(database, { info: () => undefined });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteReferenceTemplate: string;
  }
}

async function writeDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  await client.close();
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const cacheDir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/skytrace');
  fs.mkdirSync(cacheDir, { recursive: true });
  const migrated = path.join(cacheDir, `pglite-${templateName('migrated')}.tar`);
  const reference = path.join(cacheDir, `pglite-${templateName('reference')}.tar`);
  if (!fs.existsSync(migrated)) {
    const client = await PGlite.create();
    await migrateDatabase(fromPglite(client), MIGRATIONS_DIR);
    await writeDump(client, migrated);
  }
  if (!fs.existsSync(reference)) {
    const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(migrated)]) });
    await loadTemplateReferenceData(fromPglite(client));
    await writeDump(client, reference);
  }
  project.provide('pgliteTemplate', migrated);
  project.provide('pgliteReferenceTemplate', reference);
}
