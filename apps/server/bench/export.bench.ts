// `npm run bench:export [-- --rows 1000000 --format xlsx --pg postgres://…]`: a server process
// (export.server.ts) holds N system-log-like rows; this process downloads their export as
// .xlsx while asking `/api/v2/health` every 50 ms, then prints the server's RSS growth over the
// export and the health answers' latency. Targets (issue 16): RSS growth ≤ 60 MB, health p95
// ≤ 50 ms. The load average is printed: on a shared machine the latencies are not the server's.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ADSB_FULL_PATHS, API_V2_FULL_PATHS } from '@skytrace/contracts';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const ROWS = option('rows', '1000000');
const FORMAT = option('format', 'xlsx');
const PG = args.includes('--pg') ? option('pg', '') : undefined;
// V8 flags for the server process: the server's own (SERVER_NODE_FLAGS, as `npm start` runs it)
// unless `--node-flags=…` names others (`--node-flags=` alone: none; the `=` keeps npm from
// reading it as its own option).
const flagsArgument = args.find((arg) => arg.startsWith('--node-flags='));
const NODE_FLAGS =
  flagsArgument === undefined
    ? [...SERVER_NODE_FLAGS]
    : flagsArgument.slice(13).split(' ').filter(Boolean);
const MB = 1024 * 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface Memory {
  rss: number;
  heapUsed: number;
  /** What V8 holds for its heap (the young generation's spaces included), used or not. */
  heapTotal: number;
  external: number;
}

interface Ready {
  type: 'ready';
  base: string;
  token: string;
  rows: number;
  fillSeconds: number;
  driver: string;
}

async function main() {
  const child = fork(path.join(import.meta.dirname, 'export.server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...NODE_FLAGS],
    env: { ...process.env, BENCH_ROWS: ROWS, ...(PG ? { BENCH_PG: PG } : {}) },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const listener = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
  console.log(`bench:export: filling ${ROWS} rows…`);
  const ready = await next<Ready>('ready');
  const url = `${ready.base}${ADSB_FULL_PATHS.jobLogsExport}?format=${FORMAT}&lang=zh`;
  const headers = { authorization: `Bearer ${ready.token}` };
  // Warm-up: a small export loads exceljs and the route's code before the baseline.
  await (
    await fetch(`${url}&searchText=job%201`.replace('job%201', 'zzz'), { headers })
  ).arrayBuffer();
  child.send({ type: 'reset-peak' });
  const before = await next<Memory>('baseline');
  const baseline = before.rss;
  const loadBefore = os.loadavg()[0] ?? 0;

  const latencies: number[] = [];
  const state = { exporting: true };
  const slow: string[] = [];
  const exportStarted = performance.now();
  const pinger = (async () => {
    while (state.exporting) {
      const started = performance.now();
      const answer = await fetch(`${ready.base}${API_V2_FULL_PATHS.health}`);
      await answer.arrayBuffer();
      const took = performance.now() - started;
      latencies.push(took);
      if (took > 200)
        slow.push(`${((started - exportStarted) / 1000).toFixed(1)} s: ${took.toFixed(0)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
    bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  state.exporting = false;
  await pinger;
  child.send({ type: 'peak' });
  const atPeak = await next<Memory>('peak');
  const peak = atPeak.rss;
  const loadAfter = os.loadavg()[0] ?? 0;
  child.send({ type: 'stop' });

  const growth = (peak - baseline) / MB;
  const p95 = percentile(latencies, 95);
  console.log(
    `database: ${ready.driver}, ${ready.rows} rows filled in ${ready.fillSeconds.toFixed(1)} s`,
  );
  console.log(
    `export (${FORMAT}): HTTP ${response.status}, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(ready.rows / seconds)} rows/s)`,
  );
  console.log(
    `server RSS: ${(baseline / MB).toFixed(1)} MB before, ${(peak / MB).toFixed(1)} MB peak, growth ${growth.toFixed(1)} MB (target ≤ 60)`,
  );
  console.log(
    `  largest over the export: JS heap used ${(before.heapUsed / MB).toFixed(1)} → ${(atPeak.heapUsed / MB).toFixed(1)} MB (held ${(before.heapTotal / MB).toFixed(1)} → ${(atPeak.heapTotal / MB).toFixed(1)} MB), external (buffers, PGlite's WebAssembly memory) ${(before.external / MB).toFixed(1)} → ${(atPeak.external / MB).toFixed(1)} MB`,
  );
  if (slow.length > 0) console.log(`slow health answers (into the export): ${slow.join(', ')}`);
  console.log(
    `/api/v2/health during the export: ${latencies.length} answers, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p95 ≤ 50)`,
  );
  if (NODE_FLAGS.length > 0) console.log(`server flags: ${NODE_FLAGS.join(' ')}`);
  console.log(
    `load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, ${os.cpus().length} cores`,
  );
  console.log(growth <= 60 && p95 <= 50 ? 'targets met' : 'TARGETS MISSED');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
