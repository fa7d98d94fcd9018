// The realtime socket of spec §7: Socket.IO (WebSocket transport) on the product's HTTP port.
// validate → sub {clientBounds, limit, increment} → a full protobuf batch, then each second the
// changed, new and removed aircraft of the subscriber's bounds (with a replicated table, the
// second's tick follows the ingest's publications: tick.pacer.ts). Sockets with the same bounds and
// limit share one view (view-group.ts): its increment is built and encoded once a tick and the
// same bytes go to each. A slow client's queue is bounded: while it still holds unsent batches,
// ticks are skipped for it and it then gets a full picture of its view, so the server never grows
// on its behalf. A socket
// that has not validated within SOCKET_VALIDATE_TIMEOUT_SECONDS is disconnected; an address
// holds at most SOCKET_MAX_PER_ADDRESS sockets; `sub` is budgeted per socket (socket-limits.ts).
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import {
  snapBounds,
  subscribePayloadSchema,
  validatePayloadSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
  HOST_PATHS,
} from '@skytrace/contracts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from '../config';
import type { LiveTable } from '../live/live.table';
import type { LivePublications } from '../live/live.publications';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import type { SocketCalls } from '../modules/socket-calls';
import { socketCalls } from './socket-calls';
import { IdentityCache } from './identity.cache';
import { RealtimeCodec } from './location.codec';
import { verifySocketToken } from './realtime.token';
import { BatchScheduler } from './batch.scheduler';
import {
  AddressCounts,
  boundedLimit,
  socketAddress,
  SUB_REFILL_SECONDS,
  SubscribeBudget,
} from './socket-limits';
import { gateUpgrades, TurnBudget } from './socket-admission';
import { Subscription } from './subscription';
import type { UserSockets } from './user-sockets';
import { ViewGroups, type ViewContext } from './view-group';
import { MAX_QUEUED_PACKETS, queuedPackets, readSendQueues, type SendQueues } from './send-queue';
import { SharedEvents } from './shared-emit';
import { emptyRealtimeStats, type RealtimeStats } from './realtime.stats';
import { PUBLISHED_TICK_MAX_MS, PUBLISHED_TICK_MIN_MS, TICK_MS, TickPacer } from './tick.pacer';

/** Batch building per event-loop turn before other work gets a turn, ms (batch.scheduler.ts). */
const BATCH_SLICE_MS = 12;
/** Immediate full pictures (first paint after `sub`) per second in total, ms of work. */
const IMMEDIATE_MS_PER_SECOND = 150;
/** Socket handshakes accepted per event-loop turn (~0.9 ms each); more wait for the next turns. */
const HANDSHAKES_PER_TURN = 16;

interface SocketData {
  deviceId?: string;
  subscription?: Subscription;
  subscribeBudget?: SubscribeBudget;
}

/** engine.io's connection as its `connection` event hands it over. */
interface EngineConnection {
  request: IncomingMessage;
  close(): void;
  once(event: 'close', listener: () => void): void;
}

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export type { RealtimeStats };

export class RealtimeServer {
  readonly stats: RealtimeStats = emptyRealtimeStats();
  readonly codec = new RealtimeCodec();
  /** The views sockets subscribe to: increments and full pictures encoded once per view. */
  readonly views = new ViewGroups(this.codec);
  /** Ticks whose round of batches started: a view advances at most once per tick. */
  private ticks = 0;
  private readonly io: Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
  private readonly pacer: TickPacer;
  /** Socket.IO packets of the views' shared bytes, encoded once for all their sockets. */
  private readonly events = new SharedEvents();
  private stopListening: (() => void) | undefined;
  private started = false;
  private readonly identities: IdentityCache;
  private readonly limits: SocketLimits;
  private readonly addresses: AddressCounts;
  private readonly batches = new BatchScheduler<RealtimeSocket>({
    sliceMs: BATCH_SLICE_MS,
    immediateMsPerSecond: IMMEDIATE_MS_PER_SECOND,
  });

