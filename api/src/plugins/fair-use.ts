import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { LANGUAGE_TAGS } from '@storefront/shared/routes';
import type { Config } from '../config';
import { format, requestLocale } from '../i18n/messages';
import { pageLocale } from '../lib/shell-page';
import { countShared } from '../lib/throttle';

export interface FairUsePluginOptions {
  config: Pick<Config, 'rateLimit' | 'redisUrl'>;
}

const WINDOW_MS = 60_000;

/** What a request costs: a page is a render, the API a query; files and the balancer's health check are free. */
export type RequestKind = 'page' | 'api' | 'free';

export function requestKind(url: string): RequestKind {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (pathname === '/api/health' || pathname.startsWith('/api/health/') || pathname === '/metrics') return 'free';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/releases/') || pathname.startsWith('/uploads/') || pathname.startsWith('/media/')) return 'free';
  // Hashed chunks, styles, pictures, /remotes.json, robots.txt: a file name, not a page.
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1)) ? 'free' : 'page';
}

/** The counter behind the limit: per client address and kind. */
const clientKey = (request: FastifyRequest) => `${requestKind(request.url)}|${request.ip}`;

/**
 * Requests per client counted in Redis, shared by every instance. While Redis is down each instance
 * counts on its own (the same windows, in memory), so a limit is never lifted and nothing answers 500.
 */
class SharedStore implements FastifyRateLimitStore {
  private readonly local = new LRUCache<string, { hits: number; endsAt: number }>({ max: 50_000 });

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    countShared(`fair:${key}`, Math.ceil(timeWindow / 1000)).then(
      (shared) => callback(null, shared ? { current: shared.hits, ttl: shared.retryAfterSeconds * 1000 } : this.countHere(key, timeWindow)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private countHere(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    const live = this.local.get(key);
    const window = live && live.endsAt > now ? { hits: live.hits + 1, endsAt: live.endsAt } : { hits: 1, endsAt: now + timeWindow };
    this.local.set(key, window);
    return { current: window.hits, ttl: window.endsAt - now };
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * Fair use: a client address may ask for so many pages and so many API answers a minute (RATE_LIMIT_*),
 * generous for shoppers (a household behind one address included), so that one client cannot take every
 * render. Over it: 429 with Retry-After, in the envelope for the API and as a short page in the page's
 * language for pages. Counted in Redis when REDIS_URL is set, else in this instance.
 */
async function fairUse(app: FastifyInstance, options: FairUsePluginOptions) {
  const { pagesPerMinute, apiPerMinute } = options.config.rateLimit;
  await app.register(rateLimit, {
    global: false,
    // The library's memory store on one instance; several share Redis.
    ...(options.config.redisUrl ? { store: SharedStore as unknown as new () => FastifyRateLimitStore } : {}),
  });
  const limit = app.createRateLimit({
    timeWindow: WINDOW_MS,
    keyGenerator: clientKey,
    max: (request) => (requestKind(request.url) === 'api' ? apiPerMinute : pagesPerMinute),
  });

  app.addHook('onRequest', async (request, reply) => {
    const kind = requestKind(request.url);
    if (kind === 'free') return;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds))).header('cache-control', 'no-store');
    if (kind === 'api') return reply.code(429).send({ status: 429, msg: format(requestLocale(request), 'tooManyRequests'), data: null });
    const locale = pageLocale(request.url.split('?')[0], request.headers.cookie);
    const message = format(locale, 'tooManyRequests');
    return reply
      .code(429)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><meta charset="utf-8"><title>${message}</title><p>${message}</p></html>`);
  });
}

export default fp(fairUse, { name: 'fair-use', dependencies: ['shared-state'] });
