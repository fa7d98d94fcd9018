import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendFailure } from './envelope';

/** Prefixes that belong to machines, never to the single-page app's history routes. */
const API_PREFIXES = ['/api/', '/adsb/', '/data/', '/socket.io/'];

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/**
 * Serves the built web app with history-mode fallback: any page route answers index.html and
 * the client router decides. Unknown API paths get the 404 envelope.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => servePageOrFile(request, reply));
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve the UI');
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(request, reply, 404, 'errors.notFound');
  });

  function servePageOrFile(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = safeDecode(request.url.split('?')[0] ?? '/');
    if (urlPath === null) return sendFailure(request, reply, 400, 'errors.badRequest');
    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    const candidate = path.join(webDist, relative);
    // Only files inside webDist are served; anything else is a history route or a 404.
    if (
      relative !== '' &&
      candidate.startsWith(webDist + path.sep) &&
      fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()
    ) {
      return reply.sendFile(relative);
    }
    // History routes may end in something that looks like a file (/tracker/104.45,33.39/8.5):
    // a browser navigating asks for HTML, and only built assets are real files.
    const navigating = (request.headers.accept ?? '').includes('text/html');
    const isAsset = relative.startsWith(`assets${path.sep}`);
    if (wantsPage(request) && (!path.extname(relative) || (navigating && !isAsset))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendFailure(request, reply, 404, 'errors.notFound');
  }
}
