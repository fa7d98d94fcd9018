// The server side of `npm run bench:export`, in its own process so its RSS is the server's
// alone: PGlite with N system-log-like rows in the job-log table, the real app (health,
// accounts, exports, jobs), the menus seeded and a first administrator (who holds `bms:job`), and
// RSS sampled every 50 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { accountsModule } from '../src/accounts/accounts.module';
import { loginToken } from '../src/accounts/accounts.testing';
import { createAdministrator } from '../src/admin/first-admin';
import { seedBackOffice } from '../src/admin/seed';
import { openDatabase } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { ExportProgress } from '../src/exports/export.progress';
import { exportsModule } from '../src/exports/exports.module';
import { healthModule } from '../src/health/health.module';
import { jobsModule } from '../src/jobs/jobs.module';
import { JobScheduler } from '../src/jobs/scheduler';
import { composeApp } from '../src/modules/compose';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const send = (message: object) => process.send?.(message);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-export-bench-'));
  const database = await openDatabase({ databaseUrl: process.env.BENCH_PG, dataDir });
  await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
  const filled = performance.now();
  // Rows like a system log: who/what, a sentence of detail, when, where from.
  await database.db.execute(sql`
    insert into bms_job_logs (job_name, trigger, started_at, ended_at, outcome, message, node)
    select 'job ' || (i % 23), case when i % 7 = 0 then 'manual' else 'schedule' end,
      now() - make_interval(secs => i * 30), now() - make_interval(secs => i * 30 - 2),
      case when i % 50 = 0 then 'failure' else 'success' end,
      'user ' || (i % 997) || ' changed role ' || (i % 13) || ' of user ' || (i % 5011) || ' from 10.0.' || (i % 256) || '.' || (i % 200),
      'node-' || (i % 4) || ':' || (1000 + i % 9000)
    from generate_series(1, ${ROWS}) as i`);
  const fillSeconds = (performance.now() - filled) / 1000;
  const scheduler = new JobScheduler(database.db, {
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const modules = [healthModule, accountsModule, exportsModule, jobsModule];
  await seedBackOffice(database.db, modules, { warn: () => undefined });
  const password = 'correct horse battery staple 42';
  await createAdministrator(database.db, { username: 'benchadmin', password });
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1 << 20,
        trustProxy: false,
        webDist: dataDir,
      },
      database,
      roles: () => ['http' as const],
      version: 'bench',
      accounts: { dataDir },
      jobScheduler: scheduler,
      exportProgress: new ExportProgress(),
    },
    modules,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const harness = { base, dataDir, database, app, close: () => Promise.resolve() };
  const token = await loginToken(harness, 'benchadmin', password);
  let peak = 0;
  // The largest JS heap (used, and held by V8 with the young generation's spaces), and buffers
  // outside it (PGlite's WebAssembly memory is one of them), each over the export: garbage that
  // waits for a collection lifts RSS while it lasts, and the allocator keeps the pages after.
  let largest = { heapUsed: 0, heapTotal: 0, external: 0 };
  setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    largest = {
      heapUsed: Math.max(largest.heapUsed, usage.heapUsed),
      heapTotal: Math.max(largest.heapTotal, usage.heapTotal),
      external: Math.max(largest.external, usage.external),
    };
  }, 50).unref();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'reset-peak') {
      global.gc?.();
      const usage = process.memoryUsage();
      peak = usage.rss;
      largest = { heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external };
      send({ type: 'baseline', rss: usage.rss, ...largest });
    }
    if (message.type === 'peak') send({ type: 'peak', rss: peak, ...largest });
    if (message.type === 'stop') {
      void app
        .close()
        .then(() => database.close())
        .then(() => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          process.exit(0);
        });
    }
  });
  send({ type: 'ready', base, token, rows: ROWS, fillSeconds, driver: database.driver });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
