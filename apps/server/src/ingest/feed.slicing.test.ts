// A feeder's big reads are fed a slice per event-loop turn (bench:abuse flood 2: a 64-KB read of
// new aircraft held the loop for up to 250 ms, and health checks waited behind it).
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';
import { sbsLine } from './feed.testing';
import { FEED_SLICE_BYTES } from './tcp.feed-server';

let harness: FeedHarness | undefined;
afterEach(async () => {
  await harness?.close();
  await harness?.database.close();
  harness = undefined;
});

it('feeds at most a slice of a big read per turn of the event loop, in order, all of it', async () => {
  harness = await startFeedHarness();
  const { ingest, liveTable } = harness;
  const sbs = ingest.byFormat.sbs;
  const lines: string[] = [];
  for (let i = 0; i < 3000; i++) lines.push(sbsLine({ icao: 0x200000 + i, altitude: 30_000 }));
  const data = Buffer.from(`${lines.join('\n')}\n`);
  const lineBytes = data.length / lines.length;
  // Lines fed between two turns of the loop, sampled from a setImmediate chain.
  let last = 0;
  let most = 0;
  let sampling = true;
  const sample = () => {
    const frames = sbs.totals().frames;
    most = Math.max(most, frames - last);
    last = frames;
    if (sampling) setImmediate(sample);
  };
  setImmediate(sample);
  const socket = net.connect(ingest.ports.sbs, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  // One write: the server reads it in 64-KB pieces (several per turn, unsliced).
  socket.end(data);
  await waitUntil(() => sbs.totals().frames === 3000);
  sampling = false;
  expect(liveTable.aircraft.size).toBe(3000);
  expect(most).toBeGreaterThan(0);
  // A slice plus the line cut at its end; unsliced, a turn took ≥ 64 KB (≈ 650 lines).
  expect(most).toBeLessThanOrEqual(Math.ceil(FEED_SLICE_BYTES / lineBytes) + 2);
});

it('feeds what it has read to the end when the inputs close mid-read (SIGTERM)', async () => {
  harness = await startFeedHarness();
  const { ingest } = harness;
  const sbs = ingest.byFormat.sbs;
  const lines: string[] = [];
  // 2.5 MB: hundreds of slices, so the close lands in the middle of a read.
  for (let i = 0; i < 30_000; i++) lines.push(sbsLine({ icao: 0x300000 + (i % 1000) }));
  const data = Buffer.from(`${lines.join('\n')}\n`);
  const socket = net.connect(ingest.ports.sbs, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(data);
  await waitUntil(() => sbs.totals().frames > 0);
  // Synchronously up to close()'s first await: the bytes read now are all that will be fed.
  const read = sbs.bytesRead();
  const closing = ingest.close();
  await closing;
  expect(sbs.totals().frames).toBeLessThan(30_000);
  expect(sbs.totals().bytes).toBe(read);
});
