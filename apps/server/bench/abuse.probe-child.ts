// A probe process of bench:abuse, apart from the flood generator so that the floods' work never
// delays a probe's timers. Role `health`: GET /api/v2/health every 50 ms on a new connection
// each time (as new visitors arrive), several in flight if the server is slow. Role `clients`:
// the real feeder (SBS over TCP, fixed UUID, 50 moving aircraft, one round a second; every 5 s
// its link blips for 2 s, so that every flood window sees it let in again), a check of its aircraft in
// /data/aircraft.json, and a real Socket.IO client watching them. The parent asks for a
// summary of any time window (Date.now() ms) over IPC.
import {
  formatIcaoHexLower,
  API_V2_FULL_PATHS,
  HOST_PATHS,
  type ServerToClientEvents,
  type ClientToServerEvents,
} from '@skytrace/contracts';
import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { httpRequest, PROBE_ADDRESS, socketToken } from './abuse.net';
import type { ClientsSummary, HealthSummary, ProbeConfig } from './abuse.probes';
import { PROBE_AIRCRAFT, PROBE_BOUNDS, PROBE_UUID, probeIcao, probeRound } from './abuse.sky';

const config = JSON.parse(process.argv[2] ?? '{}') as ProbeConfig;
const HEALTH_EVERY_MS = 50;
const HEALTH_TIMEOUT_MS = 5_000;
const MAX_IN_FLIGHT = 200;
const FEEDER_RECONNECT_MS = 5_000;
/** A real feeder's reconnect delay after its link blips (others may take the slot meanwhile). */
const FEEDER_PAUSE_MS = 2_000;
/** A probe aircraft counts as visible when its position is at most this old. */
const FRESH_SECONDS = 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// ---- health ----
const healthSamples: { t: number; ms: number; ok: boolean }[] = [];
/** Start times of the requests still waiting for an answer. */
const pending = new Set<number>();

function startHealth(): void {
  setInterval(() => {
    if (pending.size >= MAX_IN_FLIGHT) return;
    const t = Date.now();
    pending.add(t);
    void httpRequest(`${config.base}${API_V2_FULL_PATHS.health}`, {
      timeoutMs: HEALTH_TIMEOUT_MS,
    }).then((result) => {
      pending.delete(t);
      const ok = result.status === 200;
      // A failed request counts as the whole timeout: a user got nothing.
      healthSamples.push({ t, ms: ok ? result.ms : HEALTH_TIMEOUT_MS, ok });
    });
  }, HEALTH_EVERY_MS);
}

