// The eight floods of issue 13's attack review, each bounded in count and time. `run` is the
// measured "during" window and returns one line of what was sent and what the server answered;
// `setup` (outside the window) prepares what the attack needs, e.g. a sky of 10,000 aircraft.
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  type ServerToClientEvents,
  type ClientToServerEvents,
  HOST_PATHS,
} from '@skytrace/contracts';
import { deflateSync } from 'node:zlib';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { formatSbsLine } from '@skytrace/adsb';
import { sleep } from './abuse.children';
import { holdIdleConnections, largeBodyFlood, requestFlood, sbsAircraftFlood } from './abuse.load';
import { attackerAddress, postJson, socketToken, statusText } from './abuse.net';
import type { BenchServer } from './abuse.server';
import { attackerCentre, randomFeederId, WORLD_BOUNDS } from './abuse.sky';

export interface FloodSettings {
  devices: number;
  aircraftPerConnection: number;
  idleHttp: number;
  idleSockets: number;
  idleFeeders: number;
  subAircraft: number;
  loginAttempts: number;
  /** Length of the time-bounded floods, s. */
  floodSeconds: number;
  /** Cap on the count-bounded floods, s. */
  maxSeconds: number;
}

export function floodSettings(quick: boolean): FloodSettings {
  return quick
    ? {
        devices: 5_000,
        aircraftPerConnection: 5_000,
        idleHttp: 5_000,
        idleSockets: 2_000,
        idleFeeders: 2_000,
        subAircraft: 10_000,
        loginAttempts: 500,
        floodSeconds: 10,
        maxSeconds: 20,
      }
    : {
        devices: 20_000,
        aircraftPerConnection: 20_000,
        idleHttp: 19_900,
        idleSockets: 5_000,
        idleFeeders: 2_000,
        subAircraft: 10_000,
        loginAttempts: 2_000,
        floodSeconds: 30,
        maxSeconds: 60,
      };
}

export interface Flood {
  id: number;
  title: string;
  /** The "after" window, s, when this flood needs a longer one (the 30-s device flush). */
  afterSeconds?: number;
  setup?(server: BenchServer, settings: FloodSettings): Promise<() => Promise<void>>;
  run(server: BenchServer, settings: FloodSettings): Promise<string>;
}

const fakeDevices: Flood = {
  id: 1,
  title: 'fake-device HTTP feeds',
  afterSeconds: 35,
  async run(server, settings) {
    const centre = attackerCentre(0);
    const result = await requestFlood(
      settings.devices,
      32,
      settings.maxSeconds * 1000,
      (_, agent) => {
        const line = formatSbsLine({
          type: 3,
          icao: 0x600000 + Math.floor(Math.random() * 0x10000),
          timeMs: Date.now(),
          altitudeFt: 30_000,
          lat: centre.lat + Math.random() - 0.5,
          lon: centre.lon + Math.random() - 0.5,
          onGround: false,
        });
        return postJson(
          `${server.base}${ADSB_FULL_PATHS.compressedFeed}`,
          { from: randomFeederId(), code: deflateSync(line).toString('base64') },
          { agent, localAddress: attackerAddress(0), timeoutMs: 30_000 },
        );
      },
      // The review's 20,000 posts took 27 s; refused in ~3 s now, they go on for the flood's
      // length so the probes (aircraft.json read every 5 s) see the server under them.
      settings.floodSeconds * 1000,
    );
    return `${result.sent.toLocaleString('en')} posts with new ids in ${(result.ms / 1000).toFixed(0)} s: ${statusText(result.statuses)}`;
  },
};

const aircraftFlood: Flood = {
  id: 2,
  title: '4 SBS feeders × many aircraft',
  async run(server, settings) {
    const signal = AbortSignal.timeout(settings.floodSeconds * 1000);
    const result = await sbsAircraftFlood(server, {
      connections: 4,
      perConnection: settings.aircraftPerConnection,
      firstAddress: 0,
      icaoBase: 0x400000,
      resendEveryMs: 5_000,
      signal,
    });
    return `${(4 * settings.aircraftPerConnection).toLocaleString('en')} distinct aircraft, ${result.linesSent.toLocaleString('en')} lines, ${result.refused} connections closed by the server`;
  },
};

function heldText(status: Awaited<ReturnType<typeof holdIdleConnections>>): string {
  return `${status.attempted.toLocaleString('en')} opened: ${status.open.toLocaleString('en')} open at the end, ${status.closedByServer.toLocaleString('en')} closed by the server, ${status.failed.toLocaleString('en')} attempts refused, ${status.retries.toLocaleString('en')} retries`;
}

const idleHttp: Flood = {
  id: 3,
  title: 'idle TCP on the HTTP port',
  async run(server, settings) {
    const status = await holdIdleConnections(
      {
        kind: 'tcp',
        port: server.ports.http,
        count: settings.idleHttp,
        localAddresses: [attackerAddress(0)],
      },
      settings.floodSeconds * 1000,
    );
    return heldText(status);
  },
};

