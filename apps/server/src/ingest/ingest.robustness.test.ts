// Hostile and broken feeders: each is counted and cut off, and never disturbs the others.
import net from 'node:net';
import zlib from 'node:zlib';
import { encodeIdentification, writeBeastFrame } from '@skytrace/adsb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { sendFeed, startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';

let harness: FeedHarness;
beforeAll(async () => {
  harness = await startFeedHarness({ maxConnectionsPerAddress: 4, idleTimeoutMs: 1500 });
});
afterAll(async () => {
  await harness.close();
  await harness.database.close();
});

function beastIdentification(icao: number, callsign: string): Uint8Array {
  const frame = new Uint8Array(14);
  encodeIdentification(frame, { icao, callsign, category: 3 });
  const out = new Uint8Array(64);
  const end = writeBeastFrame(out, 0, frame, 14, 0, 200);
  return out.slice(0, end);
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });
}

describe('hostile feeders', () => {
  it('drops a feeder that sends only garbage, and others keep flowing', async () => {
    const beast = harness.ingest.servers[0]!;
    const good = await connect(harness.ingest.ports.beast);
    const bad = await connect(harness.ingest.ports.beast);
    bad.on('error', () => undefined);
    const garbage = new Uint8Array(256 * 1024);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 131 + 7) & 0xff;
    bad.write(garbage);
    good.write(beastIdentification(0x780a5c, 'CES5101'));
    await closed(bad);
    expect(beast.stats.dropped.garbage).toBeGreaterThanOrEqual(1);
    await waitUntil(() => harness.liveTable.aircraft.get(0x780a5c)?.callsign === 'CES5101');
    good.destroy();
  });

  it('drops an SBS feeder sending one endless line', async () => {
    const sbs = harness.ingest.servers[2]!;
    const before = sbs.stats.dropped.garbage;
    const socket = await connect(harness.ingest.ports.sbs);
    socket.on('error', () => undefined);
    const line = Buffer.alloc(128 * 1024, 'A');
    socket.write(line);
    await closed(socket);
    expect(sbs.stats.dropped.garbage).toBe(before + 1);
  });

  it('drops a stalled feeder after the idle timeout', async () => {
    const beast = harness.ingest.servers[0]!;
    const before = beast.stats.dropped.idle;
    const socket = await connect(harness.ingest.ports.beast);
    socket.on('error', () => undefined);
    socket.write(beastIdentification(0x780a5d, 'CES5102').subarray(0, 5));
    await closed(socket);
    expect(beast.stats.dropped.idle).toBe(before + 1);
  });

  it('limits connections per address', async () => {
    const avr = harness.ingest.servers[1]!;
    const sockets = await Promise.all(
      Array.from({ length: 6 }, () => connect(harness.ingest.ports.avr)),
    );
    for (const socket of sockets) socket.on('error', () => undefined);
    await waitUntil(() => avr.stats.dropped['too-many-from-address'] >= 2);
    expect(avr.stats.open).toBe(4);
    for (const socket of sockets) socket.destroy();
    await waitUntil(() => avr.stats.open === 0);
  });

  it('takes a UUID line before AVR data as the device', async () => {
    const frame = new Uint8Array(14);
    encodeIdentification(frame, { icao: 0x4d2023, callsign: 'KLM1023', category: 3 });
    const hex = Buffer.from(frame).toString('hex');
    await sendFeed(
      harness.ingest.ports.avr,
      Buffer.from(`UUID 00112233-4455-6677-8899-aabbccddeeff\r\n*${hex};\n`),
    );
    await waitUntil(() => harness.liveTable.aircraft.get(0x4d2023)?.callsign === 'KLM1023');
    expect(harness.registry.devices.has('00112233445566778899aabbccddeeff')).toBe(true);
    expect(
      harness.liveTable.aircraft.get(0x4d2023)?.devices.has('00112233445566778899aabbccddeeff'),
    ).toBe(true);
  });
});

describe('Variflight HTTP feed', () => {
  it('rejects bad bodies with a reason, and keeps the device state', async () => {
    const feed = harness.variflight;
    const ok = zlib.deflateSync(
      'MSG,3,1,1,780A5C,1,2026/11/21,20:44:47.302,2026/11/21,20:44:47.302,,33000,,,31.1,121.3,,,0,,0,0\n',
    );
    await feed.receive('aabbccddeeff0011', ok.toString('base64'), '127.0.0.1');
    const reasons: string[] = [];
    for (const [from, code] of [
      ['nothex!!', ok.toString('base64')],
      ['aabbccddeeff0011', '***not base64***'],
      ['aabbccddeeff0011', Buffer.from('plain text').toString('base64')],
    ] as const) {
      try {
        await feed.receive(from, code, '127.0.0.1');
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        reasons.push((error as HttpError).messageKey);
      }
    }
    expect(reasons).toEqual(['ingest.badFeederId', 'ingest.badEncoding', 'ingest.badCompression']);
    const aircraft = harness.liveTable.aircraft.get(0x780a5c);
    expect(aircraft?.altitude).toBe(33000);
    expect(aircraft?.lat).toBeCloseTo(31.1, 6);
  });

  it('refuses a zip bomb', async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x41)).toString('base64');
    await expect(harness.variflight.receive('aabbccddeeff0011', bomb, '127.0.0.1')).rejects.toThrow(
      HttpError,
    );
  });
});
