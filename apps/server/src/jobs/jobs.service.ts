// The back office's scheduled-job commands: validate, write, let the scheduler pick it up.
import type { Job, JobLog, JobPage, JobQuery } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { cronProblem, nextFiring } from './cron';
import {
  deleteJob,
  findJob,
  findJobByName,
  insertJob,
  listJobs,
  updateJob,
  type JobLogRow,
  type JobRow,
} from './jobs.repo';
import type { JobScheduler } from './scheduler';

const seconds = (date: Date | null | undefined) =>
  date ? Math.floor(date.getTime() / 1000) : null;

export function presentJob(row: JobRow, scheduler: JobScheduler): Job {
  const handler = scheduler.handler(row.handler);
  const next = row.status === 'active' ? (scheduler.nextRun(row.id) ?? nextFiring(row.cron)) : null;
  return {
    id: row.id,
    name: row.name,
    handler: row.handler,
    cron: row.cron,
    params: row.params,
    status: row.status,
    description: row.description,
    system: row.system,
    scope: handler?.scope ?? 'process',
    lastRunAt: seconds(row.lastRunAt),
    lastOutcome: row.lastOutcome,
    nextRunAt: seconds(next),
  };
}

export function presentJobLog(row: JobLogRow): JobLog {
  return {
    id: row.id,
    jobId: row.jobId,
    jobName: row.jobName,
    trigger: row.trigger,
    startedAt: seconds(row.startedAt) ?? 0,
    endedAt: seconds(row.endedAt),
    outcome: row.outcome,
    message: row.message,
    node: row.node,
  };
}

export class JobsService {
  constructor(
    private readonly db: Db,
    readonly scheduler: JobScheduler,
  ) {}

  async query(
    query: Required<Pick<JobQuery, 'pageNum' | 'pageSize'>> & JobQuery,
  ): Promise<JobPage> {
    const { rows, total } = await listJobs(this.db, {
      searchText: query.searchText,
      status: query.status,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return {
      list: rows.map((row) => presentJob(row, this.scheduler)),
      total,
      handlers: this.scheduler.handlerList(),
    };
  }

  async add(input: {
    name: string;
    handler: string;
    cron: string;
    params: JobRow['params'];
    description: string;
    status: 'active' | 'paused';
  }): Promise<Job> {
    checkCron(input.cron);
    if (!this.scheduler.handler(input.handler))
      throw new HttpError(400, 'bmsOps.jobHandlerUnknown');
    if (await findJobByName(this.db, input.name)) throw new HttpError(409, 'bmsOps.jobNameInUse');
    const row = await insertJob(this.db, { ...input, system: false });
    await this.scheduler.reload();
    return presentJob(row, this.scheduler);
  }

  async update(input: {
    id: number;
    name?: string;
    cron?: string;
    params?: JobRow['params'];
    description?: string;
  }): Promise<{ before: Job; after: Job }> {
    const before = await this.require(input.id);
    if (input.cron !== undefined) checkCron(input.cron);
    if (input.name !== undefined && before.system && input.name !== before.name) {
      // A built-in job keeps its name: the module finds its row by it at every start.
      throw new HttpError(409, 'bmsOps.jobSystemUndeletable');
    }
    if (input.name !== undefined) {
      const other = await findJobByName(this.db, input.name);
      if (other && other.id !== input.id) throw new HttpError(409, 'bmsOps.jobNameInUse');
    }
    const { id, ...values } = input;
    const after = await updateJob(this.db, id, values);
    if (!after) throw new HttpError(404, 'bmsOps.jobNotFound');
    await this.scheduler.reload();
    return { before: presentJob(before, this.scheduler), after: presentJob(after, this.scheduler) };
  }

  async remove(id: number): Promise<Job> {
    const row = await this.require(id);
    if (row.system) throw new HttpError(409, 'bmsOps.jobSystemUndeletable');
    await deleteJob(this.db, id);
    await this.scheduler.reload();
    return presentJob(row, this.scheduler);
  }

  async setStatus(id: number, status: 'active' | 'paused'): Promise<Job> {
    await this.require(id);
    const row = await updateJob(this.db, id, { status });
    if (!row) throw new HttpError(404, 'bmsOps.jobNotFound');
    await this.scheduler.reload();
    return presentJob(row, this.scheduler);
  }

  /** Runs the job now and answers when it has ended (its log tells how). */
  async run(id: number): Promise<Job> {
    const row = await this.require(id);
    const started = this.scheduler.runNow(row);
    if (started === 'unknown-handler') throw new HttpError(409, 'bmsOps.jobHandlerUnknown');
    if (started === 'running') throw new HttpError(409, 'bmsOps.jobAlreadyRunning');
    await started;
    return presentJob(await this.require(id), this.scheduler);
  }

  private async require(id: number): Promise<JobRow> {
    const row = await findJob(this.db, id);
    if (!row) throw new HttpError(404, 'bmsOps.jobNotFound');
    return row;
  }
}

function checkCron(pattern: string): void {
  const problem = cronProblem(pattern);
  if (problem) throw new HttpError(400, 'bmsOps.cronInvalid', { reason: problem });
}
