// `npm run bench:events`: what event detection (issue 19) costs the ingest pipeline at the
// default simulator size. The simulator runs here, in the bench process, at SIM_AIRCRAFT's
// default (2,000 aircraft airborne at the peak, a fleet of ~3,100) and its virtual receivers dial
// a real server process pinned to one core (ROLES=http,ingest, SIM=off) over Beast TCP, exactly
// as the sim role's receivers do. The server runs with EVENT_DETECTION=on and =off in turn
// (alternating, --rounds pairs); each run warms up, then its CPU seconds over --seconds are
// read from /proc. Prints both, the ratio and the added share (target ≤ 5 %).
//
//   npm run bench:events -- [--seconds 60] [--warmup 20] [--rounds 2] [--aircraft 2000]
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loopbackAddress, ReceiverLink } from '../src/sim/receiver.link';
import { Simulator } from '../src/sim/simulator';

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    aircraft: { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const ROUNDS = Number(values.rounds);
const AIRCRAFT = Number(values.aircraft);
const TICK_SECONDS = 0.5;
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

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(detection: boolean) {
  const httpPort = await freePort();
  const beastPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-bench-events-'));
  const child: ChildProcess = spawn('taskset', ['-c', '0', process.execPath, serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROLES: 'http,ingest',
      SIM: 'off',
      LOG_LEVEL: 'warn',
      EVENT_DETECTION: detection ? 'on' : 'off',
      FEED_BEAST_PORT: String(beastPort),
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      FEED_MAX_PER_ADDRESS: '10',
      FEED_MAX_RANGE_KM: '20000',
      TRACE_FLUSH_SECONDS: '10',
    },
  });
  const base = `http://127.0.0.1:${httpPort}`;
  for (let i = 0; i < 1200; i++) {
    try {
      const response = await fetch(`${base}${API_V2_FULL_PATHS.health}`);
      if (response.ok) return { child, beastPort, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** One run: the sky flown into a fresh server for warm-up + measured seconds. */
async function run(simulator: Simulator, detection: boolean): Promise<number> {
  const server = await startServer(detection);
  const pid = server.child.pid ?? 0;
  const network = simulator.network;
  const links = network.uuids.map(
    (uuid, i) => new ReceiverLink(server.beastPort, '127.0.0.1', uuid, loopbackAddress(i)),
  );
  for (let i = 0; i < 200 && !links.every((link) => link.isConnected); i++) await sleep(100);
  let cpuAtStart = 0;
  const ticks = Math.round((WARMUP + SECONDS) / TICK_SECONDS);
  const started = performance.now();
  for (let tick = 0; tick < ticks; tick++) {
    if (tick === Math.round(WARMUP / TICK_SECONDS)) cpuAtStart = cpuSeconds(pid);
    simulator.advance(TICK_SECONDS);
    for (let r = 0; r < network.count; r++) {
      links[r]?.setOnline(network.online[r] === 1);
      links[r]?.send(
        (network.buffers[r] ?? new Uint8Array(0)).subarray(0, network.lengths[r] ?? 0),
      );
    }
    network.clear();
    const next = started + (tick + 1) * TICK_SECONDS * 1000;
    await sleep(Math.max(0, next - performance.now()));
  }
  const cpu = cpuSeconds(pid) - cpuAtStart;
  await Promise.all(links.map((link) => link.close()));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  return cpu;
}

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error('build the server first (npm run build)');
  const simulator = await Simulator.create({
    seed: 1,
    aircraft: AIRCRAFT,
    startTime: Date.UTC(2026, 10, 21, 4, 0, 0) / 1000,
  });
  console.log(
    `sky: ${simulator.fleet.size.toLocaleString('en')} aircraft in the fleet, ${simulator.airborneCount().toLocaleString('en')} airborne, ${simulator.network.count} receivers; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternating order, so a drift of the machine's load hits both settings alike.
    for (const detection of round % 2 === 0 ? [true, false] : [false, true]) {
      const cpu = await run(simulator, detection);
      (detection ? on : off).push(cpu);
      console.log(
        `round ${round + 1} detection ${detection ? 'on ' : 'off'}: ${cpu.toFixed(2)} CPU s in ${SECONDS} s (${((cpu / SECONDS) * 100).toFixed(1)} % of a core); load ${os.loadavg()[0]?.toFixed(2)}`,
      );
    }
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const withDetection = sum(on);
  const without = sum(off);
  const ratio = withDetection / without;
  console.log(
    `events: server CPU with detection ${withDetection.toFixed(2)} s, without ${without.toFixed(2)} s over ${ROUNDS} × ${SECONDS} s: ratio ${ratio.toFixed(3)}, detection adds ${((ratio - 1) * 100).toFixed(1)} % (target ≤ 5 %); load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
