// Every open feeder connection across the three TCP inputs, so the global cap is shared and a
// full house can make room: a new connection may take the place of the least productive
// unregistered one (idle sockets that hold slots are how feeders get shut out).
import type net from 'node:net';
import type { FeedSession } from './feed.session';

/** One open feeder connection. */
export interface FeedConnection {
  socket: net.Socket;
  session: FeedSession;
  /** Arrival time of the connection, seconds. */
  openedAt: number;
  /** Closes it for `reason` (the input it came in on counts and releases it). */
  evict(): void;
}

export class FeedConnectionPool {
  readonly connections = new Set<FeedConnection>();

  get open(): number {
    return this.connections.size;
  }

  /**
   * The unregistered connection with the lowest accepted-frame rate, below `minRate` frames per
   * second; among equals the oldest, which had the longest chance. Undefined when every open
   * connection is registered or useful.
   */
  leastProductive(now: number, minRate: number): FeedConnection | undefined {
    let victim: FeedConnection | undefined;
    let victimRate = minRate;
    for (const connection of this.connections) {
      const session = connection.session;
      if (session.device.registered) continue;
      const rate = session.counters.accepted / Math.max(1, now - connection.openedAt);
      const older = victim !== undefined && connection.openedAt < victim.openedAt;
      if (rate < victimRate || (rate === victimRate && victim !== undefined && older)) {
        victim = connection;
        victimRate = rate;
      }
    }
    return victim;
  }
}
