// Feeders' big reads are fed in slices under one budget per turn of the event loop shared by
// every connection (bench:abuse flood 2: a 64-KB read of new aircraft held the loop for up to
// 250 ms, and four flooding feeders fed four slices a turn). The harness's budget clock moves
// 1 ms per reading, so a fed slice costs 1 ms and a turn holds FEED_TURN_MS slices.
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startFeedHarness, waitUntil, type FeedHarness } from './ingest.testing';
import { sbsLine } from './feed.testing';
import { FEED_SLICE_BYTES, FEED_TURN_MS } from './tcp.feed-server';

let harness: FeedHarness | undefined;
afterEach(async () => {
  await harness?.close();
  await harness?.database.close();
  harness = undefined;
});

function countingClock(): () => number {
  let now = 0;
  return () => now++;
}

function sbsData(count: number, firstIcao: number): Buffer {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(sbsLine({ icao: firstIcao + i, altitude: 30_000 }));
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

it('feeds the big reads of several connections under one budget per turn, all of it', async () => {
  harness = await startFeedHarness({ turnClock: countingClock() });
  const { ingest, liveTable } = harness;
  const sbs = ingest.byFormat.sbs;
  const first = sbsData(2000, 0x200000);
  const second = sbsData(2000, 0x210000);
  const lineBytes = first.length / 2000;
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
  const [one, two] = await Promise.all([connect(ingest.ports.sbs), connect(ingest.ports.sbs)]);
  // One write each: the server reads them in 64-KB pieces, several per turn.
  one.end(first);
  two.end(second);
  await waitUntil(() => sbs.totals().frames === 4000);
  sampling = false;
  expect(liveTable.aircraft.size).toBe(4000);
  expect(most).toBeGreaterThan(0);
  // Both connections together: FEED_TURN_MS slices a turn (plus lines cut at slice ends), where
  // each connection used to get a slice of its own.
  const budgetLines = Math.ceil((FEED_TURN_MS * FEED_SLICE_BYTES) / lineBytes);
  expect(most).toBeLessThanOrEqual(budgetLines + FEED_TURN_MS + 2);
});

it('feeds everything a feeder sent before the inputs close (SIGTERM), also what waited unread', async () => {
  harness = await startFeedHarness();
  const { ingest } = harness;
  const sbs = ingest.byFormat.sbs;
  const lines: string[] = [];
  // 2.5 MB: hundreds of slices, so the close lands while most of it waits in the socket buffers.
  for (let i = 0; i < 30_000; i++) lines.push(sbsLine({ icao: 0x300000 + (i % 1000) }));
  const data = Buffer.from(`${lines.join('\n')}\n`);
  const socket = await connect(ingest.ports.sbs);
  socket.write(data);
  // Checked on every turn of the loop (the server yields after FEED_TURN_MS of slices), not on a
  // 20 ms timer: on a loaded machine a timer can fire only after the whole 2.5 MB was fed, and
  // the close would then find nothing waiting.
  await new Promise<void>((resolve) => {
    const check = () => (sbs.totals().frames > 0 ? resolve() : setImmediate(check));
    setImmediate(check);
  });
  expect(sbs.totals().frames).toBeLessThan(30_000);
  await ingest.close();
  expect(sbs.totals().frames).toBe(30_000);
  expect(sbs.totals().bytes).toBe(data.length);
});