  constructor(
    httpServer: HttpServer,
    private readonly deps: {
      liveTable: LiveTable;
      secret: Buffer;
      now: () => number;
      /** Completes identities with flight numbers, airframes and routes, when available. */
      identity?: FlightIdentityService;
      /** The modules' calls (tracker: FlightBase, forecastTrace; playback: flightPath…). */
      calls?: readonly SocketCalls[];
      /** Validation deadline, per-address cap and `sub` bound; SOCKET_* defaults without. */
      limits?: SocketLimits;
      /** TRUST_PROXY: count sockets by the proxy's X-Forwarded-For entry. */
      trustProxy?: boolean;
      /** Where signed-in sockets are filed for user notices (follow), when given. */
      userSockets?: UserSockets;
      /**
       * A cluster's Socket.IO Redis adapter: room emits (user notices) reach the sockets of every
       * realtime process. Location batches do not use it: each process serves its own sockets
       * from its own live table.
       */
      adapter?: ServerOptions['adapter'];
      /**
       * A replicated table's publications (cluster/live.replica.ts): ticks follow them, and the
       * batches carry their time. Without, ticks come every second and batches carry their own.
       */
      publications?: LivePublications;
      /** The pacing of ticks (tests); tick.pacer.ts's defaults without. */
      pacing?: { minIntervalMs: number; maxIntervalMs: number };
    },
  ) {
    this.limits = deps.limits ?? DEFAULT_SOCKET_LIMITS;
    const pacing =
      deps.pacing ??
      (deps.publications
        ? { minIntervalMs: PUBLISHED_TICK_MIN_MS, maxIntervalMs: PUBLISHED_TICK_MAX_MS }
        : { minIntervalMs: TICK_MS, maxIntervalMs: TICK_MS });
    this.pacer = new TickPacer(pacing, () => this.tick());
    this.addresses = new AddressCounts(this.limits.maxPerAddress);
    const addressOf = (request: IncomingMessage) =>
      socketAddress(request, deps.trustProxy ?? false);
    const room = (request: IncomingMessage) => {
      const admitted = this.addresses.hasRoom(addressOf(request));
      if (!admitted) this.stats.refusedOverAddressCap++;
      return admitted;
    };
    const handshakes = new TurnBudget(HANDSHAKES_PER_TURN);
    this.io = new Server(httpServer, {
      path: HOST_PATHS.socketIo,
      transports: ['websocket'],
      serveClient: false,
      ...(deps.adapter ? { adapter: deps.adapter } : {}),
      maxHttpBufferSize: 64 * 1024,
      pingInterval: 25_000,
      pingTimeout: 20_000,
      // Asked again when the handshake's turn comes (others of the address may have got in).
      allowRequest: (request, answer) =>
        handshakes.run(() => {
          const admitted = room(request);
          answer(admitted ? null : 'too many connections', admitted);
        }),
    });
    // Over the address's cap, refused before engine.io's own upgrade listener runs.
    gateUpgrades(httpServer, `${HOST_PATHS.socketIo}/`, room);
    // Counted once connected: upgrades of one address that raced past allowRequest are closed.
    this.io.engine.on('connection', (connection: EngineConnection) => {
      const address = addressOf(connection.request);
      if (!this.addresses.add(address)) {
        this.stats.refusedOverAddressCap++;
        connection.close();
        return;
      }
      connection.once('close', () => this.addresses.remove(address));
    });
    this.io.on('connection', (socket) => this.onConnection(socket));
    this.identities = new IdentityCache(deps.identity);
    if (deps.adapter && deps.userSockets) {
      deps.userSockets.useRooms((rooms, notice) => this.io.to(rooms).emit('notice', notice));
    }
  }

  /** Connections engine.io still holds (released after the Socket.IO sockets they carried). */
  get engineConnections(): number {
    return this.io.engine.clientsCount;
  }

  /** The send queue of every connected socket, read now (metrics). */
  sendQueues(): SendQueues {
    return readSendQueues(this.io.sockets.sockets.values());
  }

  /** Whether it accepts sockets: started and not closed. */
  get accepting(): boolean {
    return this.started;
  }

  /** Starts the once-a-second batches. */
  start(): void {
    this.started = true;
    this.pacer.start();
    this.stopListening = this.deps.publications?.listen(() => this.pacer.published());
  }

  /** Stops batches and disconnects every client (the HTTP server is closed by its owner). */
  close(): void {
    this.started = false;
    this.pacer.stop();
    this.stopListening?.();
    this.stopListening = undefined;
    this.batches.close();
    // This process's sockets only: with a cluster's adapter the plain call would disconnect
    // every realtime process's clients.
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
  }

  /** One batch for every subscriber that can take it, spread over event-loop turns. */
  tick(): void {
    if (this.batches.busy) {
      this.stats.ticksOverlapped++;
      return;
    }
    const now = this.deps.now();
    this.identities.prune((icao) => this.deps.liveTable.aircraft.has(icao));
    // Newly loaded fleet, timetable or reference tables: kept rows are rebuilt a slice a tick.
    this.identities.catchUp(now);
    this.ticks++;
    this.stats.ticks++;
    const context = this.context(now);
    const started = performance.now();
    const sendTo = (socket: RealtimeSocket) => {
      const subscription = socket.data.subscription;
      if (!socket.connected || !subscription || subscription.paused) return;
      if (queuedPackets(socket) > MAX_QUEUED_PACKETS) {
        this.stats.skippedForBackpressure++;
        return;
      }
      // The view's increment is built by the first of its sockets this tick, once.
      subscription.sync(context, true);
      // A `sub` over its budget waits for a tick; with a full picture sent in the last second
      // (an immediate one) it waits for the next: at most one full picture a second a socket.
      if (subscription.wantsFull && now - subscription.lastFullAt < SUB_REFILL_SECONDS) {
        this.stats.fullPicturesDeferred++;
        return;
      }
      this.send(socket, subscription, context);
    };
    this.batches.round(this.io.sockets.sockets.values(), sendTo, () => {
      this.stats.roundMs += performance.now() - started;
    });
  }

