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
import { AirportFinder } from '../src/events/airport.finder';
import { EventDetector, type EventSample } from '../src/events/event.detector';
import { buildAirportRows } from '../src/reference/reference.sources';
import { isAirborne } from '../src/sim/flight.phase';
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
      STATS_INTERNALS: 'public',
    },
  });
  const base = `http://127.0.0.1:${httpPort}`;
  for (let i = 0; i < 1200; i++) {
    try {
      const response = await fetch(`${base}${API_V2_FULL_PATHS.health}`);
      if (response.ok) return { child, beastPort, dataDir, base };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

interface Stats {
  ingest: { inputs: { beast: { frames: number; accepted: number } } } | null;
  live: { aircraft: number; withPosition: number };
}

async function readStats(base: string): Promise<Stats> {
  const response = await fetch(`${base}${API_V2_FULL_PATHS.systemStats}`);
  return ((await response.json()) as { data: Stats }).data;
}

/** Frames accepted by the server's Beast input over the measured window (all runs). */
let acceptedFrames = 0;

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
  let acceptedAtStart = 0;
  const ticks = Math.round((WARMUP + SECONDS) / TICK_SECONDS);
  const started = performance.now();
  for (let tick = 0; tick < ticks; tick++) {
    if (tick === Math.round(WARMUP / TICK_SECONDS)) {
      cpuAtStart = cpuSeconds(pid);
      acceptedAtStart = (await readStats(server.base)).ingest?.inputs.beast.accepted ?? 0;
    }
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
  const stats = await readStats(server.base);
  const accepted = (stats.ingest?.inputs.beast.accepted ?? 0) - acceptedAtStart;
  acceptedFrames += accepted;
  console.log(
    `  ${Math.round(accepted / SECONDS).toLocaleString('en')} frames/s accepted, ${stats.live.withPosition.toLocaleString('en')} aircraft with a position`,
  );
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
  const micros = detectorMicrosPerPosition(simulator);
  const detectorCpu = (micros * acceptedFrames) / 1e6;
  console.log(
    `detector alone: ${micros.toFixed(2)} µs CPU per position; × the ${acceptedFrames.toLocaleString('en')} frames accepted in the measured windows (an upper bound on positions) = ${detectorCpu.toFixed(2)} s, ${((detectorCpu / (withDetection + without)) * 100).toFixed(2)} % of the server's CPU`,
  );
  console.log(
    `events: server CPU with detection ${withDetection.toFixed(2)} s, without ${without.toFixed(2)} s over ${ROUNDS} × ${SECONDS} s: ratio ${ratio.toFixed(3)}, detection adds ${((ratio - 1) * 100).toFixed(1)} % (target ≤ 5 %); load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

/**
 * The detector alone, in this process: CPU µs per position over the positions of ten simulated
 * minutes of the same sky (one position per aircraft per second, as the live table gives).
 */
function detectorMicrosPerPosition(simulator: Simulator): number {
  const detector = new EventDetector({ airports: new AirportFinder(buildAirportRows()) }, () => {});
  const table = simulator.table;
  const samples: EventSample[] = [];
  for (let second = 0; second < 600; second++) {
    simulator.advance(1, false);
    for (let slot = 0; slot < table.capacity; slot++) {
      const leg = table.legs[slot];
      const phase = table.phase[slot] ?? 0;
      if (leg === undefined || phase === 0) continue;
      samples.push({
        icao: leg.icao,
        callsign: leg.callsign,
        positionTime: simulator.time,
        lat: table.lat[slot] ?? 0,
        lon: table.lon[slot] ?? 0,
        altitude: table.altitude[slot] ?? 0,
        verticalRate: table.verticalRate[slot] ?? 0,
        track: table.track[slot] ?? 0,
        airGround: isAirborne(phase) ? 1 : 2,
        squawk: Number.parseInt((table.squawk[slot] ?? 0).toString(8), 16),
      });
    }
  }
  const before = process.cpuUsage();
  for (const sample of samples) detector.observe(sample);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / samples.length;
}

await main();
