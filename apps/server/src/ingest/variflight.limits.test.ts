// The HTTP feeder's throttle through the real route: token buckets per address and in total
// (429 in the translated envelope, counted), its own body limit, a bounded inflate, a cap on
// posts decoded at once, and big bodies fed in slices that let other work run in between.
import { ADSB_FULL_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { buildApp } from '../server';
import { startFeedHarness, type FeedHarness } from './ingest.testing';
import { compressed, sbsLine } from './feed.testing';

let harness: FeedHarness | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await harness?.close();
  await harness?.database.close();
  app = undefined;
  harness = undefined;
});

async function start(feeds: Partial<Config['feeds']>) {
  harness = await startFeedHarness({ feeds });
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 8 * 1024 * 1024,
      trustProxy: false,
      webDist: '/nonexistent',
    },
    database: harness.database,
    roles: () => ['http', 'ingest'],
    version: 'test',
    liveTable: harness.liveTable,
    variflight: harness.variflight,
  });
  return { harness, app };
}

function post(from: string, code: string, remoteAddress: string, language = 'en') {
  return app!.inject({
    method: 'POST',
    url: ADSB_FULL_PATHS.compressedFeed,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: new URLSearchParams({ from, code }).toString(),
    remoteAddress,
  });
}

const ONE_LINE = compressed([sbsLine({ icao: 0x780d01, altitude: 30_000 })]);

describe('HTTP feeder throttle', () => {
  it('answers 429 in the envelope past an address’s burst, counted; other addresses go on', async () => {
    const { harness } = await start({ httpPostsPerSecond: 0.5 });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await post('aabbccddeeff0401', ONE_LINE, '10.6.0.1')).statusCode);
    }
    // A burst of 2 at 0.5 post/s: one more may come in as the bucket refills on a slow machine.
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(2);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(5);
    expect(harness.variflight.stats.refusedAddressRate).toBe(codes.filter((c) => c === 429).length);
    const refused = await post('aabbccddeeff0401', ONE_LINE, '10.6.0.1', 'zh-CN');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试。', data: null });
    expect((await post('aabbccddeeff0402', ONE_LINE, '10.6.0.2')).statusCode).toBe(200);
  });

  it('refuses an address past its burst before reading the body', async () => {
    const { harness } = await start({ httpPostsPerSecond: 0.5 });
    while ((await post('aabbccddeeff0403', ONE_LINE, '10.6.1.1')).statusCode === 200);
    const before = { ...harness.variflight.stats };
    // A body no parser would accept: were it read, the answer would be a 400 (415 for the
    // type), never the bucket's 429.
    const refused = await app!.inject({
      method: 'POST',
      url: '/adsb/ReceiveCompressADSB.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"from": not json at all',
      remoteAddress: '10.6.1.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      msg: 'Too many requests. Please try again later.',
      data: null,
    });
    expect(harness.variflight.stats.refusedAddressRate).toBe(before.refusedAddressRate + 1);
    // Nothing of it reached decoding.
    expect(harness.variflight.stats.posts).toBe(before.posts);
    // The same body from an address with tokens left is read, and refused as malformed.
    const read = await app!.inject({
      method: 'POST',
      url: '/adsb/ReceiveCompressADSB.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"from": not json at all',
      remoteAddress: '10.6.1.2',
    });
    expect(read.statusCode).toBe(400);
  });

  it('refuses past the total rate, except registered feeders', async () => {
    const { harness } = await start({ httpPostsPerSecondTotal: 1 });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await post(`aabbccddeeff05${10 + i}`, ONE_LINE, `10.7.0.${i + 1}`)).statusCode);
    }
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(5);
    expect(harness.variflight.stats.refusedTotalRate).toBeGreaterThanOrEqual(5);
    harness.registry.attach('aabbccddeeff0599', 'sbs', 'test')!.registered = true;
    expect((await post('aabbccddeeff0599', ONE_LINE, '10.7.1.1')).statusCode).toBe(200);
  });

  it('has its own body limit and a bounded inflate', async () => {
    await start({ httpBodyLimitBytes: 64 * 1024 });
    const big = Buffer.alloc(80 * 1024, 0x41).toString('base64');
    const tooBig = await post('aabbccddeeff0601', big, '10.8.0.1');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 413 });
    // 3 MB of text inflates past the 2 MB a post may carry.
    const bomb = compressed([Buffer.alloc(3 * 1024 * 1024, 0x41).toString()]);
    const inflated = await post('aabbccddeeff0601', bomb, '10.8.0.1');
    expect(inflated.statusCode).toBe(400);
  });
});

describe('HTTP feeder work', () => {
  /** ~1.5 MB of SBS text: 20,000 lines. */
  const lines = Array.from({ length: 20_000 }, (_, i) =>
    sbsLine({ icao: 0x700000 + (i % 500), altitude: 10_000 + i }),
  );
  const code = compressed(lines);

  it('feeds a big body in slices, yielding to the event loop in between', async () => {
    harness = await startFeedHarness();
    const feed = harness.variflight;
    const receiving = feed.receive('aabbccddeeff0701', code, '10.9.0.1');
    let session;
    // The first slice is fed once the inflate (off the loop) is done.
    while ((session = feed.sessions.get('aabbccddeeff0701')?.session) === undefined) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    while (session.counters.frames === 0) await new Promise((resolve) => setImmediate(resolve));
    // Other work ran with the body part-way through.
    expect(session.counters.frames).toBeLessThan(lines.length);
    expect(await receiving).toEqual({ lines: lines.length });
  });

  it('refuses posts beyond the number decoded at once', async () => {
    harness = await startFeedHarness();
    const feed = harness.variflight;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        feed.receive(`aabbccddeeff08${10 + i}`, ONE_LINE, `10.10.0.${i + 1}`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(8);
    expect(feed.stats.refusedBusy).toBe(4);
  });
});
