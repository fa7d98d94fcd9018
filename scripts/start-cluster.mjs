#!/usr/bin/env node
// `npm run start:cluster`: one Skytrace cluster on this machine (apps/server/README.md, "Several
// processes"): two ingest processes (one with the simulator), two realtime processes and one HTTP
// process, on PostgreSQL (DATABASE_URL, created when missing) and Redis (REDIS_URL), sharing one
// DATA_DIR (socket token secret, uploads). A small front proxy on PORT (8080) stands in for the
// load balancer: the realtime socket and its token calls go to the realtime processes in turn,
// everything else to the HTTP process. A TCP front on the usual feeder ports (Beast 30004, AVR
// 30001, SBS 30006, or FEED_*_PORT) stands in for deploy/nginx.feeders.conf: each feeder
// connection goes to the ingest process with the fewest, or the other one when it refuses, so a
// feeder whose ingest process dies reconnects to the same address and lands on the other one.
// Ctrl-C stops them all (SIGTERM, the fronts first; the recording ingest process hands its lease
// over or stops last, so nothing it recorded is lost).
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'apps/server/dist/main.js');
const env = process.env;
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/skytrace_cluster';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const frontPort = Number(env.PORT ?? 8080);
const host = '127.0.0.1';
// The processes' own ports: CLUSTER_BASE_PORT (8091) and the next three.
const base = Number(env.CLUSTER_BASE_PORT ?? 8091);
const dataDir = env.DATA_DIR ?? resolve(root, 'data-cluster');
/** The feeders' front: the ports feeders dial, as a single process has them. */
const feederFront = {
  beast: Number(env.FEED_BEAST_PORT ?? 30004),
  avr: Number(env.FEED_AVR_PORT ?? 30001),
  sbs: Number(env.FEED_SBS_PORT ?? 30006),
};
/** An ingest process's own feeder ports behind the front: base + 10 + 3·i and the next two. */
function feederPorts(index) {
  const first = base + 10 + 3 * index;
  return { beast: first, avr: first + 1, sbs: first + 2 };
}
/** Environment of an ingest process: its feeder ports and its own trace journal folder. */
function ingestEnv(index, own) {
  const ports = feederPorts(index);
  return {
    FEED_BEAST_PORT: String(ports.beast),
    FEED_AVR_PORT: String(ports.avr),
    FEED_SBS_PORT: String(ports.sbs),
    // Behind the front every feeder comes from the front's address: the per-address cap (4 by
    // default) would refuse the fifth feeder. nginx in deploy/ has the same effect.
    FEED_MAX_PER_ADDRESS: env.FEED_MAX_PER_ADDRESS ?? '1000',
    ...own,
  };
}
// Two ingest processes behind the feeders' front: the first also runs the simulator (which
// dials its own process's Beast port, not the front); one of them holds the recorder lease. Each
// keeps its trace journal in a folder of its own under the shared DATA_DIR.
const processes = [
  { name: 'ingest-1', roles: 'ingest,sim', port: base, env: ingestEnv(0, {}), feeds: 0 },
  { name: 'realtime-1', roles: 'http,realtime', port: base + 1 },
  { name: 'realtime-2', roles: 'http,realtime', port: base + 2 },
  { name: 'http', roles: 'http', port: base + 3 },
  {
    name: 'ingest-2',
    roles: 'ingest',
    port: base + 4,
    env: ingestEnv(1, { SIM: 'off' }),
    feeds: 1,
  },
];
/** Paths the realtime processes answer (the socket, its tokens, the batches' .proto files). */
const REALTIME_PATHS = ['/socket.io/', '/api/v2/index/access_token', '/adsb/socket.io/', '/proto/'];

function log(message) {
  console.log(`[cluster] ${message}`);
}

