// `npm run bench:scale -- --faults` (scale.bench.ts): the fault scenarios at the bench's size,
// while its feeders and clients keep running. --fault-clients clients like the web app's
// (faults.harness.testing.ts: Socket.IO's reconnection, a fresh token, `validate` and `sub` on
// every connect) reach the realtime processes through a front proxy (front-proxy.testing.ts).
//   1. kill -9 of realtime-0: the clients it held reconnect through the front to another one
//      and have their view's sky again (≥ 90 % of the aircraft they had) within 5 s;
//   2. Redis killed and started again, empty: every client sees positions move again;
//   3. PostgreSQL stopped for longer than a trace flush interval and started: flushes fail,
//      are retried, and with the feeders paused the backlog drains and the database holds
//      every point the recorders count as written.
import pg from 'pg';
import { webLikeClient } from '../src/cluster/faults.harness.testing';
import { startFrontProxy } from '../src/cluster/front-proxy.testing';
import type { PrivatePostgres, PrivateRedis } from '../src/cluster/private-services.testing';
import type { ScaleOptions } from './scale.options';
import type { RunningLoad } from './scale.load';
import { metric, nextMessage, readMetrics, sleep, type ServerProcess } from './scale.processes';
import { printFigure, printHeading } from './scale.report';
import { skyViews } from './scale.sky';

const RECOVERY_TARGET_MS = 5_000;
/** Our own bound for "carry on and resynchronise" after Redis restarts (the issue names none). */
const RESYNC_TARGET_MS = 10_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const alive = (process: ServerProcess) =>
  process.child.exitCode === null && process.child.signalCode === null;

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

export async function runFaults(run: {
  options: ScaleOptions;
  ingest: ServerProcess[];
  realtime: ServerProcess[];
  redis: PrivateRedis;
  postgres: PrivatePostgres;
  load: RunningLoad;
}): Promise<void> {
  const { options, ingest, realtime, redis, postgres, load } = run;
  const front = await startFrontProxy(realtime.map((process) => process.port));
  const views = skyViews(options.views, options.aircraft, options.perView);
  const clients = Array.from({ length: options.faultClients }, (_, i) =>
    webLikeClient(front.url, views[i % views.length]),
  );
  try {
    await until(() => clients.every((client) => client.pictures.length > 0), 60_000);

    // 1. kill -9 of a realtime process.
    const killed = realtime[0];
    const before = clients.map((client) => client.pictures.at(-1)?.icaos.size ?? 0);
    const killedAt = Date.now();
    killed?.child.kill('SIGKILL');
    await killed?.exited;
    await sleep(RECOVERY_TARGET_MS * 2);
    const affected = clients
      .map((client, i) => ({ client, size: before[i] ?? 0 }))
      .filter(({ client }) => client.disconnects.some((at) => at >= killedAt));
    const recovery = affected.map(({ client, size }) => {
      const picture = client.pictures.find(
        (each) => each.atMs > killedAt && each.icaos.size >= size * 0.9,
      );
      return picture ? picture.atMs - killedAt : Number.POSITIVE_INFINITY;
    });
    printHeading(
      `Faults: kill -9 of ${killed?.name ?? ''} (${options.faultClients.toString()} clients through a front proxy)`,
    );
    printFigure({
      name: 'its clients with their sky again within 5 s',
      value: recovery.filter((ms) => ms <= RECOVERY_TARGET_MS).length,
      unit: 'clients',
      target: { min: affected.length },
      detail: `of ${affected.length.toString()} it held`,
    });
    printFigure({
      name: 'reconnect → sky p99',
      value: percentile(recovery, 99),
      unit: 'ms',
      target: { max: RECOVERY_TARGET_MS },
      detail: `p50 ${percentile(recovery, 50).toFixed(0)} ms, max ${Math.max(...recovery).toFixed(0)} ms`,
    });

    // 2. Redis killed and started again (empty).
    await redis.kill();
    await sleep(1_000);
    await redis.start();
    const restartedAt = Date.now();
    await until(
      () =>
        clients.every((client) =>
          [...client.moved.values()].some((each) => each.atMs > restartedAt),
        ),
      RESYNC_TARGET_MS * 2,
    );
    const resync = clients.map((client) => {
      const times = [...client.moved.values()]
        .map((each) => each.atMs)
        .filter((at) => at > restartedAt);
      return times.length > 0 ? Math.min(...times) - restartedAt : Number.POSITIVE_INFINITY;
    });
    printHeading('Faults: Redis killed and started again (empty)');
    printFigure({
      name: 'every client sees positions move again after',
      value: Math.max(...resync),
      unit: 'ms',
      target: { max: RESYNC_TARGET_MS },
      detail: `p50 ${percentile(resync, 50).toFixed(0)} ms`,
    });
    printFigure({
      name: 'server processes still running',
      value: [...ingest, ...realtime.slice(1)].filter(alive).length,
      unit: 'processes',
      target: { min: ingest.length + realtime.length - 1 },
    });

    // 3. PostgreSQL stopped for longer than a flush interval (5 s here), then started.
    const failedBefore = await failedFlushes(ingest);
    await postgres.stop('fast');
    await sleep(7_000);
    await postgres.start();
    await until(async () => (await failedFlushes(ingest)) > failedBefore, 10_000);
    const paused = nextMessage(load.feeder, 'paused');
    load.feeder.send({ type: 'pause' });
    await paused;
    const drained = await until(async () => (await backlog(ingest)) === 0, 30_000);
    const written = await pointsWritten(ingest);
    const stored = await storedPoints(postgres.url);
    load.feeder.send({ type: 'resume' });
    printHeading('Faults: PostgreSQL stopped for 7 s and started again');
    printFigure({
      name: 'trace flushes that failed meanwhile (retried)',
      value: (await failedFlushes(ingest)) - failedBefore,
      unit: 'flushes',
      target: { min: 1 },
    });
    printFigure({
      name: 'trace points left in memory after the retries',
      value: drained ? 0 : await backlog(ingest),
      unit: 'points',
      target: { max: 0 },
    });
    printFigure({
      name: 'points written but not in the database',
      value: Math.abs(written - stored),
      unit: 'points',
      target: { max: 0 },
      detail: `${written.toLocaleString('en')} written, ${stored.toLocaleString('en')} stored`,
    });
    printFigure({
      name: 'server processes still running',
      value: [...ingest, ...realtime.slice(1)].filter(alive).length,
      unit: 'processes',
      target: { min: ingest.length + realtime.length - 1 },
    });
  } finally {
    for (const client of clients) client.close();
    await front.close();
  }
}

async function sumMetric(ingest: ServerProcess[], name: string, labels = ''): Promise<number> {
  let total = 0;
  for (const process of ingest) total += metric(await readMetrics(process.base), name, labels);
  return total;
}

const failedFlushes = (ingest: ServerProcess[]) =>
  sumMetric(ingest, 'skytrace_trace_flush_seconds_count', 'outcome="failed"');
const backlog = (ingest: ServerProcess[]) => sumMetric(ingest, 'skytrace_trace_backlog_points');
const pointsWritten = (ingest: ServerProcess[]) =>
  sumMetric(ingest, 'skytrace_trace_points_written_total');

async function storedPoints(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ points: string }>(
      'select coalesce(sum(point_count), 0) as points from trace_chunks',
    );
    return Number(result.rows[0]?.points ?? 0);
  } finally {
    await client.end();
  }
}
