// The scheduler of one process: every active job on its croner timer, built-in jobs kept in step
// with what the modules declare, definitions re-read from the database so a pause or a new
// pattern set on another process reaches this one. Cluster-scoped jobs claim each firing in the
// database (jobs.repo.ts claimFiring), so with several processes a firing runs once.
import os from 'node:os';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import type { ScheduledJob } from '../modules/define-module';
import { JOB_TIMEZONE, firingSlot, nextFiring } from './cron';
import {
  allJobs,
  claimFiring,
  endLog,
  ensureSystemJob,
  jobsVersion,
  startLog,
  type JobRow,
} from './jobs.repo';

/** How often definitions changed elsewhere are picked up. */
const DEFAULT_SYNC_MS = 10_000;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

interface Scheduled {
  row: JobRow;
  cron: Cron;
}

export interface SchedulerOptions {
  logger: Logger;
  /** Names this process in the run logs. */
  node?: string;
  syncMs?: number;
}

/** What the scheduler says when a job cannot run now. */
export type RunRefusal = 'unknown-handler' | 'running';

export class JobScheduler {
  private readonly handlers = new Map<string, ScheduledJob>();
  private readonly scheduled = new Map<number, Scheduled>();
  /** Jobs running in this process (a firing while one runs is skipped). */
  private readonly running = new Map<number, Promise<void>>();
  /** Firings between their timer and their run (a cluster job's claim): stop waits for these too,
   *  or a claim answered after stop would start a run nobody waits for. */
  private readonly firing = new Set<Promise<void>>();
  private syncTimer: NodeJS.Timeout | undefined;
  private version = '';
  private stopped = false;
  private syncing: Promise<void> | undefined;
  readonly node: string;

  constructor(
    private readonly db: Db,
    private readonly options: SchedulerOptions,
  ) {
    this.node = options.node ?? `${os.hostname()}:${process.pid}`;
  }

  /** The handlers of this process, for the back office's "new job" form. */
  handlerList(): { key: string; scope: 'process' | 'cluster' }[] {
    return [...this.handlers.values()].map((job) => ({
      key: job.name,
      scope: job.scope ?? 'process',
    }));
  }

  handler(key: string): ScheduledJob | undefined {
    return this.handlers.get(key);
  }

  /** When an active job fires next in this process, or null. */
  nextRun(id: number): Date | null {
    const entry = this.scheduled.get(id);
    return entry ? entry.cron.nextRun() : null;
  }

  isRunning(id: number): boolean {
    return this.running.has(id);
  }

  /** Registers the modules' jobs, writes the built-in ones, schedules every active job. */
  async start(declared: readonly ScheduledJob[]): Promise<void> {
    for (const job of declared) {
      this.handlers.set(job.name, job);
      await ensureSystemJob(this.db, { name: job.name, handler: job.name, cron: job.cron });
    }
    await this.sync(true);
    const rows = await allJobs(this.db);
    for (const job of declared) {
      if (!job.runAtStart) continue;
      const row = rows.find((candidate) => candidate.system && candidate.handler === job.name);
      // Its timer, set by sync() above, may have fired while the rows were read: a job already
      // running is not started twice (CI once saw two runs of a job firing every second).
      if (row?.status === 'active' && !this.running.has(row.id)) void this.execute(row, 'schedule');
    }
    const syncMs = this.options.syncMs ?? DEFAULT_SYNC_MS;
    this.syncTimer = setInterval(() => void this.sync(false), syncMs);
    this.syncTimer.unref();
  }

  /** Re-reads the definitions now (after a change made through this process). */
  reload(): Promise<void> {
    return this.sync(true);
  }

