import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { robotsTxt, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapDocument, sitemapPages, type SitemapPage } from './service';

export interface SitemapRoutesOptions {
  /** URLs per sitemap file before /sitemap.xml turns into an index (the protocol's 50,000 by default). */
  maxUrls?: number;
  /** How long the page list read from the database is reused. */
  cacheMs?: number;
}

/** Long enough to spare the database a crawler's burst, short enough to follow the catalogue. */
const DEFAULT_CACHE_MS = 60_000;

/**
 * Absolute URLs need the shop's public origin: PUBLIC_URL when the operator set it, else the address the
 * request came to (Host, and X-Forwarded-Proto behind TRUST_PROXY).
 */
function publicOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * /sitemap.xml (every product, category, article and content page in the nine languages, with hreflang
 * alternates; an index of /sitemap-N.xml past the per-file limits) and /robots.txt naming it. Generated
 * from the database at request time, so catalogue changes show without a restart.
 */
async function sitemapRoutes(app: FastifyInstance, options: SitemapRoutesOptions) {
  const limits = { maxUrls: options.maxUrls ?? SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES };
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  let cache: { at: number; pages: Promise<SitemapPage[]> } | null = null;

  const pages = () => {
    const now = Date.now();
    if (!cache || now - cache.at >= cacheMs) {
      const loading = sitemapPages(app.db);
      cache = { at: now, pages: loading };
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (cache?.pages === loading) cache = null;
      });
    }
    return cache.pages;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, part: number) => {
    const doc = sitemapDocument(publicOrigin(app.config, request), await pages(), part, limits);
    if (doc.kind === 'notFound') return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(doc.xml);
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => send(request, reply, 0));
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, Number(request.params.part) >= 1 ? Number(request.params.part) : -1),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(robotsTxt(publicOrigin(app.config, request))),
  );
}

export default sitemapRoutes;
