import {
  ADSB_FULL_PATHS,
  BMS_OPS_PERMISSIONS,
  fillPath,
  type Job,
  type JobLog,
} from '@skytrace/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminActions } from '../access/syslog.repo';
import type { ScheduledJob } from '../modules/define-module';
import { startOpsApp, type OpsHarness } from './bms-ops.testing';

let harness: OpsHarness;
let admin: string;
let stranger: string;
const ran: Readonly<Record<string, unknown>>[] = [];
let failNext = false;

// A real handler the tests can watch: it records its parameters; `failNext` makes one run throw.
const echo: ScheduledJob = {
  name: 'echo',
  // Never fires during the test on its own (the 31st of February).
  cron: '0 0 0 31 2 *',
  scope: 'cluster',
  run: (params) => {
    ran.push(params);
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('echo broke on purpose'));
    }
    return Promise.resolve(`echoed ${Object.keys(params).length} parameters`);
  },
};

beforeAll(async () => {
  harness = await startOpsApp({ jobs: [echo] });
  admin = await harness.user([BMS_OPS_PERMISSIONS.jobs]);
  stranger = await harness.user([BMS_OPS_PERMISSIONS.messages]);
}, 60_000);
afterAll(() => harness.close());

const P = ADSB_FULL_PATHS;

