// `npm run bench:cluster`: the delay from an ingest process to a realtime process's Socket.IO
// client, and the Redis calls it costs (apps/server/README.md, "Several processes"). Starts a
// private redis-server on a free port (so its command counts are this cluster's alone), an
// ingest process with the simulator (ROLES=ingest,sim) and a realtime process (ROLES=http,
// realtime), each a real `node apps/server/dist/main.js` with its own DATA_DIR (PGlite; with
// DATABASE_URL set both use that database). Then for --seconds it reads the live stream itself
// and holds one socket subscribed to the whole world on the realtime process. Each position is
// stamped by the ingest process when it arrives (its `positionTime`); a row the client receives
// is matched to that stamp by address and position (1e-4°), so the delay is ingest arrival →
// client receipt, over one machine's clock. Only rows whose position moved on the client are
// timed (an aircraft parked on the ground is sent again with the position it had minutes ago).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { io as connect } from 'socket.io-client';
import { API_V2_FULL_PATHS, HOST_PATHS } from '@skytrace/contracts';
import { decodeLiveEntry } from '../src/cluster/live.entry';
import { RealtimeCodec } from '../src/realtime/location.codec';

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    aircraft: { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(values.seconds);
const prefix = 'skytrace-bench:';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

async function startRedis(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.push(child);
  const url = `redis://127.0.0.1:${port.toString()}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  probe.on('error', () => undefined);
  for (let i = 0; i < 50; i++) {
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  probe.disconnect();
  return url;
}

async function startServer(
  name: string,
  env: Record<string, string>,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `skytrace-cluster-${name}-`));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      REDIS_PREFIX: prefix,
      ...env,
    },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port.toString()}`;
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${String(child.exitCode)}`);
    const ok = await fetch(`${base}/api/v2/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { base, child };
    await sleep(100);
  }
  throw new Error(`${name} did not start`);
}

