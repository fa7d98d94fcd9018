// Where a realtime client's memory goes (bench:scale's "memory per client", looked at alone):
// one realtime server in this process (the real RealtimeServer on a real HTTP port, a live table
// of --aircraft moving aircraft, ticks every second), --clients real socket.io-client sockets in
// a child process subscribed to --views views. It prints the V8 heap (used + array buffers)
// and RSS per client after full garbage collections: with the sockets connected but not
// subscribed, then subscribed and served --ticks ticks. No database, Redis or feeders: only what
// the realtime role holds per socket.
//
//   npx tsx --expose-gc apps/server/bench/scale.memory.ts [--clients 1000] [--views 20]
//     [--aircraft 10000] [--per-view 500] [--ticks 10] [--snapshot file.heapsnapshot]
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { HOST_PATHS } from '@skytrace/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { emptyLiveUpdate, LiveTable } from '../src/live/live.table';
import { RealtimeServer } from '../src/realtime/realtime.server';
import { issueSocketToken } from '../src/realtime/realtime.token';
import { SKY_AREA, skyViews } from './scale.sky';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    views: { type: 'string', default: '20' },
    aircraft: { type: 'string', default: '10000' },
    'per-view': { type: 'string', default: '500' },
    ticks: { type: 'string', default: '10' },
    snapshot: { type: 'string' },
    child: { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const VIEWS = Number(values.views);
const AIRCRAFT = Number(values.aircraft);

type Command = { url: string; token: string; count: number; subscribe: boolean };

/** The child: opens the sockets, validates them, subscribes when told; reports each stage. */
function clients(): void {
  const sockets: Socket[] = [];
  const views = skyViews(VIEWS, AIRCRAFT, Number(values['per-view']));
  process.on('message', (message: unknown) => {
    const command = message as Command;
    void (async () => {
      if (!command.subscribe) {
        for (let n = 0; n < command.count; n++) {
          const socket = connect(command.url, {
            path: HOST_PATHS.socketIo,
            transports: ['websocket'],
            forceNew: true,
          });
          // Received batches are dropped: the server's side is measured.
          socket.on('location', () => undefined);
          socket.on('identity', () => undefined);
          sockets.push(socket);
          await new Promise<void>((resolve) => socket.once('connect', resolve));
          await socket.emitWithAck('validate', { token: command.token });
        }
      } else {
        await Promise.all(
          sockets.map((socket, n) =>
            socket.emitWithAck('sub', {
              clientBounds: views[n % views.length],
              limit: -1,
              increment: 1,
            }),
          ),
        );
      }
      process.send?.({ type: 'done' });
    })();
  });
  process.on('disconnect', () => process.exit(0));
}

const gc = (globalThis as { gc?: () => void }).gc;

/** RSS as it is (what bench:scale samples), then heap and RSS after full collections. */
function memory(): { heap: number; rss: number; rssBeforeGc: number } {
  const rssBeforeGc = process.memoryUsage.rss();
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.arrayBuffers, rss: usage.rss, rssBeforeGc };
}

async function main(): Promise<void> {
  if (!gc) throw new Error('run with --expose-gc');
  const table = new LiveTable();
  let now = Math.floor(Date.now() / 1000);
  const move = (step: number) => {
    for (let i = 0; i < AIRCRAFT; i++) {
      const u = (i * 0.618_033_988_75) % 1;
      const v = (i * 0.754_877_666_25) % 1;
      table.apply({
        ...emptyLiveUpdate(),
        icao: 0x780000 + i,
        deviceId: 'd',
        time: now,
        lat: SKY_AREA.south + u * (SKY_AREA.north - SKY_AREA.south) + step * 0.001,
        lon: SKY_AREA.west + v * (SKY_AREA.east - SKY_AREA.west),
        altitude: 30000,
        groundSpeed: 450,
        track: 0,
        callsign: `CES${String(1000 + (i % 9000))}`,
      });
    }
  };
  move(0);
  const secret = Buffer.alloc(32, 3);
  const server = http.createServer();
  const realtime = new RealtimeServer(server, {
    liveTable: table,
    secret,
    now: () => now,
    limits: { validateTimeoutMs: 60_000, maxPerAddress: CLIENTS + 10, subMaxAircraft: 100_000 },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const child = fork(import.meta.filename, ['--child', '1', ...process.argv.slice(2)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (command: Command) =>
    new Promise<void>((resolve) => {
      child.once('message', () => resolve());
      child.send(command);
    });
  const command = {
    url: `http://127.0.0.1:${port.toString()}`,
    token: issueSocketToken(secret, 'memory-probe', now),
    count: CLIENTS,
  };
  const empty = memory();
  await ask({ ...command, subscribe: false });
  const connected = memory();
  await ask({ ...command, subscribe: true });
  // CPU of this process from each tick to the next, less the table's moves: the server's cost of
  // serving the ticks (building, encoding and writing the batches), which a loaded machine's
  // waits do not inflate as they do the rounds' wall time.
  let tickCpuMs = 0;
  const cpuMs = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  for (let tick = 0; tick < Number(values.ticks); tick++) {
    now += 1;
    move(tick + 1);
    const before = cpuMs();
    realtime.tick();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (tick > 0) tickCpuMs += cpuMs() - before;
  }
  const served = memory();
  if (values.snapshot) v8.writeHeapSnapshot(values.snapshot);
  const per = (bytes: number) => `${(bytes / CLIENTS / 1024).toFixed(1)} KB`;
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(
    `scale.memory: ${CLIENTS.toString()} clients on ${VIEWS.toString()} views of ${AIRCRAFT.toString()} aircraft (load average ${load})`,
  );
  console.log(
    `  connected + validated: heap ${per(connected.heap - empty.heap)}, RSS ${per(connected.rss - empty.rss)} per client`,
  );
  console.log(
    `  subscribed, ${values.ticks} ticks served: heap ${per(served.heap - empty.heap)}, RSS ${per(served.rss - empty.rss)} per client (before the collections ${per(served.rssBeforeGc - empty.rss)}); ${realtime.stats.batchesSent.toString()} batches sent, ${realtime.stats.skippedForBackpressure.toString()} skipped for backpressure`,
  );
  const servedTicks = Math.max(1, Number(values.ticks) - 1);
  console.log(
    `  per tick after the first: CPU ${(tickCpuMs / servedTicks).toFixed(0)} ms, round ${(realtime.stats.roundMs / realtime.stats.ticks).toFixed(0)} ms wall (every tick)`,
  );
  child.disconnect();
  realtime.close();
  server.close();
}

if (values.child) clients();
else await main();
