import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { requestLocale } from '../i18n/messages';
import { BROTLI_PARAMS } from './compression';
import { ANY_TABLE } from './shared-state';

/**
 * Families of public answers; a change to one of the tables behind a family drops that family's copies.
 * Pages show a bit of every family (the header's languages and currencies at least) and the remotes'
 * versions, so every change drops them, a release too.
 */
export type PublicGroup = 'catalog' | 'content' | 'shop' | 'pages';
const GROUPS: readonly PublicGroup[] = ['catalog', 'content', 'shop', 'pages'];

/**
 * Browsers revalidate every time (max-age=0, ETag: a 304 costs no body); a CDN may keep an answer 10 s and
 * serve it while it revalidates for 30 s more. Instances themselves drop copies on each change notice.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
/** Every other API answer: personal or changing, kept by no cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const JSON_VARY = 'accept-language, accept-encoding';
/** Also bounds answers that change with the clock alone (what's new: the last 30 days). */
const TTL_MS = 60_000;
/** How long a copy dropped by a change may still stand in when rendering is too busy (ADR 0045). */
const STALE_TTL_MS = 10 * 60_000;
/** Below this the encoding costs more than it saves (as in plugins/compression.ts). */
const COMPRESS_FROM = 512;
/**
 * A kept copy is sent first at the quick quality of answers made at request time, then compressed again at
 * Brotli's best in the background: a page 14-19% smaller, so the home page and the shop's first page fit the
 * first round trip of a new connection (about 14 KB with the headers) on a phone's first visit (ADR 0054).
 */
const BEST_BROTLI = { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 };
/**
 * Best quality costs ~100 ms of a thread for an 85 KB page: one at a time, and after each a pause of this many
 * times its length, so it never takes more than a tenth of one thread however many pages churn.
 */
const BEST_PAUSE_FACTOR = 9;

/** One kept answer; headers are the ones every copy of it carries (content type, vary, surrogate keys). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A lookup that missed: kept by `keep` unless a change committed since. */
export interface Pending {
  group: PublicGroup;
  key: string;
  generation: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicCachePending: Pending | null;
  }
}

function groupsOf(table: string): PublicGroup[] {
  if (table === ANY_TABLE) return [...GROUPS];
  if (table.startsWith('content_')) return ['content', 'pages'];
  if (table === 'languages' || table === 'currencies') return ['shop', 'pages'];
  // The switches: closed comments empty the review lists.
  if (table === 'settings') return ['shop', 'catalog', 'pages'];
  // A release, rollback or canary change: pages name their versions in the key, but stop holding old ones.
  if (table === 'release_registry') return ['pages'];
  return ['catalog', 'pages'];
}

/** Whether a committed change to `table` (or ANY_TABLE) changes the shop's languages, currencies or settings. */
export function changesShop(table: string): boolean {
  return groupsOf(table).includes('shop');
}

/** The JSON of a family in a shared cache; `shop` is on every kept answer, pages included (lib/page-keys.ts). */
function surrogateKeyOf(group: PublicGroup): string {
  return group === 'shop' ? 'shop' : `${group} shop`;
}

const weakEtag = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 13.1.2): the same answer in another content coding still matches.
  const bare = etag.slice(2);
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (!header || typeof header !== 'string') return null;
  // q=0 refuses a coding; browsers never send it for br or gzip, so presence is enough otherwise.
  const codings = header
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const accepts = (name: string) => codings.some((c) => c.startsWith(name) && !/;\s*q=0(?:\.0*)?$/.test(c));
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/**
 * Each instance's copies of anonymous public answers (catalogue, content, shop lists), keyed by everything
 * that changes them: the address with its query and the request's language. Answers in this cache never
 * depend on who asks (prices are in the base currency, no favourite marks, no coupon): routes that read
 * the session are never attached. Copies live until a change notice of their family (statement triggers,
 * on any instance), 60 s, or memory pressure, and only while notices arrive.
 */
export class PublicCache {
  private readonly entries: Record<PublicGroup, LRUCache<string, CachedAnswer>>;
  private readonly generation: Record<PublicGroup, number> = { catalog: 0, content: 0, shop: 0, pages: 0 };
  /** The last copy kept under each key, change notices or not: what a busy instance answers rather than nothing. */
  private readonly lastKept: LRUCache<string, CachedAnswer>;
  /** Copies kept (not only made); those compressed at best quality or being so; the Brotli made at best quality. */
  private readonly kept = new WeakSet<CachedAnswer>();
  private readonly bestStarted = new WeakSet<CachedAnswer>();
  private readonly bestMade = new WeakSet<Buffer>();
  private bestBusy = false;
  private bestPausedUntil = 0;

  constructor(
    private readonly live: () => boolean,
    maxBytes = 64 * 1024 * 1024,
    /** Told of every lookup while copies are kept (the hit rate in /metrics). */
    private readonly looked: (group: PublicGroup, hit: boolean) => void = () => {},
  ) {
    const make = () =>
      new LRUCache<string, CachedAnswer>({
        maxSize: Math.floor(maxBytes / GROUPS.length),
        sizeCalculation: (e) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 256,
        ttl: TTL_MS,
      });
    this.entries = { catalog: make(), content: make(), shop: make(), pages: make() };
    // Mostly the same buffers as the live copies: a second reference, not a second copy.
    this.lastKept = new LRUCache<string, CachedAnswer>({
      maxSize: Math.floor(maxBytes / GROUPS.length),
      sizeCalculation: (e) => e.body.length + 256,
      ttl: STALE_TTL_MS,
    });
  }

