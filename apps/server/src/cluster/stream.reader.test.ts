// The one stream loop of the cluster (stream.reader.ts) on the real Redis: entries come in order
// from the id the owner gives, a pause while the owner says "not now", a failed read reported
// and retried without ending the loop, and a stop that ends a blocked read at once.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './private-services.testing';
import { readStream, type StreamEntry } from './stream.reader';

const stream = `skytrace-test-${crypto.randomBytes(4).toString('hex')}:live`;
// The machine's Redis, as cluster.testing.ts's TEST_REDIS_URL (not imported: it loads the server).
const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });

beforeAll(() => redis.connect());
afterAll(async () => {
  await redis.del(stream);
  redis.disconnect();
});

describe('readStream', () => {
  it('hands over entries in order from the id asked, pauses on request, stops at once', async () => {
    const ids: string[] = [];
    for (const value of ['1', '2', '3'])
      ids.push((await redis.xadd(stream, '*', 'v', value)) ?? '');
    const reader = redis.duplicate();
    const read: string[] = [];
    let last = ids[0] ?? '0-0';
    let reading = true;
    let stopped = false;
    const loop = readStream({
      redis: reader,
      stream,
      count: 1,
      blockMs: 5_000,
      retryMs: 50,
      from: () => (reading ? last : undefined),
      onEntries: (entries: StreamEntry[]) => {
        for (const { id, fields } of entries) {
          last = id;
          read.push(fields[1]?.toString() ?? '');
        }
      },
      onFailure: () => undefined,
      stopped: () => stopped,
    });
    // After the first entry, one a read.
    await expect.poll(() => read).toEqual(['2', '3']);
    // Asked before each read: the read already waiting still delivers, the next waits.
    reading = false;
    await redis.xadd(stream, '*', 'v', '4');
    await expect.poll(() => read).toEqual(['2', '3', '4']);
    await redis.xadd(stream, '*', 'v', '5');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read).toEqual(['2', '3', '4']);
    reading = true;
    await expect.poll(() => read).toEqual(['2', '3', '4', '5']);
    // Blocked for up to 5 s: a stop and a disconnect end it now.
    const stoppedAt = Date.now();
    stopped = true;
    reader.disconnect();
    await loop;
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
  });

  it('reports a failed read and tries again, without ending the loop', async () => {
    const unreachable = new Redis(`redis://127.0.0.1:${(await freePort()).toString()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    let failures = 0;
    const loop = readStream({
      redis: unreachable,
      stream,
      count: 1,
      blockMs: 100,
      retryMs: 20,
      from: () => '0-0',
      onEntries: () => undefined,
      onFailure: () => failures++,
      stopped: () => failures >= 3,
    });
    await loop;
    expect(failures).toBe(3);
    unreachable.disconnect();
  });
});
