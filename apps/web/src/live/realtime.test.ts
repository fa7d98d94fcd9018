import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@skytrace/contracts';
import { AircraftStore } from './aircraft.store';
import { RealtimeConnection, useLiveStatus } from './realtime';

vi.mock('../session/api-client', () => ({
  http: { post: () => Promise.resolve({ data: { encrypt: 'token' } }) },
}));

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket double that answers validate/sub like the server and answers heartbeats only while
 * `alive`; connect() replays the `connect` event as Socket.IO does after a reconnect.
 */
class FakeSocket {
  alive = true;
  connects = 0;
  disconnects = 0;
  readonly emitted: string[] = [];
  /** Payloads of `sub`. */
  readonly subs: unknown[] = [];
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  private timeoutMs = 0;

  on(event: string, handler: (...args: unknown[]) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  timeout(ms: number): this {
    this.timeoutMs = ms;
    return this;
  }

  emitWithAck(event: string): Promise<unknown> {
    this.emitted.push(event);
    if (event === 'validate') return Promise.resolve({ code: 1 });
    if (this.alive) return Promise.resolve({ code: 1, data: { time: 1 } });
    return new Promise((_, reject) =>
      setTimeout(() => reject(new Error('operation has timed out')), this.timeoutMs),
    );
  }

  emit(event: string, payload: unknown, ack?: (answer: { code: number }) => void): this {
    this.emitted.push(event);
    if (event === 'sub') this.subs.push(payload);
    ack?.({ code: 1 });
    return this;
  }

  disconnect(): this {
    this.disconnects++;
    this.fire('disconnect');
    return this;
  }

  connect(): this {
    this.connects++;
    this.fire('connect');
    return this;
  }
}

const view = { bounds: { north: 40, south: 30, east: 120, west: 110 }, zoom: 6 };

describe('realtime heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function connected(socket: FakeSocket): Promise<RealtimeConnection> {
    const connection = new RealtimeConnection(
      new AircraftStore(),
      () => socket as unknown as LiveSocket,
      1000,
    );
    connection.setView(view);
    connection.start();
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(useLiveStatus.getState().status).toBe('live');
    return connection;
  }

  it('sends a heartbeat each interval while live and counts the answers', async () => {
    const socket = new FakeSocket();
    const connection = await connected(socket);
    await vi.advanceTimersByTimeAsync(3500);
    expect(socket.emitted.filter((event) => event === 'heartbeat')).toHaveLength(3);
    expect(connection.stats.heartbeats).toBe(3);
    expect(connection.stats.reconnects).toBe(0);
    connection.stop();
  });

  it('reconnects after two missed heartbeats, then validates and subscribes again', async () => {
    const socket = new FakeSocket();
    const connection = await connected(socket);
    const subscriptionsBefore = socket.emitted.filter((event) => event === 'sub').length;
    socket.alive = false;
    // Beat at 1 s times out at 2 s (miss 1); beat at 2 s times out at 3 s (miss 2 → reconnect).
    await vi.advanceTimersByTimeAsync(3100);
    expect(socket.disconnects).toBe(1);
    expect(socket.connects).toBe(1);
    expect(connection.stats.reconnects).toBe(1);
    socket.alive = true;
    await vi.advanceTimersByTimeAsync(0);
    expect(useLiveStatus.getState().status).toBe('live');
    expect(socket.emitted.filter((event) => event === 'sub').length).toBe(subscriptionsBefore + 1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(connection.stats.heartbeats).toBeGreaterThanOrEqual(1);
    connection.stop();
  });

  it('stops beating once stopped', async () => {
    const socket = new FakeSocket();
    const connection = await connected(socket);
    connection.stop();
    const sent = socket.emitted.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(socket.emitted.length).toBe(sent);
  });
});

describe('realtime subscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes with snapped bounds, again only when they or the limit change', async () => {
    const socket = new FakeSocket();
    const connection = new RealtimeConnection(
      new AircraftStore(),
      () => socket as unknown as LiveSocket,
      1000,
    );
    const beijing = { north: 42.1, south: 36.1, west: 111.2, east: 121.2 };
    connection.setView({ bounds: beijing, zoom: 6 });
    connection.start();
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.subs).toEqual([
      {
        clientBounds: { north: 42.1875, south: 35.859375, west: 111.09375, east: 121.640625 },
        limit: -1,
        increment: 1,
      },
    ]);
    // Ten small pans (0.005° each) stay inside the same grid cells: no new sub.
    for (let step = 1; step <= 10; step++) {
      const d = step * 0.005;
      connection.setView({
        bounds: { north: 42.1 + d, south: 36.1 + d, west: 111.2 - d, east: 121.2 - d },
        zoom: 6,
      });
    }
    expect(socket.subs).toHaveLength(1);
    // Zooming out past spec §9's threshold changes the limit; a long pan changes the bounds.
    connection.setView({ bounds: beijing, zoom: 4.5 });
    connection.setView({ bounds: { ...beijing, west: 113.2, east: 123.2 }, zoom: 4.5 });
    expect(socket.subs).toHaveLength(3);
    expect(connection.stats.subs).toBe(3);
    expect(socket.subs[1]).toMatchObject({ limit: 2000 });
    // A reconnect subscribes again, to the same view.
    socket.disconnect();
    socket.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.subs).toHaveLength(4);
    expect(socket.subs[3]).toEqual(socket.subs[2]);
    connection.stop();
  });
});
