// A real started server (PGlite in a temporary DATA_DIR, the ingest and realtime roles): feeder
// messages over TCP and HTTP move the counters of `/metrics` by exactly what was sent, the text
// is Prometheus exposition, only loopback reads it without a token, and the readiness probe
// lists each role's state.
import { encodeIdentification, writeBeastFrame } from '@skytrace/adsb';
import { ADSB_FULL_PATHS, API_V2_FULL_PATHS, HOST_PATHS } from '@skytrace/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedServerDataDir } from '../db/testing';
import { beastIdentification, beastSquawk, compressed, sbsLine } from '../ingest/feed.testing';
import { sendFeed, waitUntil } from '../ingest/ingest.testing';
import { startServer, type RunningServer } from '../server';
import { parseExposition, sampleValue, type Exposition } from './exposition.testing';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-metrics-'));
let server: RunningServer;

beforeAll(async () => {
  await seedServerDataDir(dataDir);
  server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SIM: 'off',
      ROLES: 'http,realtime,ingest',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      LOG_LEVEL: 'silent',
      TRACE_JOURNAL: 'off',
      TRACE_FLUSH_SECONDS: '1',
    }),
  );
}, 60_000);

afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function scrape(): Promise<Exposition> {
  const response = await fetch(`${server.url}${HOST_PATHS.metrics}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

/** A DF17 identification whose message field was garbled in flight: its CRC fails. */
function beastBadCrc(icao: number): Uint8Array {
  const frame = new Uint8Array(14);
  encodeIdentification(frame, { icao, callsign: 'GARBLED', category: 3 });
  for (let i = 5; i < 11; i++) frame[i] = (frame[i] ?? 0) ^ 0x55;
  const out = new Uint8Array(64);
  return out.slice(0, writeBeastFrame(out, 0, frame, frame.length, 0, 200));
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('metrics of a running server', () => {
  it('counts each input’s messages and rejections by reason, exactly', async () => {
    const before = await scrape();
    const ingest = server.ingest;
    if (!ingest) throw new Error('the ingest role did not start');
    // Beast: 12 identifications of 4 aircraft, 5 identity replies from addresses never
    // confirmed, 3 frames with a broken CRC.
    const frames: Uint8Array[] = [];
    for (let n = 0; n < 12; n++)
      frames.push(beastIdentification(0x7c1000 + (n % 4), `TST${n % 4}`));
    for (let n = 0; n < 5; n++) frames.push(beastSquawk(0x7c2000 + n, '1200'));
    for (let n = 0; n < 3; n++) frames.push(beastBadCrc(0x7c3000 + n));
    await sendFeed(ingest.ports.beast, concat(frames));
    // SBS: 6 lines, 2 of them with an altitude no transponder can report.
    const lines = [
      ...Array.from({ length: 4 }, (_, n) =>
        sbsLine({ icao: 0x7c4000 + n, type: 1, callsign: `SBS${n}` }),
      ),
      sbsLine({ icao: 0x7c4100, type: 3, altitude: 900_000 }),
      sbsLine({ icao: 0x7c4101, type: 3, altitude: 900_000 }),
    ];
    await sendFeed(ingest.ports.sbs, new TextEncoder().encode(`${lines.join('\n')}\n`));
    // The HTTP feed: one post of 3 lines.
    const posted = await fetch(`${server.url}${ADSB_FULL_PATHS.compressedFeed}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        from: 'aabbccddeeff0404',
        code: compressed([0, 1, 2].map((n) => sbsLine({ icao: 0x7c5000 + n, altitude: 31_000 }))),
      }).toString(),
    });
    expect(posted.status).toBe(200);
    await waitUntil(
      () =>
        ingest.byFormat.beast.totals().frames === 20 && ingest.byFormat.sbs.totals().frames === 6,
    );

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    const messages = 'skytrace_ingest_messages_total';
    expect(delta(messages, { input: 'beast' })).toBe(20);
    expect(delta(messages, { input: 'sbs' })).toBe(6);
    expect(delta(messages, { input: 'http' })).toBe(3);
    expect(delta(messages, { input: 'avr' })).toBe(0);
    const accepted = 'skytrace_ingest_accepted_messages_total';
    expect(delta(accepted, { input: 'beast' })).toBe(12);
    expect(delta(accepted, { input: 'sbs' })).toBe(4);
    expect(delta(accepted, { input: 'http' })).toBe(3);
    const rejected = 'skytrace_ingest_rejected_messages_total';
    expect(delta(rejected, { input: 'beast', reason: 'unknown_address' })).toBe(5);
    expect(delta(rejected, { input: 'beast', reason: 'bad_crc' })).toBe(3);
    expect(delta(rejected, { input: 'sbs', reason: 'invalid_record' })).toBe(2);
    expect(delta(rejected, { input: 'beast', reason: 'invalid_record' })).toBe(0);
    // 4 + 4 + 3 aircraft heard, none with a position.
    expect(sampleValue(after, 'skytrace_live_aircraft', { with: 'any' })).toBe(11);
    expect(sampleValue(after, 'skytrace_live_aircraft', { with: 'position' })).toBe(0);
    expect(delta('skytrace_live_updates_total')).toBe(12 + 4 + 3);
    expect(sampleValue(after, 'skytrace_ingest_connections', { input: 'beast' })).toBe(0);
  });

  it('reports the process, the sockets, the database and the trace flushes', async () => {
    // The recorder flushes every second here: wait for one to have finished.
    await waitUntil(() => server.recorder.flushCounts().running === 0, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const metrics = await scrape();
    expect(sampleValue(metrics, 'skytrace_db_info', { driver: 'pglite' })).toBe(1);
    expect(sampleValue(metrics, 'skytrace_realtime_sockets', { state: 'connected' })).toBe(0);
    expect(sampleValue(metrics, 'skytrace_realtime_send_queue_packets', { stat: 'sum' })).toBe(0);
    expect(
      sampleValue(metrics, 'nodejs_eventloop_delay_seconds', { quantile: '0.99' }),
    ).toBeLessThan(5);
    expect(sampleValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(10e6);
    expect(
      sampleValue(metrics, 'skytrace_trace_flush_seconds_count', { outcome: 'written' }),
    ).toBeGreaterThan(0);
    expect(sampleValue(metrics, 'skytrace_trace_backlog_points')).toBeGreaterThanOrEqual(0);
    // Redis is not used by this process: no lag is reported rather than a made-up zero.
    expect(metrics.types.has('skytrace_redis_lag_seconds')).toBe(false);
    expect(metrics.types.get('skytrace_ingest_messages_total')).toBe('counter');
    expect(metrics.types.get('skytrace_trace_flush_seconds')).toBe('histogram');
  });

  it('answers only loopback without a token: 403 in the envelope from elsewhere', async () => {
    const remote = await server.app.inject({
      url: HOST_PATHS.metrics,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 403, data: null });
    // A proxy on the same host forwarding a public request is not the operator.
    const proxied = await server.app.inject({
      url: HOST_PATHS.metrics,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('is ready once every role started, listing each role’s state', async () => {
    const live = await fetch(`${server.url}${HOST_PATHS.healthLive}`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server.url}${HOST_PATHS.healthReady}`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as {
      data: {
        ready: boolean;
        db: string;
        roles: { role: string; state: string; modules: object }[];
      };
    };
    expect(body.data.ready).toBe(true);
    expect(body.data.db).toBe('ok');
    const ingest = server.ingest;
    expect(body.data.roles).toEqual([
      { role: 'http', state: 'running', modules: expect.any(Object) },
      {
        role: 'realtime',
        state: 'running',
        modules: { realtime: { accepting: true, sockets: 0, views: 0 } },
      },
      {
        role: 'ingest',
        state: 'running',
        modules: {
          ingest: {
            beastPort: ingest?.ports.beast,
            avrPort: ingest?.ports.avr,
            sbsPort: ingest?.ports.sbs,
            connections: 0,
          },
        },
      },
    ]);
  });

  it('counts a realtime client connected and subscribed, and its leaving', async () => {
    const token = await fetch(`${server.url}${API_V2_FULL_PATHS.accessToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'uid=u1&device=web&device_id=browser-metrics',
    });
    const { data } = (await token.json()) as { data: { encrypt: string } };
    const socket = connect(server.url, { path: HOST_PATHS.socketIo, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck('validate', { token: data.encrypt })).toEqual({ code: 1 });
      const bounds = { north: 45, south: 18, east: 135, west: 73 };
      await socket.emitWithAck('sub', { clientBounds: bounds, limit: -1, increment: 1 });
      const metrics = await scrape();
      expect(sampleValue(metrics, 'skytrace_realtime_sockets', { state: 'connected' })).toBe(1);
      expect(sampleValue(metrics, 'skytrace_realtime_sockets', { state: 'subscribed' })).toBe(1);
      expect(sampleValue(metrics, 'skytrace_realtime_sockets', { state: 'backlogged' })).toBe(0);
    } finally {
      socket.disconnect();
    }
    let connected = 1;
    await waitUntilAsync(async () => {
      connected = sampleValue(await scrape(), 'skytrace_realtime_sockets', { state: 'connected' });
      return connected === 0;
    });
    expect(connected).toBe(0);
  });
});

/** Polls an asynchronous condition every 50 ms, for at most 5 s. */
async function waitUntilAsync(check: () => Promise<boolean>): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 5_000) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
