// Attack traffic that runs until told to stop, shared by the floods and by the stop-under-load
// measurements: SBS feeders creating many aircraft, HTTP feeders posting 8 MB bodies, bounded
// request floods, and holder processes keeping idle connections open.
import { ADSB_FULL_PATHS } from '@skytrace/contracts';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ask, finish, ready, sleep, spawnNode } from './abuse.children';
import type { HolderConfig, HolderStatus } from './abuse.holder-child';
import { attackerAddress, countStatus, postJson, type HttpResult } from './abuse.net';
import type { BenchServer } from './abuse.server';
import { attackerCentre, clusterLines, largeFeedText } from './abuse.sky';

const root = path.resolve(import.meta.dirname, '../../..');

const isAborted = (signal: AbortSignal) => signal.aborted;

/**
 * `connections` SBS feeders, each from its own address and each sending `perConnection`
 * distinct aircraft, again every `resendEveryMs` so that they stay live, until `signal`.
 */
export async function sbsAircraftFlood(
  server: BenchServer,
  options: {
    connections: number;
    perConnection: number;
    firstAddress: number;
    icaoBase: number;
    resendEveryMs: number;
    signal: AbortSignal;
  },
): Promise<{ linesSent: number; refused: number }> {
  let linesSent = 0;
  let refused = 0;
  const feed = async (index: number) => {
    const text = clusterLines(
      options.icaoBase + index * 0x8000,
      options.perConnection,
      attackerCentre(options.firstAddress + index),
      Date.now(),
    );
    while (!options.signal.aborted) {
      const socket = net.connect({
        host: '127.0.0.1',
        port: server.ports.sbs,
        localAddress: attackerAddress(options.firstAddress + index),
      });
      socket.on('error', () => undefined);
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const stop = () => socket.destroy();
      options.signal.addEventListener('abort', stop, { once: true });
      socket.once('connect', () => {
        void (async () => {
          while (!socket.destroyed && !options.signal.aborted) {
            if (!socket.write(text)) await new Promise((resolve) => socket.once('drain', resolve));
            linesSent += options.perConnection;
            await sleep(options.resendEveryMs);
          }
        })();
      });
      await closed;
      options.signal.removeEventListener('abort', stop);
      // Read again: the signal may have fired while the connection was open.
      if (!isAborted(options.signal)) {
        refused++;
        await sleep(1_000);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => feed(index)));
  return { linesSent, refused };
}

/** `posters` HTTP feeders, each posting one valid 8-MB (inflated) body after another. */
export async function largeBodyFlood(
  server: BenchServer,
  options: { posters: number; firstAddress: number; signal: AbortSignal },
): Promise<{ statuses: Map<number, number>; meanMs: number }> {
  const statuses = new Map<number, number>();
  let totalMs = 0;
  const post = async (index: number) => {
    const code = deflateSync(largeFeedText(index, Date.now())).toString('base64');
    const from = `a77ac4e20000000${index.toString(16)}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Stop at once, not after the body in flight (which may take seconds on a slow server).
    options.signal.addEventListener('abort', () => agent.destroy(), { once: true });
    while (!options.signal.aborted) {
      const result = await postJson(
        `${server.base}${ADSB_FULL_PATHS.compressedFeed}`,
        { from, code },
        { agent, localAddress: attackerAddress(options.firstAddress + index), timeoutMs: 30_000 },
      );
      // A post cut by the end of the flood is not the server's answer.
      if (isAborted(options.signal)) break;
      countStatus(statuses, result.status);
      totalMs += result.ms;
      if (result.status === 0) await sleep(200);
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: options.posters }, (_, index) => post(index)));
  const count = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  return { statuses, meanMs: count === 0 ? 0 : totalMs / count };
}

/** `count` requests at `concurrency` over one keep-alive pool, stopping after `maxMs`. */
export async function requestFlood(
  count: number,
  concurrency: number,
  maxMs: number,
  send: (index: number, agent: http.Agent) => Promise<HttpResult>,
  minMs = 0,
): Promise<{ sent: number; statuses: Map<number, number>; ms: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  let timedOut = false;
  const isTimedOut = () => timedOut;
  // At the cap, requests still waiting on a frozen server are cut, not awaited.
  const cap = setTimeout(() => {
    timedOut = true;
    agent.destroy();
  }, maxMs);
  const worker = async () => {
    // Past `count`, a flood with `minMs` keeps going until then: a server that refuses fast
    // must still hold out for as long as the attack lasted against it.
    while ((next < count || performance.now() - started < minMs) && !timedOut) {
      const result = await send(next++, agent);
      if (isTimedOut()) break;
      countStatus(statuses, result.status);
      if (result.status === 0) await sleep(50);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearTimeout(cap);
  agent.destroy();
  return { sent: next, statuses, ms: performance.now() - started };
}

const holderFile = path.join(import.meta.dirname, 'abuse.holder-child.ts');
/** Connections per holder process, well under a 20,000 open-file limit. */
const PER_HOLDER = 9_000;

/**
 * Opens `count` idle connections (in holder processes) and holds them for `holdMs` from the
 * start; returns what the server did with them. The holders are closed before it returns.
 */
export async function holdIdleConnections(
  config: Omit<HolderConfig, 'count'> & { count: number },
  holdMs: number,
): Promise<HolderStatus> {
  const started = performance.now();
  const holders: ChildProcess[] = [];
  for (let offset = 0; offset < config.count; offset += PER_HOLDER) {
    const part: HolderConfig = { ...config, count: Math.min(PER_HOLDER, config.count - offset) };
    holders.push(spawnNode(holderFile, [JSON.stringify(part)], { cwd: root, ipc: true }));
  }
  await Promise.all(holders.map((holder) => ready(holder)));
  await sleep(Math.max(0, holdMs - (performance.now() - started)));
  const parts = await Promise.all(
    holders.map((holder) => ask<HolderStatus>(holder, { type: 'status' })),
  );
  await Promise.all(holders.map((holder) => finish(holder)));
  return parts.reduce(
    (sum, part) => ({
      attempted: sum.attempted + part.attempted,
      open: sum.open + part.open,
      failed: sum.failed + part.failed,
      closedByServer: sum.closedByServer + part.closedByServer,
      retries: sum.retries + part.retries,
    }),
    { attempted: 0, open: 0, failed: 0, closedByServer: 0, retries: 0 },
  );
}