  /** The last copy kept under `key` even if a change has dropped it since (up to 10 minutes old), or null. */
  stale(group: PublicGroup, key: string): CachedAnswer | null {
    return this.lastKept.get(`${group}\n${key}`) ?? null;
  }

  /** The kept answer under `key`, or what `keep` needs to keep one; null while change notices do not arrive. */
  lookup(group: PublicGroup, key: string): { hit: CachedAnswer } | { miss: Pending } | null {
    if (!this.live()) return null;
    const hit = this.entries[group].get(key);
    this.looked(group, hit !== undefined);
    return hit ? { hit } : { miss: { group, key, generation: this.generation[group] } };
  }

  /**
   * Keeps an answer (with none pending: only gives it its ETag); a change that committed while it was made
   * leaves it unkept: it may predate the change.
   */
  keep(pending: Pending | null, answer: Omit<CachedAnswer, 'etag'>): CachedAnswer {
    const entry: CachedAnswer = { ...answer, etag: weakEtag(answer.body) };
    if (pending && this.live() && pending.generation === this.generation[pending.group]) {
      // Rendered again after a change or after its minute, a page is most often the same bytes: its compressed
      // copies are those of the last copy.
      const previous = this.lastKept.get(`${pending.group}\n${pending.key}`);
      if (previous?.etag === entry.etag) {
        entry.gzip = previous.gzip;
        if (previous.br && this.bestMade.has(previous.br)) {
          entry.br = previous.br;
          this.bestStarted.add(entry);
        }
      }
      this.entries[pending.group].set(pending.key, entry);
      this.lastKept.set(`${pending.group}\n${pending.key}`, entry);
      this.kept.add(entry);
    }
    return entry;
  }

  /**
   * Whether a change committed since the lookup that missed: an answer made meanwhile may predate it, so no
   * shared cache may keep it either (this instance's purge of the shared cache may have come first).
   */
  outdated(pending: Pending): boolean {
    return !this.live() || pending.generation !== this.generation[pending.group];
  }

  /** A committed change to `table` (or ANY_TABLE): the families it feeds are dropped. */
  changed(table: string): void {
    for (const group of groupsOf(table)) {
      this.generation[group]++;
      this.entries[group].clear();
    }
  }

  /** Serves every GET of the routes registered in `scope` after this call from the cache of `group`. */
  attach(scope: FastifyInstance, group: PublicGroup): void {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const found = this.lookup(group, `${requestLocale(request)}\n${request.url}`);
      if (!found) return;
      if ('hit' in found) return this.send(request, reply, found.hit, 'hit');
      request.publicCachePending = found.miss;
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      const pending = request.publicCachePending;
      if (!pending) return payload;
      request.publicCachePending = null;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      const entry = this.keep(pending, {
        status: 200,
        // The family is the surrogate key a change notice purges a shared cache by (plugins/shared-cache-purge.ts).
        headers: { 'content-type': 'application/json; charset=utf-8', vary: JSON_VARY, xkey: surrogateKeyOf(group), 'surrogate-key': surrogateKeyOf(group) },
        body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      });
      reply
        .headers(entry.headers)
        .header('cache-control', this.outdated(pending) ? 'no-cache' : PUBLIC_CACHE_CONTROL)
        .header('etag', entry.etag)
        .header('x-cache', 'miss');
      if (matches(request, entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  }

  /**
   * Sends a kept answer (or a 304 for its ETag), compressed once per coding. `cacheControl` is the answer's
   * own: one that also sets a cookie must not be kept by a shared cache.
   */
  send(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, state: 'hit' | 'miss' | 'stale', cacheControl = PUBLIC_CACHE_CONTROL) {
    reply.code(entry.status).headers(entry.headers).header('cache-control', cacheControl).header('etag', entry.etag).header('x-cache', state);
    if (matches(request, entry.etag)) return reply.code(304).send();
    const encoding = entry.body.length >= COMPRESS_FROM ? acceptedEncoding(request) : null;
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: BROTLI_PARAMS });
      this.compressBest(entry);
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }

  /** Replaces a kept copy's Brotli with the best quality's, off the event loop, when the budget allows. */
  private compressBest(entry: CachedAnswer): void {
    if (!this.kept.has(entry) || this.bestStarted.has(entry) || this.bestBusy || performance.now() < this.bestPausedUntil) return;
    this.bestBusy = true;
    this.bestStarted.add(entry);
    const started = performance.now();
    brotliCompress(entry.body, { params: { ...BEST_BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }, (error, best) => {
      const now = performance.now();
      this.bestBusy = false;
      this.bestPausedUntil = now + BEST_PAUSE_FACTOR * (now - started);
      if (error) return;
      this.bestMade.add(best);
      if (!entry.br || best.length < entry.br.length) entry.br = best;
    });
  }
}

/**
 * The cache of public answers, fed by the change notices of shared-state; also marks every other /api
 * answer `private, no-store`, so no shared cache keeps anything personal by default.
 */
async function publicCache(app: FastifyInstance) {
  const cache = new PublicCache(
    () => app.changes.live,
    undefined,
    (group, hit) => app.appMetrics.cacheLookups.inc({ cache: group, result: hit ? 'hit' : 'miss' }),
  );
  const unsubscribe = app.changes.subscribe((table) => cache.changed(table));
  app.addHook('onClose', async () => unsubscribe());
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCachePending', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}

export default fp(publicCache, { name: 'public-cache', dependencies: ['shared-state', 'metrics'] });
