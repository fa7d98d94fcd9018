// Uploads (`upload/uploadDeviceImage`, `upload/uploadContractImage`, multipart field "file") and
// the stored files' route. Thin: the size gate, then StorageService.
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import {
  envelopeSchema,
  langQuerySchema,
  storedFileParamsSchema,
  storedFileQuerySchema,
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

/**
 * Receives the one file of a multipart upload into `target` as it arrives (never the whole file
 * in memory), refusing more than the kind allows. The caller removes `target`.
 */
async function receiveUpload(
  request: FastifyRequest,
  kind: UploadKind,
  target: string,
): Promise<void> {
  const limit = UPLOAD_KINDS[kind].maxBytes;
  // A declared length over the limit is refused before a byte of the body is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit + MULTIPART_OVERHEAD) throw tooLarge(kind);
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
  const file = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (!file) throw new HttpError(400, 'kit.uploadMissing');
  await pipeline(file.file, createWriteStream(target));
  // Chunked bodies carry no length: the parser stops at the limit and says so.
  if (file.file.truncated) throw tooLarge(kind);
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
        const target = await storage.incomingPath();
        try {
          await receiveUpload(request, kind, target);
          return ok(request, await storage.storeImage(kind, session.userId, target));
        } finally {
          await fs.rm(target, { force: true });
        }
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
  upload(
    API_V2_PATHS.uploadFeedbackImage,
    'feedback',
    'A screenshot for feedback (multipart "file"; JPEG, PNG or WebP by content, 5 MB)',
  );
  api.get(
    API_V2_PATHS.storedFile,
    {
      schema: {
        summary:
          'A stored upload; names are content hashes, so public files are cached for a year. Gallery photos not approved need a signed URL (exp, sig)',
        tags,
        params: storedFileParamsSchema,
        querystring: storedFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const session = request.accountSession;
      const opened = await storage.openFor(
        kind,
        file,
        session
          ? { userId: session.userId, backOffice: hasPermission(session, BACK_OFFICE) }
          : null,
        { exp: request.query.exp, sig: request.query.sig },
      );
      const type = file.endsWith('.png')
        ? 'image/png'
        : file.endsWith('.webp')
          ? 'image/webp'
          : 'image/jpeg';
      return reply
        .type(type)
        .header('content-length', opened.size)
        .header('cache-control', opened.cacheControl)
        .header('x-content-type-options', 'nosniff')
        .send(opened.stream);
    },
  );
}
