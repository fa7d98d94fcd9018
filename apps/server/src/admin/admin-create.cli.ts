// `npm run admin:create -- --username NAME --password PASSWORD`: makes NAME an administrator
// (a new account, or an existing one given the role and the password). With the embedded
// database, stop the server first: PGlite has one process at a time.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/db';
import { migrateDatabase } from '../db/migrate';
import { AdministratorError, createAdministrator } from './first-admin';

try {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.username || !values.password) {
    throw new AdministratorError(
      'usage: npm run admin:create -- --username NAME --password PASSWORD',
    );
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.migrationsDir);
    const { userId, created } = await createAdministrator(database.db, {
      username: values.username,
      password: values.password,
    });
    console.log(
      `${values.username} (id ${userId}) is an administrator${created ? ' (new account)' : ''}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof AdministratorError
      ? error.message
      : `admin:create failed: ${String(error)}`,
  );
  process.exitCode = 1;
}
