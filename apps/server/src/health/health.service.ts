import type { Health, ServerRole } from '@skytrace/contracts';
import type { Database } from '../db/db';

/** Whether the database answers, and which roles this process runs. */
export async function readHealth(
  database: Database,
  roles: ServerRole[],
  version: string,
): Promise<Health> {
  let db: Health['db'] = 'ok';
  try {
    await database.ping();
  } catch {
    db = 'down';
  }
  return { db, roles, version, uptimeSeconds: Math.round(process.uptime()) };
}
