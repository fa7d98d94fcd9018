import type { ServerOptions } from 'socket.io';
import type { Config } from '../config';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { LiveTable } from '../live/live.table';
import type { LivePublications } from '../live/live.publications';
import { defineModule } from '../modules/define-module';
import { registerRealtimeRoutes } from './realtime.routes';
import { RealtimeServer } from './realtime.server';
import type { UserSockets } from './user-sockets';

/** Where the started socket server is kept for who reads it (metrics). */
export interface RealtimeSockets {
  server?: RealtimeServer;
}

/** The realtime socket on the HTTP port, with every module's socket calls, and its tokens. */
export const realtimeModule = defineModule<{
  /** Socket token secret, when this process runs the realtime role. */
  realtime?: { secret: Buffer };
  liveTable?: LiveTable;
  flights?: { identity: FlightIdentityService };
  config: Partial<Pick<Config, 'sockets'>> & Pick<Config, 'trustProxy'>;
  now?: () => number;
  /** Signed-in users' sockets, for the follow notices. */
  userSockets?: UserSockets;
  realtimeSockets?: RealtimeSockets;
  /** With REDIS_URL: the Socket.IO Redis adapter joining every realtime process's sockets. */
  socketAdapter?: () => ServerOptions['adapter'];
  /** A replicated table's publications: the ticks follow them (tick.pacer.ts). */
  livePublications?: LivePublications;
}>({
  name: 'realtime',
  role: 'realtime',
  routes: ({ realtime }) =>
    realtime
      ? [
          {
            prefix: '',
            register: (app) =>
              registerRealtimeRoutes(app, {
                secret: realtime.secret,
                now: () => Date.now() / 1000,
              }),
          },
        ]
      : [],
  start: (
    {
      realtime,
      liveTable,
      flights,
      config,
      now,
      userSockets,
      realtimeSockets,
      socketAdapter,
      livePublications,
    },
    host,
  ) => {
    if (!realtime || !liveTable) return undefined;
    const server = new RealtimeServer(host.httpServer, {
      liveTable,
      secret: realtime.secret,
      now: now ?? (() => Date.now() / 1000),
      limits: config.sockets,
      trustProxy: config.trustProxy,
      identity: flights?.identity,
      calls: host.socketCalls,
      userSockets,
      adapter: socketAdapter?.(),
      publications: livePublications,
    });
    server.start();
    if (realtimeSockets) realtimeSockets.server = server;
    return {
      stop: () => {
        if (realtimeSockets) realtimeSockets.server = undefined;
        server.close();
      },
      readiness: () => ({
        ready: server.accepting,
        // Views: how many distinct (snapped) subscriptions the sockets share (bench:scale).
        report: {
          accepting: server.accepting,
          sockets: server.stats.clients,
          views: server.views.size,
        },
      }),
    };
  },
});
