import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import type { ScheduledJob } from '../modules/define-module';
import { cronProblem, firingSlot } from './cron';
import { jobLogs, jobs } from './jobs.schema';
import { JobScheduler } from './scheduler';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Two "processes" (schedulers with their own handler instances) on one database. */
function twoProcesses(make: (node: string) => ScheduledJob[]) {
  return ['a', 'b'].map((node) => {
    const scheduler = new JobScheduler(database.db, { logger: quiet, node, syncMs: 200 });
    return { scheduler, jobs: make(node) };
  });
}

describe('cron expressions', () => {
  it('accepts 5 and 6 fields with names and steps, refuses the rest with a reason', () => {
    expect(cronProblem('*/5 * * * *')).toBeUndefined();
    expect(cronProblem('0 30 3 * * MON-FRI')).toBeUndefined();
    expect(cronProblem('0 0 1 JAN *')).toBeUndefined();
    expect(cronProblem('61 * * * *')).toMatch(/minute/);
    expect(cronProblem('* * * *')).toBe('expected 5 or 6 fields');
    expect(cronProblem('0 0 0 30 2 *')).toBe('it never fires');
    expect(cronProblem('hello world how are you')).toBeDefined();
  });

  it('puts late firings in the slot they were due in', () => {
    const due = new Date('2026-11-24T00:00:10.000Z');
    expect(firingSlot('*/10 * * * * *', new Date(due.getTime() + 5))).toEqual(due);
    expect(firingSlot('*/10 * * * * *', new Date(due.getTime() + 900))).toEqual(due);
  });
});

describe('JobScheduler with several processes', () => {
  it('runs a cluster job once per firing, and a process job in every process', async () => {
    const cluster: string[] = [];
    const perProcess: string[] = [];
    const processes = twoProcesses((node) => [
      {
        name: 'cluster tick',
        cron: '* * * * * *',
        scope: 'cluster',
        run: async () => {
          cluster.push(node);
          await sleep(50);
        },
      },
      {
        name: 'process tick',
        cron: '* * * * * *',
        run: () => Promise.resolve(void perProcess.push(node)),
      },
    ]);
    const started = Date.now();
    for (const { scheduler, jobs: declared } of processes) await scheduler.start(declared);
    await sleep(3_300);
    for (const { scheduler } of processes) await scheduler.stop();
    const firings = Math.ceil((Date.now() - started) / 1000) + 1;

    const [clusterRow] = await database.db.select().from(jobs).where(eq(jobs.name, 'cluster tick'));
    const logs = await database.db
      .select()
      .from(jobLogs)
      .where(eq(jobLogs.jobName, 'cluster tick'));
    // Both processes fired every second; each firing ran once, in one of them: never more runs
    // than firings (twice as many if both ran each). Start times are not compared: under load a
    // firing can start late, in the next firing's second.
    expect(cluster.length).toBeGreaterThanOrEqual(2);
    expect(cluster.length).toBeLessThanOrEqual(firings);
    expect(logs).toHaveLength(cluster.length);
    expect(clusterRow?.lastOutcome).toBe('success');
    expect(perProcess.filter((node) => node === 'a').length).toBeGreaterThanOrEqual(2);
    expect(perProcess.filter((node) => node === 'b').length).toBeGreaterThanOrEqual(2);
  });

  it('stops firing a job paused through another process, and resumes it', async () => {
    const runs: string[] = [];
    const processes = twoProcesses((node) => [
      { name: 'pausable', cron: '* * * * * *', run: () => Promise.resolve(void runs.push(node)) },
    ]);
    for (const { scheduler, jobs: declared } of processes) await scheduler.start(declared);
    await sleep(1_500);
    expect(runs.length).toBeGreaterThan(0);
    // Paused in the database (as process a's back office does); b picks it up by its sync.
    await database.db
      .update(jobs)
      .set({ status: 'paused', updatedAt: new Date() })
      .where(eq(jobs.name, 'pausable'));
    await processes[0]?.scheduler.reload();
    await sleep(500);
    const atPause = runs.length;
    await sleep(2_000);
    expect(runs.length).toBe(atPause);
    await database.db
      .update(jobs)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(jobs.name, 'pausable'));
    await sleep(2_000);
    expect(runs.filter((node) => node === 'b').length).toBeGreaterThan(0);
    expect(runs.length).toBeGreaterThan(atPause);
    for (const { scheduler } of processes) await scheduler.stop();
  });

  it('runs a job marked runAtStart at start, skips firings while a run lasts, and logs failures', async () => {
    let started = 0;
    let release: () => void = () => undefined;
    const scheduler = new JobScheduler(database.db, { logger: quiet, node: 'solo' });
    await scheduler.start([
      {
        name: 'slow start',
        cron: '* * * * * *',
        runAtStart: true,
        run: () => {
          started += 1;
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
      {
        name: 'broken',
        cron: '0 0 0 31 2 *',
        runAtStart: true,
        run: () => Promise.reject(new Error('disk on fire')),
      },
    ]);
    await sleep(2_300);
    // The first run still holds: the firings meanwhile were skipped.
    expect(started).toBe(1);
    release();
    await scheduler.stop();
    const [broken] = await database.db.select().from(jobLogs).where(eq(jobLogs.jobName, 'broken'));
    expect(broken).toMatchObject({
      outcome: 'failure',
      message: 'disk on fire',
      trigger: 'schedule',
    });
  });
});
