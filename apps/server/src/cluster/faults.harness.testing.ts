// What the fault tests (faults.test.ts) drive a cluster with: a feeder sending SBS positions
// once a second, a realtime process as a real child process (`src/main.ts` under tsx, so that
// kill -9 is a real one), and a Socket.IO client that behaves like the web app's
// (apps/web/src/live/realtime.ts): Socket.IO's own reconnection, and on every `connect` a fresh
// token, `validate` and `sub`.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { formatSbsLine } from '@skytrace/adsb';
import {
  API_V2_FULL_PATHS,
  HOST_PATHS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@skytrace/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { RealtimeCodec } from '../realtime/location.codec';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** A position sent to the ingest process. */
export interface FedPosition {
  lat: number;
  lon: number;
  atMs: number;
}

/**
 * Sends `count` aircraft's positions and velocities once a second. Their speed alternates
 * between 400 and 420 kt, a change the recorder keeps a point for (trace.thinning.ts, ≥ 10 kt
 * above 10,000 ft): every position sent becomes a trace point, so none may be missing. With
 * `reconnectMs`, a dropped connection is dialled again after that long, as readsb does; the
 * positions of a second without a connection are not sent (nor counted as sent).
 */
export function feedSbs(
  port: number,
  firstIcao: number,
  count: number,
  options: { reconnectMs?: number } = {},
) {
  let stopped = false;
  const dial = () => {
    const connection = net.connect(port, '127.0.0.1');
    connection.on('error', () => undefined);
    connection.once('close', () => {
      const { reconnectMs } = options;
      if (stopped || reconnectMs === undefined) return;
      setTimeout(() => {
        if (!stopped) socket = dial();
      }, reconnectMs);
    });
    return connection;
  };
  let socket = dial();
  const sent = new Map<number, FedPosition[]>();
  let second = 0;
  const send = () => {
    if (socket.destroyed) return;
    const timeMs = Date.now();
    const lines: string[] = [];
    for (let n = 0; n < count; n++) {
      const icao = firstIcao + n;
      const lat = Math.round((30 + n * 0.2 + second * 0.002) * 1e5) / 1e5;
      const lon = 110 + n * 0.1;
      if (second === 0) lines.push(formatSbsLine({ type: 1, icao, timeMs, callsign: `F${n}` }));
      lines.push(formatSbsLine({ type: 3, icao, timeMs, altitudeFt: 30_000, lat, lon }));
      const groundSpeedKt = second % 2 === 0 ? 400 : 420;
      lines.push(formatSbsLine({ type: 4, icao, timeMs, groundSpeedKt, trackDeg: 0 }));
      const list = sent.get(icao) ?? [];
      list.push({ lat, lon, atMs: timeMs });
      sent.set(icao, list);
    }
    second++;
    socket.write(lines.join(''));
  };
  send();
  const timer = setInterval(send, 1_000);
  return {
    sent,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      socket.end();
    },
  };
}

export interface ChildServer {
  child: ChildProcess;
  port: number;
  exited: Promise<unknown>;
}

/** Starts `src/main.ts` in a child process with `env`; resolves once it listens. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running on http:\/\/[\d.]+:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`child server exited (${String(code)}):\n${output}`)),
    );
  });
  // Keeps draining its output (a full pipe would stall it).
  child.stdout.resume();
  return { child, port, exited };
}

/** A full picture a client received: when, and the aircraft in it. */
export interface ReceivedPicture {
  atMs: number;
  icaos: Set<number>;
}

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const WORLD = { north: 90, south: -90, east: 180, west: -180 };

/** A client like the web app's, subscribed to `bounds` (the whole world) through `base`. */
export function webLikeClient(base: string, bounds = WORLD) {
  const codec = new RealtimeCodec();
  const pictures: ReceivedPicture[] = [];
  /** When its connection dropped, ms. */
  const disconnects: number[] = [];
  /** Each aircraft's latest position on the client, and when it last moved. */
  const moved = new Map<number, { lat: number; lon: number; atMs: number }>();
  // A connection of its own (Socket.IO shares one per URL otherwise), as each browser has.
  const socket: LiveSocket = connect(base, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
    forceNew: true,
  });
  socket.on('connect', () => {
    void (async () => {
      const response = await fetch(`${base}${API_V2_FULL_PATHS.accessToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'device_id=fault-test',
      });
      const token = ((await response.json()) as { data: { encrypt: string } }).data.encrypt;
      await socket.emitWithAck('validate', { token });
      await socket.emitWithAck('sub', { clientBounds: bounds, limit: -1, increment: 1 });
    })().catch(() => socket.disconnect().connect());
  });
  socket.on('disconnect', () => disconnects.push(Date.now()));
  socket.on('location', (bytes) => {
    const atMs = Date.now();
    const batch = codec.decodeLocation(new Uint8Array(bytes));
    const icaos = new Set<number>();
    let icao = 0;
    batch.icaoDelta.forEach((delta, i) => {
      icao += delta;
      icaos.add(icao);
      const lat = batch.originLat + (batch.lat[i] ?? 0);
      const lon = batch.originLon + (batch.lon[i] ?? 0);
      const last = moved.get(icao);
      if (!last || last.lat !== lat || last.lon !== lon) moved.set(icao, { lat, lon, atMs });
    });
    if (batch.full) pictures.push({ atMs, icaos });
  });
  return { socket, pictures, moved, disconnects, close: () => socket.disconnect() };
}
