import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Scheduled jobs (`/adsb/job/*`): what runs, when (a croner pattern), with which parameters, and
 * whether it is paused. `lastFiredAt` is the claim of cluster-scoped jobs: of several processes
 * firing the same slot, the one whose conditional update moves it runs the job.
 */
export const jobs = pgTable(
  'bms_jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Key of the handler a module declared (`ScheduledJob.name`). */
    handler: text('handler').notNull(),
    cron: text('cron').notNull(),
    params: jsonb('params')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    description: text('description').notNull().default(''),
    /** Declared by a module at start: kept in step with it, never deleted. */
    system: boolean('system').notNull().default(false),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastOutcome: text('last_outcome', { enum: ['running', 'success', 'failure'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bms_jobs_name_uq').on(sql`lower(${table.name})`)],
);

/** One run of a job: who ran it (schedule or an admin), when, and how it ended. */
export const jobLogs = pgTable(
  'bms_job_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobName: text('job_name').notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['running', 'success', 'failure'] }).notNull(),
    message: text('message').notNull().default(''),
    /** Which process ran it (host:pid). */
    node: text('node').notNull().default(''),
  },
  (table) => [
    index('bms_job_logs_started_idx').on(table.startedAt),
    index('bms_job_logs_job_idx').on(table.jobId, table.startedAt),
  ],
);