async function commandStats(redis: Redis): Promise<Map<string, number>> {
  const text = await redis.info('commandstats');
  const calls = new Map<string, number>();
  for (const match of text.matchAll(/^cmdstat_([\w|]+):calls=(\d+)/gm)) {
    calls.set(match[1] ?? '', Number(match[2]));
  }
  return calls;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const redisUrl = await startRedis();
  const cluster = { REDIS_URL: redisUrl };
  const ingest = await startServer('ingest', {
    ...cluster,
    ROLES: 'ingest,sim',
    SIM: 'on',
    SIM_AIRCRAFT: values.aircraft,
  });
  const realtime = await startServer('realtime', {
    ...cluster,
    ROLES: 'http,realtime',
    SIM: 'off',
  });
  console.log(`ingest ${ingest.base}, realtime ${realtime.base}, redis ${redisUrl}`);
  // The simulator builds its day after the server answers: wait for a steady sky.
  let size = 0;
  for (let i = 0; i < 240; i++) {
    const file = (await (await fetch(`${realtime.base}${HOST_PATHS.aircraftJson}`)).json()) as {
      aircraft: unknown[];
    };
    if (file.aircraft.length > 0 && file.aircraft.length === size) break;
    size = file.aircraft.length;
    await sleep(5_000);
  }
  console.log(`sky: ${size.toString()} aircraft on the realtime process`);

  // Arrival stamps of the positions, from the stream (the same batches the replica reads).
  const stamps = new Map<number, Map<string, number>>();
  const reader = new Redis(redisUrl);
  const admin = new Redis(redisUrl);
  let streamBytes = 0;
  /** Arrival at the ingest process → read from the stream here (what a replica sees). */
  const streamDelays: number[] = [];
  /** Set during the measured window (read by the stream loop and the socket handler). */
  const phase = { measuring: false };
  const reading = { on: true };
  const read = (async () => {
    let last = '$';
    while (reading.on) {
      const reply = await reader.xreadBuffer('BLOCK', 1000, 'STREAMS', `${prefix}live`, last);
      for (const [, entries] of reply ?? []) {
        for (const [id, fields] of entries) {
          last = id.toString();
          const { batch, bytes } = liveBatchOf(fields);
          streamBytes += bytes;
          for (const state of batch.aircraft) {
            let byPosition = stamps.get(state.icao);
            if (!byPosition) stamps.set(state.icao, (byPosition = new Map<string, number>()));
            const key = `${Math.round(state.lat * 1e4)},${Math.round(state.lon * 1e4)}`;
            if (!byPosition.has(key)) {
              byPosition.set(key, state.positionTime * 1000);
              if (phase.measuring) streamDelays.push(Date.now() - state.positionTime * 1000);
            }
            // The last few positions of each aircraft are enough to match the client's rows.
            if (byPosition.size > 64) byPosition.delete(byPosition.keys().next().value ?? '');
          }
        }
      }
    }
  })();

  const token = (await (
    await fetch(`${realtime.base}${API_V2_FULL_PATHS.accessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'device_id=bench',
    })
  ).json()) as { data: { encrypt: string } };
  const socket = connect(realtime.base, { path: HOST_PATHS.socketIo, transports: ['websocket'] });
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
  await socket.emitWithAck('validate', { token: token.data.encrypt });
  const codec = new RealtimeCodec();
  const delays: number[] = [];
  let rows = 0;
  let unmatched = 0;
  /** The position each aircraft last had on the client: rows that did not move are not timed. */
  const shown = new Map<number, string>();

  socket.on('location', (bytes: ArrayBuffer) => {
    const received = Date.now();
    const batch = codec.decodeLocation(new Uint8Array(bytes));
    if (!phase.measuring || batch.full) {
      // A full picture sets what the client shows; its rows are not timed.
      let icao = 0;
      batch.icaoDelta.forEach((delta, i) => {
        icao += delta;
        shown.set(
          icao,
          `${batch.originLat + (batch.lat[i] ?? 0)},${batch.originLon + (batch.lon[i] ?? 0)}`,
        );
      });
      return;
    }
    let icao = 0;
    batch.icaoDelta.forEach((delta, i) => {
      icao += delta;
      rows++;
      const key = `${batch.originLat + (batch.lat[i] ?? 0)},${batch.originLon + (batch.lon[i] ?? 0)}`;
      if (shown.get(icao) === key) return;
      shown.set(icao, key);
      const stamp = stamps.get(icao)?.get(key);
      if (stamp === undefined) unmatched++;
      else delays.push(received - stamp);
    });
  });
  await socket.emitWithAck('sub', {
    clientBounds: { north: 90, south: -90, east: 180, west: -180 },
    limit: -1,
    increment: 1,
  });
  await sleep(3_000);
  const before = await commandStats(admin);
  streamBytes = 0;
  phase.measuring = true;
  const started = Date.now();
  await sleep(SECONDS * 1000);
  phase.measuring = false;
  const elapsed = (Date.now() - started) / 1000;
  const after = await commandStats(admin);
  const bytesPerSecond = streamBytes / elapsed;
  reading.on = false;
  socket.disconnect();
  await read;
  reader.disconnect();

  delays.sort((a, b) => a - b);
  streamDelays.sort((a, b) => a - b);
  const calls: string[] = [];
  let total = 0;
  for (const [command, count] of after) {
    // The bench's own reads and INFO calls are not the cluster's.
    if (command === 'info') continue;
    const perSecond = (count - (before.get(command) ?? 0)) / elapsed;
    if (perSecond <= 0) continue;
    total += perSecond;
    calls.push(`${command} ${perSecond.toFixed(1)}/s`);
  }
  console.log(
    `window ${elapsed.toFixed(0)} s, ${size.toString()} aircraft, load ${os.loadavg()[0]?.toFixed(2) ?? ''}`,
  );
  console.log(
    `ingest → client delay: p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${percentile(delays, 100).toFixed(0)} ms over ${delays.length.toString()} moved rows (${unmatched.toString()} of them unmatched; ${rows.toString()} rows in all)`,
  );
  console.log(
    `ingest → stream reader delay: p50 ${percentile(streamDelays, 50).toFixed(0)} ms, p99 ${percentile(streamDelays, 99).toFixed(0)} ms over ${streamDelays.length.toString()} positions`,
  );
  console.log(`live stream: ${(bytesPerSecond / 1024).toFixed(0)} KB/s`);
  console.log(
    `redis calls: ${total.toFixed(1)}/s (${calls.join(', ')}; one XREAD of them is this bench's)`,
  );
  await admin.quit();
}

async function cleanUp(): Promise<void> {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

try {
  await main();
} finally {
  await cleanUp();
}

/** An entry's batch (fields `o`, the origin, and `b`) and the batch's size in bytes. */
function liveBatchOf(fields: Buffer[]): {
  batch: ReturnType<typeof decodeLiveEntry>['batch'];
  bytes: number;
} {
  const at = fields.findIndex((field, i) => i % 2 === 0 && field.toString() === 'b');
  return { batch: decodeLiveEntry(fields).batch, bytes: fields[at + 1]?.length ?? 0 };
}
