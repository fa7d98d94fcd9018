// `POST /business/baidu/getCardId` (spec §7): multipart "file", the front of an ID card. Signed
// in; limited per user, since every call costs a provider request. Unconfigured, it answers a
// translated "not configured" (503) without reading the body.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  envelopeSchema,
  idCardResultSchema,
  langQuerySchema,
  API_V2_PATHS,
  ID_CARD_MAX_BYTES,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { IdCardService } from './id-card.service';

/** Recognitions one user may ask for an hour (a real card needs one or two). */
export const RECOGNITIONS_PER_HOUR = 10;
const MULTIPART_OVERHEAD = 64 * 1024;

export async function registerIdCardRoutes(
  api: App,
  service: IdCardService | undefined,
): Promise<void> {
  await api.register(rateLimit, { global: false });
  await api.register(multipart, { limits: { fileSize: ID_CARD_MAX_BYTES, files: 1 } });
  api.post(
    API_V2_PATHS.idCardRecognize,
    {
      config: {
        rateLimit: {
          max: RECOGNITIONS_PER_HOUR,
          timeWindow: 3_600_000,
          keyGenerator: (request) =>
            request.accountSession ? `id-card:${request.accountSession.userId}` : request.ip,
        },
      },
      schema: {
        summary:
          'Reads the front of an ID card (multipart "file", JPEG or PNG, 2.5 MB) and saves it as the real-name authentication; answered masked',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(idCardResultSchema) },
      },
    },
    async (request) => {
      const session = requireUser(request);
      if (!service) throw new HttpError(503, 'idCard.notConfigured');
      const tooLarge = new HttpError(413, 'kit.uploadTooLarge', {
        megabytes: ID_CARD_MAX_BYTES / 1024 / 1024,
      });
      if (Number(request.headers['content-length'] ?? 0) > ID_CARD_MAX_BYTES + MULTIPART_OVERHEAD) {
        throw tooLarge;
      }
      if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
      const file = await request.file();
      if (!file) throw new HttpError(400, 'idCard.imageRequired');
      const image = await file.toBuffer().catch((error: unknown) => {
        // @fastify/multipart rejects toBuffer() past fileSize.
        if (file.file.truncated || (error as { statusCode?: number }).statusCode === 413) {
          throw tooLarge;
        }
        throw error;
      });
      if (file.file.truncated) throw tooLarge;
      return ok(request, await service.recognise(session.userId, image));
    },
  );
}
