// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './db';
import { migrateDatabase } from './migrate';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database, config.migrationsDir);
  await database.close();
  console.log(`Migrations applied (${database.driver}).`);
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`,
  );
  process.exitCode = 1;
}
