// TCP inputs for feeders: Beast (30004, what readsb/dump1090-fa push with --net-connector),
// AVR (30001) and SBS/BaseStation (30006). One FeedSession per connection.
import net from 'node:net';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import type { FeedConnection, FeedConnectionPool } from './feed.connections';
import type { FeedGuard } from './feed.guard';
import { FeedSession, type FeedFormat } from './feed.session';
import { InputTally, type InputTotals } from './feed.totals';
import type { FeedReader, FeedTurns } from './feed.turns';
import { isGarbageFeed, type DropReason, type FeedLimits } from './feed.limits';

/** Bytes fed at a time; the shared budget (feed.turns.ts) is looked at between slices. */
export const FEED_SLICE_BYTES = 8 * 1024;
/** Feeding per turn of the event loop across every feeder connection, ms. */
export const FEED_TURN_MS = 8;
/**
 * At shutdown, what feeders sent before it may still wait in the kernel's receive buffers (an
 * input behind under load reads seconds late): the inputs read on until no data came for
 * DRAIN_QUIET_MS, at most DRAIN_LIMIT_MS, then close (bench:abuse SIGTERM lost its last second).
 */
const DRAIN_QUIET_MS = 100;
const DRAIN_LIMIT_MS = 1_500;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Drops are logged at most once a minute per input, with how many went unlogged meanwhile. */
const DROP_LOG_INTERVAL_SECONDS = 60;

/** Counters of one input, for statistics and tests. */
export interface FeedServerStats {
  accepted: number;
  dropped: Record<DropReason, number>;
  open: number;
}

export class TcpFeedServer {
  readonly stats: FeedServerStats = {
    accepted: 0,
    dropped: {
      'too-many-connections': 0,
      'too-many-from-address': 0,
      idle: 0,
      garbage: 0,
      evicted: 0,
      quarantined: 0,
    },
    open: 0,
  };
  readonly sessions = new Set<FeedSession>();
  /** Counters of sessions that have ended; `totals()` adds the open ones. */
  private readonly ended = new InputTally();
  private readonly server: net.Server;
  private readonly perAddress = new Map<string, number>();
  private readonly connections = new Set<FeedConnection>();
  /** How each open connection gives its slot back (once: on close, or at once when dropped). */
  private readonly releases = new Map<FeedConnection, () => void>();
  /** How each open connection is fed (its slices wait in the shared turns while paused). */
  private readonly readers = new Map<FeedConnection, FeedReader>();
  /** Set by close(): data is fed as it arrives, unsliced, until the inputs are drained. */
  private closing = false;
  private lastDataAt = 0;
  /** Bytes that arrived while draining at shutdown. */
  private drainedBytes = 0;
  private readonly sweeper: NodeJS.Timeout;
  private lastDropLog = Number.NEGATIVE_INFINITY;
  private unloggedDrops = 0;

