// Uploads (`upload/uploadDeviceImage`, `upload/uploadContractImage`, multipart field "file") and
// the stored files' route. Thin: the size gate, then StorageService.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  langQuerySchema,
  storedFileParamsSchema,
  uploadResultSchema,
  API_V2_PATHS,
  UPLOAD_KINDS,
  type UploadKind,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { BACK_OFFICE, hasPermission, requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { StorageService } from './storage.service';

/** Uploads per user (else per address) a minute: photos cost disk and CPU to re-encode. */
export const UPLOADS_PER_MINUTE = 20;
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const LARGEST = Math.max(...Object.values(UPLOAD_KINDS).map((limits) => limits.maxBytes));
const tags = ['uploads'];

const userKey = (request: FastifyRequest) =>
  request.accountSession ? `user:${request.accountSession.userId}` : request.ip;

function tooLarge(kind: UploadKind): HttpError {
  return new HttpError(413, 'kit.uploadTooLarge', {
    megabytes: UPLOAD_KINDS[kind].maxBytes / 1024 / 1024,
  });
}

/** Reads the one file of a multipart upload, refusing more than the kind allows. */
async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  const limit = UPLOAD_KINDS[kind].maxBytes;
  // A declared length over the limit is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit + MULTIPART_OVERHEAD) throw tooLarge(kind);
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const file = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (!file) throw new HttpError(400, 'kit.uploadMissing');
  try {
    return await file.toBuffer();
  } catch (error) {
    // Chunked bodies carry no length: the parser stops at the limit and says so.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    throw error;
  }
}

export async function registerStorageRoutes(api: App, storage: StorageService): Promise<void> {
  await api.register(rateLimit, { global: false });
  await api.register(multipart, { limits: { fileSize: LARGEST, files: 1 } });
  const upload = (path: string, kind: UploadKind, summary: string) =>
    api.post(
      path,
      {
        config: {
          rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000, keyGenerator: userKey },
        },
        schema: {
          summary,
          tags,
          security: [{ bearer: [] }],
          querystring: langQuerySchema,
          response: { 200: envelopeSchema(uploadResultSchema) },
        },
      },
      async (request) => {
        const session = requireUser(request);
        const bytes = await readUpload(request, kind);
        return ok(request, await storage.storeImage(kind, session.userId, bytes));
      },
    );
  upload(
    API_V2_PATHS.uploadDeviceImage,
    'device',
    'A site photo of a kit application (multipart "file"; JPEG, PNG or WebP, checked by content)',
  );
  upload(
    API_V2_PATHS.uploadContractImage,
    'contract',
    'A drawn signature for a hosting agreement (multipart "file"; PNG or JPEG)',
  );
  upload(
    API_V2_PATHS.uploadImage,
    'photo',
    'A gallery photo (multipart "file"; JPEG or PNG by content, 20 MB); describe it with savePlaneImages or saveAirportImages',
  );
  api.get(
    API_V2_PATHS.storedFile,
    {
      schema: {
        summary: 'A stored upload; names are content hashes, so it is cached for a year',
        tags,
        params: storedFileParamsSchema,
        // `token`: an <img> cannot send a header (spec §7's token query parameter).
        querystring: langQuerySchema.extend({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const session = request.accountSession;
      const bytes = await storage.readFor(
        kind,
        file,
        session
          ? { userId: session.userId, backOffice: hasPermission(session, BACK_OFFICE) }
          : null,
      );
      const type = file.endsWith('.png')
        ? 'image/png'
        : file.endsWith('.webp')
          ? 'image/webp'
          : 'image/jpeg';
      const limits: { visibility: 'owner' | 'public' } = UPLOAD_KINDS[kind];
      const visibility = limits.visibility === 'public' ? 'public' : 'private';
      return reply
        .type(type)
        .header('cache-control', `${visibility}, max-age=31536000, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
