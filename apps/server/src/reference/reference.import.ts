// `npm run reference:import`: reloads the bundled reference data into the configured database
// (PGlite under DATA_DIR, or DATABASE_URL), even when its version is already current.
import { pino } from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/db';
import { migrateDatabase } from '../db/migrate';
import { ensureReferenceData } from './reference.load';

const config = loadConfig(process.env);
const logger = pino({ level: 'info' });
const database = await openDatabase(config);
try {
  await migrateDatabase(database, config.migrationsDir);
  await ensureReferenceData(database, logger, { force: true });
} finally {
  await database.close();
}