  private sync(force: boolean): Promise<void> {
    if (this.syncing) return this.syncing.then(() => (force ? this.sync(true) : undefined));
    this.syncing = this.readDefinitions(force)
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'job definitions could not be read'),
      )
      .finally(() => {
        this.syncing = undefined;
      });
    return this.syncing;
  }

  private async readDefinitions(force: boolean): Promise<void> {
    if (this.stopped) return;
    const version = await jobsVersion(this.db);
    if (!force && version === this.version) return;
    this.version = version;
    const rows = await allJobs(this.db);
    const seen = new Set<number>();
    for (const row of rows) {
      seen.add(row.id);
      const current = this.scheduled.get(row.id);
      const wanted = row.status === 'active' && this.handlers.has(row.handler);
      if (current && (!wanted || current.row.cron !== row.cron)) {
        current.cron.stop();
        this.scheduled.delete(row.id);
      }
      if (!wanted) continue;
      const kept = this.scheduled.get(row.id);
      if (kept) {
        kept.row = row;
        continue;
      }
      try {
        const cron = new Cron(
          row.cron,
          { timezone: JOB_TIMEZONE, unref: true },
          () => void this.track(row.id),
        );
        this.scheduled.set(row.id, { row, cron });
      } catch (error) {
        this.options.logger.warn({ err: error, job: row.name }, 'job pattern not scheduled');
      }
    }
    for (const [id, entry] of this.scheduled) {
      if (seen.has(id)) continue;
      entry.cron.stop();
      this.scheduled.delete(id);
    }
  }

  private track(id: number): Promise<void> {
    const firing = this.fire(id).finally(() => this.firing.delete(firing));
    this.firing.add(firing);
    return firing;
  }

  /** A timer firing: cluster jobs claim the slot first; a job still running skips it. */
  private async fire(id: number): Promise<void> {
    const entry = this.scheduled.get(id);
    if (!entry || this.stopped || this.running.has(id)) return;
    const handler = this.handlers.get(entry.row.handler);
    if (!handler) return;
    if ((handler.scope ?? 'process') === 'cluster') {
      const slot = firingSlot(entry.row.cron, new Date());
      const won = await claimFiring(this.db, id, slot).catch((error: unknown) => {
        this.options.logger.error({ err: error, job: entry.row.name }, 'job claim failed');
        return false;
      });
      if (!won) return;
      // A run may have started while the claim was answered (the job's runAtStart).
      if (this.running.has(id)) return;
    }
    await this.execute(entry.row, 'schedule');
  }

  /** Runs a job now for an admin (`/adsb/job/run/{id}`), in this process. */
  runNow(row: JobRow): RunRefusal | Promise<void> {
    if (!this.handlers.has(row.handler)) return 'unknown-handler';
    if (this.running.has(row.id)) return 'running';
    return this.execute(row, 'manual');
  }

  private execute(row: JobRow, trigger: 'schedule' | 'manual'): Promise<void> {
    const handler = this.handlers.get(row.handler);
    if (!handler) return Promise.resolve();
    const run = (async () => {
      let logId: number;
      try {
        logId = await startLog(this.db, {
          jobId: row.id,
          jobName: row.name,
          trigger,
          node: this.node,
        });
      } catch (error) {
        this.options.logger.error({ err: error, job: row.name }, 'job log could not be written');
        return;
      }
      let outcome: 'success' | 'failure' = 'success';
      let message = '';
      try {
        const result = await handler.run(row.params);
        if (typeof result === 'string' || typeof result === 'number') message = String(result);
      } catch (error) {
        outcome = 'failure';
        message = error instanceof Error ? error.message : String(error);
        this.options.logger.error({ err: error }, `${row.name} failed`);
      }
      await endLog(this.db, logId, row.id, outcome, message).catch((error: unknown) =>
        this.options.logger.error({ err: error, job: row.name }, 'job log could not be ended'),
      );
    })().finally(() => this.running.delete(row.id));
    this.running.set(row.id, run);
    return run;
  }

  /** The next firing of a pattern, for a paused job's row too. */
  static nextFiring(pattern: string): Date | null {
    return nextFiring(pattern);
  }

  /** Stops every timer and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.syncTimer) clearInterval(this.syncTimer);
    for (const entry of this.scheduled.values()) entry.cron.stop();
    this.scheduled.clear();
    await this.syncing;
    await Promise.all([...this.firing]);
    await Promise.all([...this.running.values()]);
  }
}
