// Input no route can use, refused before any route sees it (issue 13 #13): a NUL character in
// the URL, query, parameters or body (PostgreSQL text cannot hold one: it answered 500 with
// 22021/22P05), and a multipart body without a boundary (the multipart parser threw a plain
// Error, a 500). PostgreSQL's own data errors stay mapped to 400 in the error handler as a
// safety net for what slips past.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const MAX_DEPTH = 32;

/** Whether `value` (a parsed body, query or parameters) holds a NUL character anywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/** Installs the checks on the root app, so every route registered after inherits them. */
export function installEdgeChecks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (/%00/i.test(request.url) || request.url.includes('\0')) {
      done(new HttpError(400, 'errors.invalidCharacters'));
      return;
    }
    const type = request.headers['content-type'];
    if (
      typeof type === 'string' &&
      /^\s*multipart\//i.test(type) &&
      !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)
    ) {
      done(new HttpError(400, 'errors.badRequest'));
      return;
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(new HttpError(400, 'errors.invalidCharacters'));
      return;
    }
    done();
  });
}