describe('/adsb/job', () => {
  it('refuses every job call without a token (401) and without bms:job (403)', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['GET', P.jobQuery],
      ['GET', P.jobLogs],
      ['GET', P.jobLogsExport],
      ['POST', P.jobAdd],
      ['POST', P.jobUpdate],
      ['POST', fillPath(P.jobDelete, { id: 1 })],
      ['POST', fillPath(P.jobPause, { id: 1 })],
      ['POST', fillPath(P.jobResume, { id: 1 })],
      ['POST', fillPath(P.jobRun, { id: 1 })],
    ];
    const body = { id: 1, name: 'x', handler: 'echo', cron: '0 0 * * * *' };
    for (const [method, path] of calls) {
      const anonymous = await harness.call(method, path, method === 'POST' ? { body } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const denied = await harness.call(method, path, {
        token: stranger,
        ...(method === 'POST' ? { body } : {}),
      });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.msg).toBe('You do not have permission to do this.');
    }
  });

  it('writes each change to the system log with the job before and after', async () => {
    const added = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'audited job', handler: 'echo', cron: '0 0 3 * * *' },
    });
    expect(added.status).toBe(200);
    const id = (added.body.data as Job).id;
    const paused = await harness.call('POST', fillPath(P.jobPause, { id }), { token: admin });
    expect(paused.status).toBe(200);
    const log = await listAdminActions(harness.database.db, {
      page: 1,
      pageSize: 20,
      action: 'job.',
    });
    const target = `job ${id.toString()} (audited job)`;
    expect(log.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'job.add', target, outcome: 'ok', status: 200 }),
        expect.objectContaining({
          action: 'job.pause',
          target,
          outcome: 'ok',
          after: expect.objectContaining({ status: 'paused' }),
        }),
      ]),
    );
    // A refused call is logged as denied, by the asking user.
    await harness.call('POST', fillPath(P.jobRun, { id }), { token: stranger });
    const denied = await listAdminActions(harness.database.db, {
      page: 1,
      pageSize: 5,
      outcome: 'denied',
    });
    expect(denied.list[0]).toMatchObject({ action: 'job.run', status: 403 });
    await harness.call('POST', fillPath(P.jobDelete, { id }), { token: admin });
  });

  it('lists the built-in job with the handlers a new job can use', async () => {
    const answer = await harness.call('GET', P.jobQuery, { token: admin });
    expect(answer.status).toBe(200);
    const builtIn = (answer.body.data.list as Job[]).find((job) => job.name === 'echo');
    expect(builtIn).toMatchObject({
      handler: 'echo',
      system: true,
      status: 'active',
      scope: 'cluster',
    });
    expect(answer.body.data.handlers).toContainEqual({ key: 'echo', scope: 'cluster' });
  });

  it('refuses an invalid cron expression, an unknown handler and a duplicate name', async () => {
    const bad = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'bad', handler: 'echo', cron: '61 * * * *' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^The cron expression is not valid: .*minute/);
    const fields = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'bad', handler: 'echo', cron: '* * * *  * * *' },
    });
    expect(fields.status).toBe(400);
    const unknown = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'bad', handler: 'nothing', cron: '0 0 * * *' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('There is no such job handler.');
    const duplicate = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'ECHO', handler: 'echo', cron: '0 0 * * *' },
    });
    expect(duplicate.status).toBe(409);
    const list = await harness.call('GET', `${P.jobQuery}?searchText=bad`, { token: admin });
    expect(list.body.data.total).toBe(0);
  });

  it('adds, updates, pauses, resumes, runs and deletes a job; its runs are logged', async () => {
    const added = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'nightly echo', handler: 'echo', cron: '0 0 3 * * *', params: { days: 3 } },
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    expect(added.body.data).toMatchObject({ status: 'active', system: false, params: { days: 3 } });
    expect(added.body.data.nextRunAt).toBeGreaterThan(Date.now() / 1000);

    const updated = await harness.call('POST', P.jobUpdate, {
      token: admin,
      body: { id, cron: '0 30 4 * * *', description: 'every night' },
    });
    expect(updated.body.data).toMatchObject({ cron: '0 30 4 * * *', description: 'every night' });
    const badUpdate = await harness.call('POST', P.jobUpdate, {
      token: admin,
      body: { id, cron: 'every night' },
    });
    expect(badUpdate.status).toBe(400);

    const paused = await harness.call('POST', fillPath(P.jobPause, { id }), { token: admin });
    expect(paused.body.data).toMatchObject({ status: 'paused', nextRunAt: null });
    expect(harness.scheduler.nextRun(id)).toBeNull();
    const resumed = await harness.call('POST', fillPath(P.jobResume, { id }), { token: admin });
    expect(resumed.body.data.status).toBe('active');
    expect(harness.scheduler.nextRun(id)).not.toBeNull();

    const before = ran.length;
    const run = await harness.call('POST', fillPath(P.jobRun, { id }), { token: admin });
    expect(run.status).toBe(200);
    expect(run.body.data.lastOutcome).toBe('success');
    expect(ran.slice(before)).toEqual([{ days: 3 }]);
    failNext = true;
    const failed = await harness.call('POST', fillPath(P.jobRun, { id }), { token: admin });
    expect(failed.body.data.lastOutcome).toBe('failure');

    const logs = await harness.call('GET', `${P.jobLogs}?jobId=${id}`, { token: admin });
    expect(logs.body.data).toMatchObject({ total: 2, pageSize: 6, pageNum: 1 });
    expect(logs.body.data.list[0]).toMatchObject({
      jobName: 'nightly echo',
      trigger: 'manual',
      outcome: 'failure',
      message: 'echo broke on purpose',
      node: 'test',
    });
    expect(logs.body.data.list[1]).toMatchObject({
      outcome: 'success',
      message: 'echoed 1 parameters',
    });

    const removed = await harness.call('POST', fillPath(P.jobDelete, { id }), { token: admin });
    expect(removed.status).toBe(200);
    const gone = await harness.call('POST', fillPath(P.jobRun, { id }), { token: admin });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('There is no such job.');
    // The logs outlive the job (its id is cleared, its name kept).
    const kept = await harness.call('GET', `${P.jobLogs}?searchText=nightly`, { token: admin });
    expect(kept.body.data.total).toBe(2);
    expect(kept.body.data.list[0].jobId).toBeNull();
  });

  it('keeps a built-in job: it can be paused but not deleted or renamed', async () => {
    const list = await harness.call('GET', `${P.jobQuery}?searchText=echo`, { token: admin });
    const id = (list.body.data.list as Job[]).find((job) => job.system)?.id ?? 0;
    const deleted = await harness.call('POST', fillPath(P.jobDelete, { id }), { token: admin });
    expect(deleted.status).toBe(409);
    const renamed = await harness.call('POST', P.jobUpdate, {
      token: admin,
      body: { id, name: 'other' },
    });
    expect(renamed.status).toBe(409);
  });

  it('pages the run logs 6 at a time (spec §9) and exports them as .xlsx and CSV', async () => {
    const add = await harness.call('POST', P.jobAdd, {
      token: admin,
      body: { name: 'paged echo', handler: 'echo', cron: '0 0 3 * * *', params: { note: '=1+1' } },
    });
    const id = add.body.data.id as number;
    for (let index = 0; index < 8; index++) {
      await harness.call('POST', fillPath(P.jobRun, { id }), { token: admin });
    }
    const first = await harness.call('GET', `${P.jobLogs}?jobId=${id}`, { token: admin });
    expect(first.body.data.list).toHaveLength(6);
    expect(first.body.data.total).toBe(8);
    const second = await harness.call('GET', `${P.jobLogs}?jobId=${id}&pageNum=2`, {
      token: admin,
    });
    expect(second.body.data.list).toHaveLength(2);
    const oldestFirst = await harness.call(
      'GET',
      `${P.jobLogs}?jobId=${id}&orderBy=startedAt&orderType=asc&pageSize=8`,
      { token: admin },
    );
    const ids = (oldestFirst.body.data.list as JobLog[]).map((log) => log.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const csv = await fetch(
      `${harness.base}${P.jobLogsExport}?format=csv&jobId=${id}&lang=zh&exportId=csv-export-1`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-export-total')).toBe('8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark first, so Excel reads the UTF-8 Chinese correctly.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('编号,任务,触发方式,开始时间,结束时间,结果,信息,进程');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toContain('paged echo,手动,');
    // The parameter '=1+1' never reaches a cell, but a message starting with '=' would be
    // neutralised: see export.stream.test.ts.
    const progress = await harness.call('GET', fillPath(P.exportProgress, { id: 'csv-export-1' }), {
      token: admin,
    });
    expect(progress.body.data).toEqual({ rows: 8, total: 8, done: true });
    // Nobody else reads another user's export progress.
    const foreign = await harness.call('GET', fillPath(P.exportProgress, { id: 'csv-export-1' }), {
      token: stranger,
    });
    expect(foreign.status).toBe(404);

    const xlsx = await fetch(`${harness.base}${P.jobLogsExport}?format=xlsx&jobId=${id}&lang=en`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(xlsx.headers.get('content-disposition')).toMatch(
      /^attachment; filename="job-logs-\d{12}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(9);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Job');
    expect(sheet?.getRow(2).getCell(2).value).toBe('paged echo');
    expect(sheet?.getRow(2).getCell(6).value).toBe('Success');
  });

  it('refuses a bad export format with a translated 400', async () => {
    const answer = await harness.call('GET', `${P.jobLogsExport}?format=pdf`, { token: admin });
    expect(answer.status).toBe(400);
  });
});
