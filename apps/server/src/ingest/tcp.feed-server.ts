// TCP inputs for feeders: Beast (30004, what readsb/dump1090-fa push with --net-connector),
// AVR (30001) and SBS/BaseStation (30006). One FeedSession per connection.
import net from 'node:net';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import { FeedSession, type FeedFormat } from './feed.session';
import { isGarbageFeed, type DropReason, type FeedLimits } from './feed.limits';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Counters of one input, for statistics and tests. */
export interface FeedServerStats {
  accepted: number;
  dropped: Record<DropReason, number>;
  open: number;
}

export class TcpFeedServer {
  readonly stats: FeedServerStats = {
    accepted: 0,
    dropped: { 'too-many-connections': 0, 'too-many-from-address': 0, idle: 0, garbage: 0 },
    open: 0,
  };
  readonly sessions = new Set<FeedSession>();
  /** Counters of sessions that have ended; `totals()` adds the open ones. */
  private readonly ended = { bytes: 0, frames: 0, accepted: 0, rejected: 0 };
  private readonly server: net.Server;
  private readonly perAddress = new Map<string, number>();
  private readonly sockets = new Set<net.Socket>();

  constructor(
    readonly format: FeedFormat,
    private readonly deps: {
      liveTable: LiveTable;
      registry: DeviceRegistry;
      now: () => number;
      limits: FeedLimits;
      logger: Logger;
      /** Shared count of open feeder connections across every input. */
      connections: { open: number };
    },
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.server.on('error', (error) =>
      deps.logger.warn({ err: error, format }, 'feed server error'),
    );
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
    const totals = { ...this.ended };
    for (const session of this.sessions) {
      totals.bytes += session.counters.bytes;
      totals.frames += session.counters.frames;
      totals.accepted += session.counters.accepted;
      totals.rejected += session.counters.rejected;
    }
    return totals;
  }

  /** Housekeeping of every session (aircraft expiry, movements). */
  maintain(now: number): void {
    for (const session of this.sessions) session.maintain(now);
  }

  /** Stops accepting and closes every feeder connection (feeders reconnect to another node). */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private accept(socket: net.Socket): void {
    const address = socket.remoteAddress ?? 'unknown';
    const { limits, connections } = this.deps;
    if (connections.open >= limits.maxConnections)
      return this.refuse(socket, 'too-many-connections');
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= limits.maxConnectionsPerAddress) {
      return this.refuse(socket, 'too-many-from-address');
    }
    connections.open++;
    this.stats.open++;
    this.stats.accepted++;
    this.perAddress.set(address, fromAddress + 1);
    this.sockets.add(socket);
    const session = new FeedSession(this.format, this.deps, address);
    this.sessions.add(session);
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    socket.setTimeout(limits.idleTimeoutMs, () => this.drop(socket, 'idle'));
    socket.on('data', (chunk: Buffer) => {
      session.feed(chunk);
      if (isGarbageFeed(session.counters, limits)) this.drop(socket, 'garbage');
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      connections.open--;
      this.stats.open--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
      this.sockets.delete(socket);
      this.sessions.delete(session);
      const counters = session.counters;
      this.ended.bytes += counters.bytes;
      this.ended.frames += counters.frames;
      this.ended.accepted += counters.accepted;
      this.ended.rejected += counters.rejected;
      session.close();
    });
  }

  private refuse(socket: net.Socket, reason: DropReason): void {
    this.stats.dropped[reason]++;
    socket.destroy();
  }

  private drop(socket: net.Socket, reason: DropReason): void {
    if (socket.destroyed) return;
    this.stats.dropped[reason]++;
    this.deps.logger.info(
      { reason, address: socket.remoteAddress, format: this.format },
      'feeder dropped',
    );
    socket.destroy();
  }
}
