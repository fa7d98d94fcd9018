// `/adsb/job/*`: thin handlers over JobsService, each behind `bms:job` (the admin scope checks
// it, rate-limits and writes the system log; handlers add what changed).
import {
  envelopeSchema,
  jobAddSchema,
  jobIdParamsSchema,
  jobLogPageSchema,
  jobLogQuerySchema,
  jobPageSchema,
  jobQuerySchema,
  jobSchema,
  jobUpdateSchema,
  langQuerySchema,
  translateMessage,
  ADSB_PATHS,
  BMS_OPS_PERMISSIONS,
  type Language,
  type MessageKey,
} from '@skytrace/contracts';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { registerExportRoute, keysetBatches } from '../exports/export.route';
import type { ExportProgress } from '../exports/export.progress';
import { exportTime, type ExportColumn } from '../exports/export.stream';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { countJobLogs, jobLogsBefore, listJobLogs, type JobLogRow } from './jobs.repo';
import { presentJob, presentJobLog, type JobsService } from './jobs.service';

const tags = ['back office: jobs'];
const secured = { security: [{ bearer: [] }] };
const permission = BMS_OPS_PERMISSIONS.jobs;
const logFilters = jobLogQuerySchema.pick({ searchText: true, jobId: true, outcome: true });

function logColumns(language: Language): ExportColumn<JobLogRow>[] {
  const t = (key: MessageKey) => translateMessage(language, key);
  return [
    { header: t('exportColumns.id'), width: 10, value: (row) => row.id },
    { header: t('exportColumns.jobName'), width: 28, value: (row) => row.jobName },
    { header: t('exportColumns.trigger'), value: (row) => t(`exportValues.${row.trigger}`) },
    { header: t('exportColumns.startedAt'), width: 20, value: (row) => exportTime(row.startedAt) },
    { header: t('exportColumns.endedAt'), width: 20, value: (row) => exportTime(row.endedAt) },
    { header: t('exportColumns.outcome'), value: (row) => t(`exportValues.${row.outcome}`) },
    { header: t('exportColumns.message'), width: 40, value: (row) => row.message },
    { header: t('exportColumns.node'), width: 20, value: (row) => row.node },
  ];
}

export function registerJobRoutes(
  app: App,
  deps: { db: Db; service: JobsService; exportProgress?: ExportProgress },
): void {
  const { db, service } = deps;
  app.get(
    ADSB_PATHS.jobQuery,
    {
      schema: {
        summary: 'Scheduled jobs, paged, with the handlers a new job can run',
        tags,
        querystring: jobQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(jobPageSchema) },
        ...secured,
      },
      config: { permission },
    },
    async (request) => {
      return ok(request, await service.query(request.query));
    },
  );
  app.get(
    ADSB_PATHS.jobLogs,
    {
      schema: {
        summary: 'Run logs of the jobs, 6 a page by default (spec §9)',
        tags,
        querystring: jobLogQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(jobLogPageSchema) },
        ...secured,
      },
      config: { permission },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listJobLogs(db, {
        ...query,
        limit: query.pageSize,
        offset: (query.pageNum - 1) * query.pageSize,
      });
      return ok(request, {
        list: rows.map(presentJobLog),
        total,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  );
  app.post(
    ADSB_PATHS.jobAdd,
    {
      schema: {
        summary: 'Adds a job (cron expression validated)',
        tags,
        querystring: langQuerySchema,
        body: jobAddSchema,
        response: { 200: envelopeSchema(jobSchema) },
        ...secured,
      },
      config: { permission, action: 'job.add' },
    },
    async (request) => {
      const job = await service.add(request.body);
      recordAdminAction(request, { target: `job ${job.id} (${job.name})`, after: job });
      return ok(request, job);
    },
  );
  app.post(
    ADSB_PATHS.jobUpdate,
    {
      schema: {
        summary: "Changes a job's name, pattern, parameters or description",
        tags,
        querystring: langQuerySchema,
        body: jobUpdateSchema,
        response: { 200: envelopeSchema(jobSchema) },
        ...secured,
      },
      config: { permission, action: 'job.update' },
    },
    async (request) => {
      const { before, after } = await service.update(request.body);
      recordAdminAction(request, { target: `job ${after.id} (${after.name})`, before, after });
      return ok(request, after);
    },
  );
  // Each logs the job as the command left it (a deleted one: as it was).
  const byId = (
    path: string,
    action: string,
    summary: string,
    command: (id: number) => Promise<ReturnType<typeof presentJob>>,
  ) =>
    app.post(
      path,
      {
        schema: {
          summary,
          tags,
          params: jobIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: envelopeSchema(jobSchema) },
          ...secured,
        },
        config: { permission, action },
      },
      async (request) => {
        const job = await command(request.params.id);
        const target = `job ${job.id} (${job.name})`;
        recordAdminAction(
          request,
          action === 'job.delete' ? { target, before: job } : { target, after: job },
        );
        return ok(request, job);
      },
    );
  byId(ADSB_PATHS.jobDelete, 'job.delete', 'Deletes a job (not a built-in one)', (id) =>
    service.remove(id),
  );
  byId(ADSB_PATHS.jobPause, 'job.pause', 'Pauses a job', (id) => service.setStatus(id, 'paused'));
  byId(ADSB_PATHS.jobResume, 'job.resume', 'Resumes a paused job', (id) =>
    service.setStatus(id, 'active'),
  );
  byId(ADSB_PATHS.jobRun, 'job.run', 'Runs a job now and answers when it ended', (id) =>
    service.run(id),
  );
  if (deps.exportProgress) {
    registerExportRoute(app, deps.exportProgress, {
      path: ADSB_PATHS.jobLogsExport,
      summary: 'The run logs with the list filters as .xlsx or CSV, streamed',
      tags,
      permission,
      action: 'job.logs.export',
      filters: logFilters,
      fileName: 'job-logs',
      sheetName: 'job logs',
      columns: logColumns,
      count: (filter) => countJobLogs(db, filter),
      source: (filter) =>
        keysetBatches(
          (before: number | undefined, limit) => jobLogsBefore(db, filter, before, limit),
          (row) => row.id,
        ),
    });
  }
}

/** Registers the job calls in their own back-office scope (permission, rate limit, system log). */
export async function registerJobScope(
  app: App,
  deps: { db: Db; service: JobsService; exportProgress?: ExportProgress },
): Promise<void> {
  await registerAdminScope(app, deps.db);
  registerJobRoutes(app, deps);
}
