import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { SiteConfig } from '@skytrace/contracts';

/**
 * The origins MapLibre fetches tiles from: those of the configured map sources. A `{s}`-style
 * placeholder in a host becomes CSP's subdomain wildcard.
 */
export function mapSourceOrigins(mapSources: SiteConfig['mapSources']): string[] {
  const origins = new Set<string>();
  for (const source of Object.values(mapSources)) {
    const origin = /^(https?:\/\/[^/?#]+)/i.exec(source.url)?.[1];
    if (!origin) continue;
    const host = origin.replace(/\{[^}]*\}/g, '*');
    // CSP accepts a wildcard only as the host's first label.
    if (/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host)) origins.add(host.toLowerCase());
  }
  return [...origins];
}

/**
 * The security headers of every answer, computed once: helmet's middlewares run against a
 * recorder. The policy has no per-request part (no nonces), and @fastify/helmet built the whole
 * helmet stack again for each request, CSP directives parsed anew: ~8 % of the CPU a flood's
 * refused request cost (flood 1 of bench:abuse).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  // Helmet 8 throws a bad option at once (at boot here); the callback carries no error.
  helmet(options)(
    {} as unknown as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  return Object.fromEntries(headers);
}

/**
 * Security headers on every answer, and CORS closed unless CORS_ORIGINS names origins.
 * The policy allows what the product's own pages need: its scripts and workers, inline styles
 * (the UI kit injects them), images from https sources, and connections to itself (API and
 * websocket: CSP 3 lets 'self' match ws/wss of the same host) and to the configured map
 * sources. Any https or ws host was allowed before (issue 13 #15), so injected script could
 * send data anywhere. CORS origins call us; they are no destination of our pages.
 */
export async function installSecurity(
  app: FastifyInstance,
  options: { corsOrigins: string[]; mapSources: SiteConfig['mapSources'] },
): Promise<void> {
  const { corsOrigins } = options;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapSourceOrigins(options.mapSources)],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Map tiles and avatars may come from other origins.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    credentials: true,
  });
}
