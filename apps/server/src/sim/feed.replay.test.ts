// The replay tool (scripts/feed.ts) delivers a real capture as a feeder would: over Beast TCP
// with its UUID, and over the Variflight HTTP feed, into the real ingest stack.
import { ADSB_FULL_PATHS } from '@skytrace/contracts';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayCapture } from '../../scripts/feed';
import { startFeedHarness, waitUntil, type FeedHarness } from '../ingest/ingest.testing';
import {
  hasReferenceData,
  REFERENCE_DATA_DIR,
  referenceDataMissing,
} from '../testing/reference-data';

const UUID = '0123456789abcdef0123456789abcdef';
let harness: FeedHarness | undefined;
let server: http.Server | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Aircraft in the live table with a position. */
function positioned(live: FeedHarness['liveTable']): number {
  return [...live.aircraft.values()].filter((aircraft) => !Number.isNaN(aircraft.lat)).length;
}

if (!hasReferenceData) {
  describe('feed replay', () => referenceDataMissing());
} else {
  describe('feed replay', () => {
    it('replays capture-ulss7.beast over Beast TCP, paced and announced by UUID', async () => {
      harness = await startFeedHarness();
      const started = performance.now();
      const result = await replayCapture({
        file: path.join(REFERENCE_DATA_DIR, 'capture-ulss7.beast'),
        format: 'beast',
        to: `beast://127.0.0.1:${harness.ingest.ports.beast}`,
        uuid: UUID,
        speed: 100,
      });
      // 61 s of capture at 100× takes ~0.6 s: paced, not dumped.
      expect(performance.now() - started).toBeGreaterThan(500);
      expect(result.records).toBeGreaterThan(8_000);
      const live = harness.liveTable;
      await waitUntil(() => positioned(live) >= 8, 20_000);
      expect(harness.registry.devices.has(UUID)).toBe(true);
    });

    it('replays the SBS capture over the Variflight HTTP feed in ~1 s bodies', async () => {
      harness = await startFeedHarness();
      const { variflight: feed, liveTable: live } = harness;
      let posts = 0;
      server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          posts++;
          const form = new URLSearchParams(body);
          feed.receive(form.get('from') ?? '', form.get('code') ?? '', '127.0.0.1').then(
            (result) => response.end(JSON.stringify({ code: 200, data: result })),
            (error: unknown) => {
              response.statusCode = 400;
              response.end(String(error));
            },
          );
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await replayCapture({
        file: path.join(REFERENCE_DATA_DIR, 'capture-ulss7.readsb.sbs'),
        format: 'sbs',
        to: `http://127.0.0.1:${port}${ADSB_FULL_PATHS.compressedFeed}`,
        uuid: UUID.slice(0, 16),
        speed: 100,
      });
      expect(posts).toBeGreaterThan(40);
      await waitUntil(() => positioned(live) >= 8, 20_000);
    });
  });
}
