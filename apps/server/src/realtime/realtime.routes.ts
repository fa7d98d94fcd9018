import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  envelopeSchema,
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  HOST_PATHS,
} from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { PROTO_FILES, protoDir } from './location.codec';
import { issueSocketToken } from './realtime.token';

const tokenRequestSchema = z.object({
  uid: z.string().max(128).optional(),
  device: z.string().max(64).optional(),
  device_id: z.string().max(128).optional(),
});
const tokenAnswerSchema = envelopeSchema(z.object({ encrypt: z.string() }));

/** Socket tokens (spec §7) and the .proto files clients decode batches with. */
export function registerRealtimeRoutes(
  app: App,
  deps: { secret: Buffer; now: () => number },
): void {
  const issue = (body: z.infer<typeof tokenRequestSchema>) =>
    issueSocketToken(deps.secret, body.device_id ?? body.uid ?? 'anonymous', deps.now());

  app.post(
    API_V2_FULL_PATHS.accessToken,
    {
      schema: {
        summary: 'A token for the realtime socket (`encrypt`), sent with `validate`',
        tags: ['realtime'],
        body: tokenRequestSchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    (request) => ok(request, { encrypt: issue(request.body) }),
  );

  app.post(
    ADSB_FULL_PATHS.socketApi,
    {
      schema: {
        summary: 'The realtime host’s own token call: `c=token&a=get`',
        tags: ['realtime'],
        querystring: z.object({ c: z.literal('token'), a: z.literal('get') }),
        body: tokenRequestSchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    (request) => ok(request, { encrypt: issue(request.body) }),
  );

  const dir = protoDir();
  const files = new Map(
    PROTO_FILES.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
  app.get(
    HOST_PATHS.proto,
    { schema: { hide: true, params: z.object({ file: z.string().max(64) }) } },
    (request, reply) => {
      const text = files.get(request.params.file as (typeof PROTO_FILES)[number]);
      if (text === undefined) throw new HttpError(404, 'errors.notFound');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
    },
  );
}
