// `npm run bench:scale`: a cluster under load on this machine (issue 22 part 6; README "Load and
// fault tests"). Starts a private redis-server and a private PostgreSQL, N ingest processes and
// R realtime processes (the server's real dist/main.js), Beast feeders at --rate messages/s
// (scale.feed.ts) and --clients Socket.IO clients spread over worker processes
// (scale.clients.ts), each subscribed to one of --views views of about --per-view aircraft with
// 1 s increments. It prints, each with its target, pass or fail, the ratio and the load:
// memory per client (RSS growth of the realtime processes over the clients), the delay from a
// position's sending to a client's receipt (p50/p99), starved clients, messages dropped between
// the feeders and the ingest processes, and whether the clients of every realtime process see
// the same sky. --faults then runs the fault scenarios (scale.faults.ts). Loopback only;
// bounded: the run lasts its set-up, --seconds and the faults, and stops all it started.
//
//   npm run bench:scale -- [--clients 10000] [--realtime 2] [--ingest 1] [--seconds 60]
//     [--rate 200000] [--aircraft 10000] [--feeders 100] [--views 20] [--per-view 500]
//     [--measure-every 10] [--client-workers 2] [--connect-rate 500] [--faults]
//     [--fault-clients 200] [--no-build] [--realtime-node-flags "--max-semi-space-size=1"]
//     [--jitter 0.02] [--entry ../other-tree/apps/server/dist/main.js]
// --jitter moves each client's raw bounds around its view (scale.jitter.ts: users' maps never
// line up; the server snaps them to its grid, issue 22); --entry runs another build's server
// (with --no-build) for before/after runs. The views each realtime process holds are printed.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  missingServerBinaries,
  PrivatePostgres,
  PrivateRedis,
} from '../src/cluster/private-services.testing';
import { runFaults } from './scale.faults';
import {
  dataDir,
  PORTS,
  sleep,
  startServerProcess,
  stopAll,
  type ServerProcess,
} from './scale.processes';
import { measureLoad } from './scale.load';
import { options, values } from './scale.options';
import { printSummary } from './scale.report';

const root = path.resolve(import.meta.dirname, '../../..');

async function main(): Promise<void> {
  if (os.platform() !== 'linux') throw new Error('the benchmark reads /proc: run it on Linux');
  const missing = missingServerBinaries();
  if (missing) throw new Error(`bench:scale starts its own Redis and PostgreSQL: ${missing}`);
  if (!values['no-build']) {
    console.log('building the server…');
    execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], {
      stdio: 'inherit',
    });
  }
  console.log(
    `bench:scale: ${options.clients.toLocaleString('en')} clients over ${options.realtime.toString()} realtime processes, ${options.rate.toLocaleString('en')} messages/s of ${options.aircraft.toLocaleString('en')} aircraft into ${options.ingest.toString()} ingest process(es), ${options.seconds.toString()} s measured`,
  );
  const [redis, postgres] = await Promise.all([
    PrivateRedis.start(PORTS),
    PrivatePostgres.start(PORTS),
  ]);
  try {
    const secret = crypto.randomBytes(32).toString('hex');
    const common = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'h-scalebench:',
      SIM: 'off',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      FEED_MAX_PER_ADDRESS: '10',
      // Each synthetic feeder hears aircraft all over China: no range check (bench:ingest too).
      FEED_MAX_RANGE_KM: '20000',
      TRACE_FLUSH_SECONDS: '5',
      STATS_INTERNALS: 'public',
      // Every client dials from 127.0.0.1; the world watchers take every aircraft. The HTTP
      // server's own per-address cap (256 by default) counts the same connections: without it
      // each realtime process held 255 clients and refused the rest (the "510 of 1,000").
      SOCKET_MAX_PER_ADDRESS: String(options.clients + options.faultClients + 100),
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(options.clients + options.faultClients + 100),
      HTTP_MAX_CONNECTIONS: String(Math.max(10_000, options.clients + options.faultClients + 100)),
      SOCKET_SUB_MAX_AIRCRAFT: '100000',
    };
    const ingest: ServerProcess[] = [];
    const feedPorts: number[] = [];
    for (let k = 0; k < options.ingest; k++) {
      const beastPort = await freePort(PORTS);
      // One after the other: the first migrates the new database.
      const started = await startServerProcess(`ingest-${k.toString()}`, {
        ...common,
        ROLES: 'http,ingest',
        DATA_DIR: dataDir(secret),
        FEED_BEAST_PORT: String(beastPort),
      }).catch((error: unknown) => {
        if (k === 0) throw error;
        throw new Error(
          `ingest process ${(k + 1).toString()} of ${options.ingest.toString()} did not start: ${String(error)}`,
        );
      });
      ingest.push(started);
      feedPorts.push(beastPort);
    }
    const realtime = await Promise.all(
      Array.from({ length: options.realtime }, (_, k) =>
        startServerProcess(
          `realtime-${k.toString()}`,
          {
            ...common,
            ROLES: 'http,realtime',
            DATA_DIR: dataDir(secret),
            FEED_BEAST_PORT: '0',
          },
          options.realtimeNodeFlags,
        ),
      ),
    );
    const load = await measureLoad({ options, ingest, realtime, feedPorts });
    if (values.faults) await runFaults({ options, ingest, realtime, redis, postgres, load });
    load.close();
    await sleep(100);
  } finally {
    await stopAll();
    await redis.kill();
    await postgres.destroy();
  }
  process.exitCode = printSummary() ? 0 : 1;
}

await main();
