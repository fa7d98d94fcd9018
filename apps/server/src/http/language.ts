import type { FastifyRequest } from 'fastify';
import type { Language } from '@skytrace/contracts';

/**
 * The language of server messages for a request: the `lang` query parameter (spec §7) wins,
 * then the browser's Accept-Language (zh* → Chinese), else English.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  const queryStart = request.url.indexOf('?');
  if (queryStart >= 0) {
    const lang = new URLSearchParams(request.url.slice(queryStart + 1)).get('lang');
    if (lang === 'zh' || lang === 'en') return lang;
  }
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