const idleSockets: Flood = {
  id: 4,
  title: 'never-validating Socket.IO',
  async run(server, settings) {
    const status = await holdIdleConnections(
      {
        kind: 'socketio',
        port: server.ports.http,
        count: settings.idleSockets,
        localAddresses: [attackerAddress(0)],
      },
      settings.floodSeconds * 1000,
    );
    return heldText(status);
  },
};

const idleFeeders: Flood = {
  id: 5,
  title: 'idle feeders, 130 addresses',
  async run(server, settings) {
    const addresses = Array.from({ length: 130 }, (_, index) => attackerAddress(index));
    const status = await holdIdleConnections(
      {
        kind: 'tcp',
        port: server.ports.sbs,
        count: settings.idleFeeders,
        localAddresses: addresses,
      },
      settings.floodSeconds * 1000,
    );
    return heldText(status);
  },
};

const subFlood: Flood = {
  id: 6,
  title: 'sub {world, limit -1} 50/s × 5',
  // The sky it needs: one SBS feeder keeping `subAircraft` aircraft live.
  async setup(server, settings) {
    const controller = new AbortController();
    const feeding = sbsAircraftFlood(server, {
      connections: 1,
      perConnection: settings.subAircraft,
      firstAddress: 10,
      icaoBase: 0x300000,
      resendEveryMs: 5_000,
      signal: controller.signal,
    });
    await sleep(5_000);
    return async () => {
      controller.abort();
      await feeding;
    };
  },
  async run(server, settings) {
    const clients: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];
    let acks = 0;
    let batches = 0;
    let bytes = 0;
    const address = attackerAddress(0);
    for (let i = 0; i < 5; i++) {
      try {
        const token = await socketToken(server.base, address, `flood-${i}`);
        const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
          path: HOST_PATHS.socketIo,
          transports: ['websocket'],
          query: { type: 'flightadsb' },
          reconnection: false,
          forceNew: true,
          localAddress: address,
        };
        const client: Socket<ServerToClientEvents, ClientToServerEvents> = io(server.base, options);
        client.on('location', (data) => {
          batches++;
          bytes += data.byteLength;
        });
        await client.timeout(10_000).emitWithAck('validate', { token });
        clients.push(client);
      } catch {
        // A server that refuses the attacker's socket is fine: the flood goes on with the others.
      }
    }
    const sub = { clientBounds: WORLD_BOUNDS, limit: -1, increment: 1 } as const;
    const timer = setInterval(() => {
      for (const client of clients) client.emit('sub', sub, () => acks++);
    }, 20);
    await sleep(settings.floodSeconds * 1000);
    clearInterval(timer);
    for (const client of clients) client.close();
    const sent = clients.length * Math.floor((settings.floodSeconds * 1000) / 20);
    return `${clients.length} clients, ~${sent.toLocaleString('en')} subs, ${acks.toLocaleString('en')} acks, ${batches.toLocaleString('en')} batches (${(bytes / 2 ** 20).toFixed(0)} MB) back`;
  },
};

const largeBodies: Flood = {
  id: 7,
  title: '8 MB feeder bodies × 4 posters',
  async run(server, settings) {
    const result = await largeBodyFlood(server, {
      posters: 4,
      firstAddress: 0,
      signal: AbortSignal.timeout(settings.floodSeconds * 1000),
    });
    return `${statusText(result.statuses)}, ${result.meanMs.toFixed(0)} ms per post`;
  },
};

const loginFlood: Flood = {
  id: 8,
  title: 'login with wrong passwords',
  async run(server, settings) {
    // Paced over the flood's window, so the probes see the server under it (a 1-s burst would
    // leave the window too short to read the feeder's aircraft even once).
    const concurrency = 8;
    const pauseMs = (settings.floodSeconds * 1000 * concurrency) / settings.loginAttempts;
    const result = await requestFlood(
      settings.loginAttempts,
      concurrency,
      settings.maxSeconds * 1000,
      async (index, agent) => {
        await sleep(pauseMs);
        return postJson(
          `${server.base}${API_V2_FULL_PATHS.login}`,
          { loginType: '1', username: 'bench-victim', password: `wrong-password-${index}` },
          { agent, localAddress: attackerAddress(0), timeoutMs: 30_000 },
        );
      },
    );
    return `${result.sent.toLocaleString('en')} attempts in ${(result.ms / 1000).toFixed(0)} s: ${statusText(result.statuses)}`;
  },
};

export const FLOODS: readonly Flood[] = [
  fakeDevices,
  aircraftFlood,
  idleHttp,
  idleSockets,
  idleFeeders,
  subFlood,
  largeBodies,
  loginFlood,
];