function healthSummary(from: number, to: number): HealthSummary {
  const now = Date.now();
  // A request still waiting counts with what it has waited so far (a lower bound), so that a
  // frozen server's last seconds are not missing from the window.
  const waiting = [...pending].map((t) => ({ t, ms: now - t, ok: true }));
  const inWindow = [...healthSamples, ...waiting].filter(
    (sample) => sample.t >= from && sample.t < to,
  );
  const sorted = inWindow.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    samples: inWindow.length,
    failures: inWindow.filter((sample) => !sample.ok).length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

// ---- feeder ----
const rounds: [round: number, t: number][] = [];
const feederEvents: { t: number; kind: 'refused' | 'closed' }[] = [];
let feeder: net.Socket | undefined;
let feederConnectedAt = 0;

function connectFeeder(): void {
  const socket = net.connect({
    host: '127.0.0.1',
    port: config.sbsPort,
    localAddress: PROBE_ADDRESS,
  });
  let planned = false;
  socket.on('connect', () => {
    feeder = socket;
    feederConnectedAt = Date.now();
    socket.write(`UUID ${PROBE_UUID}\r\n`);
    setTimeout(() => {
      planned = true;
      socket.end();
    }, FEEDER_RECONNECT_MS).unref();
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (feeder === socket) feeder = undefined;
    if (!planned) {
      // Closed by the server: refused if it barely got in.
      const refused = feederConnectedAt === 0 || Date.now() - feederConnectedAt < 2_000;
      feederEvents.push({ t: Date.now(), kind: refused ? 'refused' : 'closed' });
    }
    feederConnectedAt = 0;
    setTimeout(connectFeeder, planned ? FEEDER_PAUSE_MS : 1_000);
  });
}

function startFeeder(): void {
  connectFeeder();
  let round = 0;
  setInterval(() => {
    const socket = feeder;
    if (!socket || socket.writableLength > 1_000_000) return;
    const t = Date.now();
    socket.write(probeRound(round, t));
    rounds.push([round, t]);
    round++;
  }, 1_000);
}

// ---- visibility in /data/aircraft.json ----
const checks: { t: number; visible: number; total: number; ms: number; ok: boolean }[] = [];
const probeHex = new Set(
  Array.from({ length: PROBE_AIRCRAFT }, (_, i) => formatIcaoHexLower(probeIcao(i))),
);

async function checkVisibility(): Promise<void> {
  const t = Date.now();
  const result = await httpRequest(`${config.base}${HOST_PATHS.aircraftJson}`, {
    timeoutMs: 10_000,
    keepBody: true,
  });
  let visible = 0;
  let total = 0;
  if (result.status === 200) {
    const body = JSON.parse(result.body) as { aircraft: { hex: string; seen_pos?: number }[] };
    total = body.aircraft.length;
    for (const aircraft of body.aircraft) {
      if (probeHex.has(aircraft.hex) && (aircraft.seen_pos ?? Infinity) <= FRESH_SECONDS) visible++;
    }
  }
  checks.push({ t, visible, total, ms: result.ms, ok: result.status === 200 });
}

function startVisibility(): void {
  const loop = async () => {
    const started = Date.now();
    await checkVisibility();
    setTimeout(() => void loop(), Math.max(0, config.visibilityEveryMs - (Date.now() - started)));
  };
  void loop();
}

// ---- socket client ----
const batches: number[] = [];
const socketEvents: { t: number; kind: string }[] = [];
let socket: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;

async function connectSocket(): Promise<void> {
  try {
    const token = await socketToken(config.base, PROBE_ADDRESS, 'bench-probe');
    const client: Socket<ServerToClientEvents, ClientToServerEvents> = io(config.base, {
      path: HOST_PATHS.socketIo,
      transports: ['websocket'],
      query: { type: 'flightadsb' },
      reconnection: false,
      forceNew: true,
      timeout: 10_000,
    });
    socket = client;
    client.on('location', () => batches.push(Date.now()));
    client.on('disconnect', () => {
      socketEvents.push({ t: Date.now(), kind: 'disconnect' });
      setTimeout(() => void connectSocket(), 1_000);
    });
    client.on('connect_error', () => {
      socketEvents.push({ t: Date.now(), kind: 'connect_error' });
      client.close();
      setTimeout(() => void connectSocket(), 1_000);
    });
    client.on('connect', () => {
      void (async () => {
        const validated = (await client.timeout(10_000).emitWithAck('validate', { token })) as {
          code: number;
        };
        if (validated.code !== 1) throw new Error('validate refused');
        await client
          .timeout(10_000)
          .emitWithAck('sub', { clientBounds: PROBE_BOUNDS, limit: 200, increment: 1 });
      })().catch(() => {
        socketEvents.push({ t: Date.now(), kind: 'validate/sub failed' });
        client.disconnect();
      });
    });
  } catch {
    socketEvents.push({ t: Date.now(), kind: 'token failed' });
    setTimeout(() => void connectSocket(), 1_000);
  }
}

function clientsSummary(from: number, to: number): ClientsSummary {
  const inWindow = checks.filter((check) => check.t >= from && check.t < to);
  const arrivals = batches.filter((t) => t >= from && t < to);
  let maxGap = 0;
  let previous = from;
  for (const t of [...arrivals, to]) {
    maxGap = Math.max(maxGap, t - previous);
    previous = t;
  }
  return {
    checks: inWindow.length,
    failedChecks: inWindow.filter((check) => !check.ok).length,
    minVisible: inWindow.length === 0 ? 0 : Math.min(...inWindow.map((check) => check.visible)),
    maxTotal: Math.max(0, ...inWindow.map((check) => check.total)),
    roundsSent: rounds.filter(([, t]) => t >= from && t < to).length,
    feederRefused: feederEvents.filter((e) => e.t >= from && e.t < to && e.kind === 'refused')
      .length,
    feederClosed: feederEvents.filter((e) => e.t >= from && e.t < to && e.kind === 'closed').length,
    batches: arrivals.length,
    maxBatchGapMs: maxGap,
    socketFailures: socketEvents.filter((e) => e.t >= from && e.t < to).length,
  };
}

// ---- IPC ----
process.on('message', (raw: unknown) => {
  const message = raw as { id?: number; type: string; from?: number; to?: number };
  const send = (data: unknown) => process.send?.({ id: message.id, data });
  if (message.type === 'summary') {
    const from = message.from ?? 0;
    const to = message.to ?? Date.now();
    send(config.role === 'health' ? healthSummary(from, to) : clientsSummary(from, to));
  } else if (message.type === 'rounds') {
    send(rounds);
  } else if (message.type === 'close') {
    feeder?.destroy();
    socket?.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

if (config.role === 'health') {
  startHealth();
  process.send?.({ ready: true });
} else {
  startFeeder();
  startVisibility();
  void connectSocket();
  // Ready once the feeder's aircraft are visible and the socket has had a batch (or after 20 s:
  // a server that cannot even do that is reported by the first window).
  const started = Date.now();
  const wait = setInterval(() => {
    const visible = (checks.at(-1)?.visible ?? 0) >= PROBE_AIRCRAFT * 0.9;
    if ((visible && batches.length > 0) || Date.now() - started > 20_000) {
      clearInterval(wait);
      process.send?.({ ready: true });
    }
  }, 200);
}