  private context(now: number): ViewContext {
    // A replicated table is as fresh as the last publication applied; one fed here, as now.
    const latest = this.deps.publications?.latestMs ?? Number.NaN;
    const publishedMs = Number.isNaN(latest) ? now * 1000 : latest;
    return {
      table: this.deps.liveTable,
      identities: this.identities,
      now,
      publishedMs,
      tick: this.ticks,
    };
  }

  /** Sends what the socket is owed of its view: the shared bytes, as they are. */
  private send(socket: RealtimeSocket, subscription: Subscription, context: ViewContext): void {
    const batch = subscription.nextBatch(context);
    if (batch === undefined) return;
    if (batch.identities !== undefined) {
      this.stats.bytesSent += batch.identities.length;
      this.events.write(socket, 'identity', batch.identities);
    }
    if (batch.location === undefined) return;
    this.stats.batchesSent++;
    this.stats.rowsSent += batch.rows;
    this.stats.bytesSent += batch.location.length;
    this.events.write(socket, 'location', batch.location);
  }

  private onConnection(socket: RealtimeSocket): void {
    this.stats.clients++;
    const deadline = setTimeout(() => {
      if (socket.data.deviceId !== undefined) return;
      this.stats.validationTimeouts++;
      socket.disconnect(true);
    }, this.limits.validateTimeoutMs);
    deadline.unref();
    socket.on('disconnect', () => {
      this.stats.clients--;
      clearTimeout(deadline);
      socket.data.subscription?.leave();
    });
    socket.on('validate', (payload, ack) => {
      const parsed = validatePayloadSchema.safeParse(payload);
      const deviceId = parsed.success
        ? verifySocketToken(this.deps.secret, parsed.data.token, this.deps.now())
        : undefined;
      if (deviceId === undefined) {
        socket.emit('validateFailed', { msg: 'invalid token' });
        reply(ack, { code: 0, msg: 'invalid token' });
        return;
      }
      socket.data.deviceId = deviceId;
      socket.emit('validateSuccess');
      reply(ack, { code: 1 });
    });
    socket.on('heartbeat', (ack) => {
      const time = Math.floor(this.deps.now());
      socket.emit('heartbeat', { time });
      reply(ack, { code: 1, data: { time } });
    });
    socket.on('sub', (payload, ack) => {
      if (socket.data.deviceId === undefined) {
        reply(ack, { code: 0, msg: 'validate first' });
        return;
      }
      const parsed = subscribePayloadSchema.safeParse(payload);
      if (!parsed.success) {
        reply(ack, { code: 0, msg: 'invalid subscription' });
        return;
      }
      // Snapped here too (issue 22): a client that sends raw bounds (old, hostile) still joins
      // the grid's views, so the views stay few and shared however the bounds are jittered.
      const clientBounds = snapBounds(parsed.data.clientBounds);
      const limit = boundedLimit(parsed.data.limit, this.limits.subMaxAircraft);
      const now = this.deps.now();
      const existing = socket.data.subscription;
      if (existing) existing.update(clientBounds, limit);
      else socket.data.subscription = new Subscription(this.views, clientBounds, limit);
      const subscription = socket.data.subscription;
      const budget = (socket.data.subscribeBudget ??= new SubscribeBudget(now));
      if (subscription) {
        subscription.paused = false;
        // The full picture right away, not at the next tick: first paint is what users feel.
        // Over the budget, the next tick sends the full picture of the latest bounds instead.
        // All sockets together spend at most IMMEDIATE_MS_PER_SECOND on such answers.
        // A socket still holding unsent batches waits for the tick too (which skips it while full).
        const sent =
          queuedPackets(socket) <= MAX_QUEUED_PACKETS &&
          budget.take(now) &&
          this.batches.immediate(() => {
            const context = this.context(now);
            subscription.sync(context, false);
            this.send(socket, subscription, context);
          });
        if (!sent) this.stats.subscribesDeferred++;
      }
      reply(ack, { code: 1 });
    });
    socket.on('pauseSub', (ack) => {
      const subscription = socket.data.subscription;
      if (subscription) subscription.paused = true;
      reply(ack, { code: 1 });
    });
    for (const calls of this.deps.calls ?? []) calls.register(socketCalls(socket, calls.deps));
    this.deps.userSockets?.attach(socket);
  }
}

/** Socket.IO acks are optional for a client; a missing or bad one must not throw. */
function reply<T>(ack: unknown, answer: SocketAck<T>): void {
  if (typeof ack === 'function') (ack as (a: SocketAck<T>) => void)(answer);
}
