import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_TAGS } from '@storefront/shared/routes';
import { format, requestLocale } from '../i18n/messages';
import { escapeHtml, pageLocale } from './shell-page';

/**
 * The answer of an instance too busy to take a request: 503 with Retry-After, the envelope for the API and
 * a short page in the page's language for pages, kept by no cache (the next try may well be answered).
 * Returns what to send, so both a handler and @fastify/under-pressure's pressure handler can send it.
 */
export function busyAnswer(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): string | { status: number; msg: string; data: null } {
  reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  const pathname = request.url.split('?', 1)[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    reply.type('application/json; charset=utf-8');
    return { status: 503, msg: format(requestLocale(request), 'busy'), data: null };
  }
  const locale = pageLocale(pathname, request.headers.cookie);
  const message = escapeHtml(format(locale, 'busy'));
  reply.type('text/html; charset=utf-8');
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title><main><h1>${message}</h1></main></html>`;
}
