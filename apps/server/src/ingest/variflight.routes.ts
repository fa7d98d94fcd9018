import { z } from 'zod';
import { envelopeSchema, ADSB_FULL_PATHS } from '@skytrace/contracts';
import { ok, sendFailure } from '../http/envelope';
import type { App } from '../http/types';
import type { VariflightFeed } from './variflight.service';

/** `POST /adsb/ReceiveCompressADSB.php`, exactly what Variflight community feeders send. */
export function registerVariflightRoutes(app: App, feed: VariflightFeed): void {
  app.post(
    ADSB_FULL_PATHS.compressedFeed,
    {
      // Its own, smaller body limit: a real post carries about a second of compressed SBS.
      bodyLimit: feed.limits.bodyLimitBytes,
      // Every feeder posts about once a second: requests (and refusals) are counted by the
      // feed, not written to the log one line each.
      logLevel: 'warn',
      // The address's bucket before the body is read: a flood's refused posts are answered
      // from their headers alone.
      onRequest: (request, reply, done) => {
        if (feed.admitAddress(request.ip)) {
          done();
          return;
        }
        void sendFailure(request, reply, 429, 'errors.tooManyRequests');
      },
      schema: {
        summary: 'Feeder input: base64(zlib(SBS text)) from a Variflight-compatible feeder',
        tags: ['ingest'],
        body: z.object({
          from: z.string().min(1).max(64).describe('The feeder UUID (16 hex digits)'),
          code: z.string().min(1).describe('base64 of zlib-compressed SBS/BaseStation text'),
        }),
        response: { 200: envelopeSchema(z.object({ lines: z.number().int() })) },
      },
    },
    async (request) => {
      feed.admitFeeder(request.body.from);
      return ok(request, await feed.receive(request.body.from, request.body.code, request.ip));
    },
  );
}