  constructor(
    readonly format: FeedFormat,
    private readonly deps: {
      liveTable: LiveTable;
      registry: DeviceRegistry;
      now: () => number;
      limits: FeedLimits;
      logger: Logger;
      /** Every open feeder connection across the inputs (global cap, eviction). */
      pool: FeedConnectionPool;
      guard: FeedGuard;
      /** The per-turn feeding budget shared by every input. */
      turns: FeedTurns;
    },
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.server.on('error', (error) =>
      deps.logger.warn({ err: error, format }, 'feed server error'),
    );
    // One timer per input instead of one per socket: a deadline reset by every accepted frame
    // would mean a timer operation per message.
    const { idleTimeoutMs, firstFrameTimeoutMs } = deps.limits;
    const sweepMs = Math.min(5000, Math.max(50, Math.min(idleTimeoutMs, firstFrameTimeoutMs) / 4));
    this.sweeper = setInterval(() => this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  /** Starts listening; resolves with the bound port. */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** Bytes, frames, accepted and rejected frames of every connection since start. */
  totals(): { bytes: number; frames: number; accepted: number; rejected: number } {
    const { bytes, frames, accepted, rejected } = this.ended.read(this.sessions);
    return { bytes, frames, accepted, rejected };
  }

  /** `totals()` with the decoder's rejections by reason (metrics). */
  detailedTotals(): InputTotals {
    return this.ended.read(this.sessions);
  }

  /** Housekeeping of every session (aircraft expiry, movements). */
  maintain(now: number): void {
    for (const session of this.sessions) session.maintain(now);
  }

  /** Bytes read from the open connections' sockets. */
  bytesRead(): number {
    let bytes = 0;
    for (const connection of this.connections) bytes += connection.socket.bytesRead;
    return bytes;
  }

  /**
   * Closes every feeder connection (feeders reconnect to another node), after recording what
   * they sent before the stop: the reads waiting for a turn, then what the kernel still holds.
   */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const { turns, logger } = this.deps;
    this.closing = true;
    for (const reader of this.readers.values()) turns.finish(reader);
    const started = performance.now();
    this.lastDataAt = started;
    for (const connection of this.connections) connection.socket.resume();
    // Still accepting meanwhile: a feeder that had connected but was not accepted yet (a busy
    // loop) has its data read too.
    while (this.connections.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_QUIET_MS / 4));
      const now = performance.now();
      if (now - this.lastDataAt >= DRAIN_QUIET_MS || now - started >= DRAIN_LIMIT_MS) break;
    }
    if (this.drainedBytes > 0) {
      const ms = Math.round(performance.now() - started);
      logger.info(
        { format: this.format, bytes: this.drainedBytes, ms },
        'feeder input drained at shutdown',
      );
    }
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const connection of this.connections) connection.socket.destroy();
    await closed;
  }

  private accept(socket: net.Socket): void {
    const address = socket.remoteAddress ?? 'unknown';
    const { limits, pool, now } = this.deps;
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= limits.maxConnectionsPerAddress) {
      return this.refuse(socket, 'too-many-from-address');
    }
    if (pool.open >= limits.maxConnections) {
      const victim = pool.leastProductive(now(), limits.minUsefulFramesPerSecond);
      if (victim === undefined) return this.refuse(socket, 'too-many-connections');
      victim.evict();
    }
    this.stats.open++;
    this.stats.accepted++;
    this.perAddress.set(address, fromAddress + 1);
    const session = new FeedSession(this.format, this.sessionDeps(), address);
    const connection: FeedConnection = {
      socket,
      session,
      openedAt: now(),
      evict: () => this.drop(connection, 'evicted'),
    };
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.releases.delete(connection);
      const reader = this.readers.get(connection);
      if (reader) this.deps.turns.forget(reader);
      this.readers.delete(connection);
      this.stats.open--;
      pool.connections.delete(connection);
      this.connections.delete(connection);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
      this.sessions.delete(session);
      this.ended.end(session);
      session.close();
    };
    this.releases.set(connection, release);
    pool.connections.add(connection);
    this.connections.add(connection);
    this.sessions.add(session);
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    /** Slices of this connection wait in the shared turns (its socket paused meanwhile). */
    let queued = false;
    let closed = false;
    let peerEnded = false;
    const reader: FeedReader = {
      // Feeds one slice; false once the connection was dropped for what it sent. A feeder that
      // sends and hangs up still has what it sent fed; one we dropped, or whose socket failed,
      // does not.
      feed: (slice) => {
        if (released) return false;
        if (socket.destroyed && !peerEnded && !this.closing) {
          release();
          return false;
        }
        session.feed(slice);
        if (session.quarantined) this.drop(connection, 'quarantined');
        else if (isGarbageFeed(session.counters, limits)) this.drop(connection, 'garbage');
        else return true;
        return false;
      },
      drained: () => {
        queued = false;
        if (closed) release();
        else if (!released) socket.resume();
      },
    };
    this.readers.set(connection, reader);
    socket.on('data', (chunk: Buffer) => {
      if (released) return;
      if (this.closing) {
        // Shutting down: everything read is fed at once, in order (nothing is queued now).
        this.lastDataAt = performance.now();
        this.drainedBytes += chunk.length;
        for (let at = 0; at < chunk.length; at += FEED_SLICE_BYTES) {
          if (!reader.feed(chunk.subarray(at, at + FEED_SLICE_BYTES))) return;
        }
        return;
      }
      // A full 64-KB read of new aircraft held the event loop for up to 250 ms (bench:abuse,
      // 4 SBS floods): the shared budget feeds what fits in this turn, the rest waits with the
      // socket paused, so TCP pushes back on the sender and the order of the data is kept.
      if (this.deps.turns.offer(reader, chunk)) return;
      queued = true;
      socket.pause();
    });
    socket.on('error', () => undefined);
    socket.once('end', () => (peerEnded = true));
    socket.once('close', () => {
      closed = true;
      if (!queued) release();
    });
  }

  private sessionDeps() {
    const { liveTable, registry, now, guard, limits } = this.deps;
    return { liveTable, registry, now, guard, maxAircraftPerFeeder: limits.maxAircraftPerFeeder };
  }

  /**
   * Drops connections that hold a slot without feeding it: no accepted frame within the first
   * window, or none for the idle timeout since. Bytes alone never count.
   */
  private sweep(): void {
    const { limits, now } = this.deps;
    const time = now();
    const firstFrame = Math.min(limits.firstFrameTimeoutMs, limits.idleTimeoutMs) / 1000;
    const idle = limits.idleTimeoutMs / 1000;
    for (const connection of this.connections) {
      const last = connection.session.lastAcceptedAt;
      const silent = Number.isNaN(last)
        ? time - connection.openedAt > firstFrame
        : time - last > idle;
      if (silent) this.drop(connection, 'idle');
    }
  }

  private refuse(socket: net.Socket, reason: DropReason): void {
    this.stats.dropped[reason]++;
    socket.destroy();
  }

  private drop(connection: FeedConnection, reason: DropReason): void {
    const release = this.releases.get(connection);
    if (release === undefined) return;
    this.stats.dropped[reason]++;
    const { socket } = connection;
    // Released now, not on 'close': the slot is free for the connection that evicted it.
    release();
    this.logDrop(reason, socket.remoteAddress ?? 'unknown');
    socket.destroy();
  }

  /** One line per minute at most, whatever a flood of connections does. */
  private logDrop(reason: DropReason, address: string): void {
    const time = this.deps.now();
    if (time - this.lastDropLog < DROP_LOG_INTERVAL_SECONDS) {
      this.unloggedDrops++;
      return;
    }
    this.deps.logger.info(
      { reason, address, format: this.format, unlogged: this.unloggedDrops },
      'feeder dropped',
    );
    this.lastDropLog = time;
    this.unloggedDrops = 0;
  }
}
