import type { Health, Liveness, Readiness, ServerRole } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { ProcessState } from '../modules/process-state';

/** Whether the database answers, and which roles this process runs. */
export async function readHealth(
  database: Database,
  roles: ServerRole[],
  version: string,
): Promise<Health> {
  return { db: await pingDatabase(database), roles, version, uptimeSeconds: uptime() };
}

/** The process answers: nothing else is looked at, so a slow database never fails liveness. */
export function readLiveness(): Liveness {
  return { status: 'live', uptimeSeconds: uptime() };
}

/**
 * Ready when the process has started every role it runs and the database answers. Without a
 * process state (an app a test composed from a few modules) the roles given count as running.
 */
export async function readReadiness(
  database: Database,
  processState: ProcessState | undefined,
  roles: ServerRole[],
): Promise<Readiness> {
  const db = await pingDatabase(database);
  const states = processState
    ? processState.read()
    : roles.map((role) => ({ role, state: 'running' as const, ready: true, modules: {} }));
  return {
    ready: db === 'ok' && states.every((state) => state.ready),
    db,
    roles: states.map(({ role, state, modules }) => ({ role, state, modules })),
  };
}

/** A database that does not answer within this is down for the probes, ms. */
const PING_TIMEOUT_MS = 2_000;

async function pingDatabase(database: Database): Promise<Health['db']> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), PING_TIMEOUT_MS);
  });
  try {
    // A hung connection must not hang the probe: the orchestrator's own timeout would then say
    // nothing about why.
    return await Promise.race([database.ping().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

function uptime(): number {
  return Math.round(process.uptime());
}
