// Feeder connection slots over real TCP: a slot is held by accepted frames only (a trickle of
// bytes does not count), a full house makes room by evicting an unproductive unregistered
// connection, and registered feeders are never the ones evicted.
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';
import { beastIdentification, beastUuid, closed, connect } from './feed.testing';

let harness: FeedHarness | undefined;
const sockets: net.Socket[] = [];
const timers: NodeJS.Timeout[] = [];
afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  await harness?.close();
  await harness?.database.close();
  harness = undefined;
});

async function open(port: number): Promise<net.Socket> {
  const socket = await connect(port);
  sockets.push(socket);
  return socket;
}

/** Writes one byte every 50 ms, as a connection holding a slot on a trickle would. */
function trickle(socket: net.Socket, byte: number): void {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(Uint8Array.of(byte));
  }, 50);
  timers.push(timer);
}

describe('feeder connection slots', () => {
  it('defaults to 4 connections per address and timeouts that only frames reset', () => {
    const { feeds } = loadConfig({});
    expect(feeds.maxConnectionsPerAddress).toBe(4);
    expect(feeds.firstFrameTimeoutMs).toBe(30_000);
    expect(feeds.idleTimeoutMs).toBe(120_000);
  });

  it('drops a connection that trickles bytes but never a frame, and one that stopped framing', async () => {
    harness = await startFeedHarness({ limits: { firstFrameTimeoutMs: 400, idleTimeoutMs: 800 } });
    const beast = harness.ingest.byFormat.beast;
    const never = await open(harness.ingest.ports.beast);
    trickle(never, 0x00);
    const once = await open(harness.ingest.ports.beast);
    once.write(beastIdentification(0x780c01, 'CES5201'));
    await waitUntil(() => harness?.liveTable.aircraft.has(0x780c01) === true);
    // Bytes outside any frame: the framer skips them, nothing is accepted.
    trickle(once, 0x00);
    await Promise.all([closed(never), closed(once)]);
    expect(beast.stats.dropped.idle).toBe(2);
    expect(beast.stats.open).toBe(0);
  });

  it('evicts the least productive unregistered connection for a new one when full', async () => {
    harness = await startFeedHarness({ maxConnections: 4 });
    const { ingest, liveTable } = harness;
    const beast = ingest.byFormat.beast;
    const idle: net.Socket[] = [];
    for (let i = 0; i < 4; i++) idle.push(await open(ingest.ports.beast));
    await waitUntil(() => beast.stats.open === 4);
    const feeder = await open(ingest.ports.beast);
    feeder.write(beastIdentification(0x780c02, 'CES5202'));
    await waitUntil(() => liveTable.aircraft.get(0x780c02)?.callsign === 'CES5202');
    expect(beast.stats.dropped.evicted).toBe(1);
    expect(beast.stats.dropped['too-many-connections']).toBe(0);
    // The oldest idle one made room; the others stay.
    await closed(idle[0]!);
    expect(idle.slice(1).every((socket) => !socket.destroyed)).toBe(true);
    expect(beast.stats.open).toBe(4);
  });

  it('never evicts registered feeders: a newcomer is refused instead', async () => {
    harness = await startFeedHarness({ maxConnections: 3 });
    const { ingest, registry } = harness;
    const beast = ingest.byFormat.beast;
    for (let i = 0; i < 3; i++) {
      const uuid = `00112233445566778899aabbccddee0${i}`;
      registry.attach(uuid, 'beast', 'test')!.registered = true;
      const socket = await open(ingest.ports.beast);
      socket.write(beastUuid(uuid));
    }
    await waitUntil(
      () => [...beast.sessions].filter((session) => session.device.registered).length === 3,
    );
    const newcomer = await open(ingest.ports.beast);
    await closed(newcomer);
    expect(beast.stats.dropped['too-many-connections']).toBe(1);
    expect(beast.stats.dropped.evicted).toBe(0);
    expect(beast.stats.open).toBe(3);
  });
});