/** Creates the cluster's database when it does not exist yet. */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function waitForHealth(port, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const ok = await fetch(`http://${host}:${port}/api/v2/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('no health answer within 180 s');
}

const children = [];
function startProcess({ name, roles, port, env: own }) {
  const child = spawn(process.execPath, ['--no-allocation-site-pretenuring', entry], {
    cwd: root,
    // Its own process group: a terminal's Ctrl-C reaches this script only, which then stops the
    // processes in order.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      ROLES: roles,
      PORT: String(port),
      HOST: host,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      ...(own ? { TRACE_JOURNAL_DIR: resolve(dataDir, `trace-journal-${name}`), ...own } : {}),
    },
  });
  child.on('exit', (code, signal) => log(`${name} exited (${signal ?? code})`));
  children.push({ name, child });
  return child;
}

/** The front: WebSocket upgrades and realtime calls round-robin to the realtime processes. */
function startFront() {
  const realtime = processes.filter((each) => each.roles.includes('realtime'));
  const web = processes.find((each) => each.name === 'http');
  let turn = 0;
  const target = (url = '/') =>
    REALTIME_PATHS.some((prefix) => url.startsWith(prefix))
      ? realtime[turn++ % realtime.length].port
      : web.port;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host,
        port: target(request.url),
        path: request.url,
        method: request.method,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    // A realtime process that refuses the connection (stopped, killed) is skipped for the next
    // one, as nginx's `proxy_next_upstream error` does: its clients reconnect to the others.
    const dial = (tried) => {
      if (tried === realtime.length || socket.destroyed) {
        socket.destroy();
        return;
      }
      const upstream = net.connect(target(request.url), host, () => {
        upstream.removeAllListeners('error');
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (let i = 0; i < request.rawHeaders.length; i += 2) {
          lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.on('error', () => upstream.destroy());
        upstream.once('close', () => socket.destroy());
        socket.once('close', () => upstream.destroy());
        upstream.pipe(socket).pipe(upstream);
      });
      upstream.once('error', () => dial(tried + 1));
    };
    dial(0);
  });
  server.listen(frontPort, host);
  return server;
}

/**
 * The feeders' front: one TCP listener per feeder kind; a connection goes to the ingest process
 * holding the fewest of that kind (nginx's least_conn) or, when it refuses, to the next one; it
 * is held paused until one accepts (a feeder writes at once). When either end closes, so does
 * the other: a feeder whose ingest process died reconnects here and lands on one that answers.
 */
function startFeederFront() {
  const ingest = processes.filter((each) => each.feeds !== undefined);
  const sockets = new Set();
  const servers = Object.entries(feederFront).map(([kind, publicPort]) => {
    const open = ingest.map(() => 0);
    const server = net.createServer((client) => {
      sockets.add(client);
      client.once('close', () => sockets.delete(client));
      client.on('error', () => client.destroy());
      client.pause();
      const fewest = open.indexOf(Math.min(...open));
      const dial = (tried) => {
        if (tried === ingest.length || client.destroyed) {
          client.destroy();
          return;
        }
        const index = (fewest + tried) % ingest.length;
        const upstream = net.connect(feederPorts(ingest[index].feeds)[kind], host, () => {
          upstream.removeAllListeners('error');
          open[index]++;
          sockets.add(upstream);
          upstream.on('error', () => upstream.destroy());
          upstream.once('close', () => {
            open[index]--;
            sockets.delete(upstream);
            client.destroy();
          });
          client.once('close', () => upstream.destroy());
          client.pipe(upstream).pipe(client);
          client.resume();
        });
        upstream.once('error', () => dial(tried + 1));
      };
      dial(0);
    });
    server.on('error', (error) => log(`feeder front ${kind} ${publicPort}: ${error.message}`));
    server.listen(publicPort, host);
    return server;
  });
  return {
    close() {
      for (const server of servers) server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

let front;
let feeders;
let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  front?.close();
  feeders?.close();
  // Reverse start order: the first ingest process stops last (the second hands over to it).
  for (const { name, child } of [...children].reverse()) {
    // A process killed by a signal has no exit code, only its signal.
    if (child.exitCode !== null || child.signalCode !== null) continue;
    log(`stopping ${name}`);
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  process.exit();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

await ensureDatabase(databaseUrl);
// The first ingest process first: it migrates the database and loads the reference data once,
// and takes the recorder lease before the others start.
const [first, ...rest] = processes;
try {
  await waitForHealth(first.port, startProcess(first));
  await Promise.all(rest.map((each) => waitForHealth(each.port, startProcess(each))));
} catch (error) {
  // The others run in process groups of their own: stop them rather than leave them behind.
  log(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
  await stopAll();
}
front = startFront();
feeders = startFeederFront();
const ports = processes.map((each) => `${each.name} ${each.port}`).join(', ');
const feedPorts = Object.entries(feederFront)
  .map(([kind, port]) => `${kind} ${port}`)
  .join(', ');
log(`ready: http://${host}:${frontPort}/ (${ports}); feeders: ${feedPorts}`);
