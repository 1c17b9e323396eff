import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { canaryAssignments, servedRegistry, visitorClient } from '@storefront/registry/canary';
import { recordServed } from '@storefront/registry/canary-health';
import { currentShellDir, type Registry } from '@storefront/registry/document';
import type { Locale, RemoteName, RouteMatch } from '@storefront/shared/routes';
import type { Config } from '../config';
import { busyAnswer } from '../lib/busy';
import { surrogateKeys } from '../lib/page-keys';
import { pageVisitor } from '../lib/visitor';
import { pageDocument, pageHead } from '../ssr/document';
import { Renderer } from '../ssr/renderer';
import { pageLocale, placeHints, type ShellPage } from '../lib/shell-page';
import { changesShop, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, type Pending } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a server-rendered page; false when the page must go out as the shell for the browser to render. */
    sendRenderedPage(request: FastifyRequest, reply: FastifyReply, match: RouteMatch, shellPage: ShellPage): Promise<boolean>;
  }
}

/** One failed render of a remote's release, as a browser would report it. */
export interface ServerRemoteFailure {
  remote: RemoteName;
  version: string;
  error: string;
  fallback: null;
}

export interface SsrPluginOptions {
  config: Pick<Config, 'shellDist' | 'releasesDir' | 'port' | 'publicUrl' | 'pageCache' | 'vitalsSampleRate' | 'render' | 'pressure'>;
  /** Counts a failure towards the release's health, where the browsers' reports are counted (the beacon). */
  countRemoteFailure: (failure: ServerRemoteFailure, client: string) => Promise<unknown>;
}

/** Failures of a remote's server code count like a browser's report, under one client name for the server. */
const SERVER_CLIENT = 'server';

/**
 * What the page depends on: language and currency; a private page also whether a session cookie exists at
 * all (its guard). A public page is rendered knowing nothing of a session, so one copy serves everyone.
 */
function cookiesOf(request: FastifyRequest, privatePage: boolean): Record<string, string | undefined> {
  const { language, moneyType, token } = request.cookies;
  return { language, moneyType, token: privatePage && token ? '1' : undefined };
}

/** A currency code as the moneyType cookie holds it; anything else renders the default and shares its copy. */
const CURRENCY = /^[A-Z]{3}$/;

/**
 * A kept page answered with a cookie of its own, or one whose versions follow the browser's canary bucket,
 * must stay out of shared caches (they would hand it to everyone).
 */
const WITH_COOKIE_CACHE_CONTROL = 'private, no-cache';
/** Browsers only: a page that is not whole or not found is rendered anew for the next request. */
const UNKEPT_CACHE_CONTROL = 'no-cache';
const OUTDATED_CACHE_CONTROL = 'no-store';

async function bufferOf(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * Server rendering for the all-in-one server (ADR 0011): every page route is rendered by a worker of the
 * current generation of remote versions, streamed into the shell's index.html.
 */
async function ssr(app: FastifyInstance, options: SsrPluginOptions) {
  const { config } = options;
  await app.register(fastifyCookie);
  const shellDist = config.shellDist;
  const renderer = shellDist
    ? new Renderer({
        // The current shell release's server build, else the built shell's.
        shellEntry: (registry: Registry) => path.join(currentShellDir(registry, config.releasesDir) ?? shellDist, 'server', 'render.cjs'),
        apiOrigin: `http://127.0.0.1:${config.port}`,
        releasesDir: config.releasesDir,
        vitalsSampleRate: config.vitalsSampleRate,
        onRemoteFailure: (remote, version, error, client) => {
          app.log.warn({ remote, version, error }, 'remote release failed to render on the server');
          void options
            .countRemoteFailure({ remote, version, error: error.slice(0, 2000), fallback: null }, client ?? SERVER_CLIENT)
            .catch((e: unknown) => app.log.error({ err: e }, 'could not count a server rendering failure'));
        },
        log: app.log,
        workers: config.render.workers,
        perWorker: config.render.perWorker,
        queue: config.render.queue,
        keepAnswersMs: config.render.keepAnswersMs,
      })
    : null;
  if (renderer) {
    const unsubscribe = app.changes.subscribe((table) => {
      renderer.forget({ shop: changesShop(table) });
    });
    app.addHook('onClose', async () => unsubscribe());
  }
  app.addHook('onClose', async () => renderer?.close());
  app.addHook('onListen', async () => {
    if (renderer) renderer.warm(await app.registry.read());
  });

  app.decorate('sendRenderedPage', async (request: FastifyRequest, reply: FastifyReply, match: RouteMatch, shellPage: ShellPage) => {
    if (!renderer) return false;
    const registry = await app.registry.read();
    if (!renderer.availableFor(registry)) return false;
    const route = match.kind === 'page' ? match.route : null;
    const privatePage = Boolean(route?.privateData);
    // The browser's canary assignment decides the versions the page is rendered (and hydrated) with; a
    // browser with none gets one only on a page whose remote runs a canary.
    const visitor = pageVisitor(request, reply, registry, route && route.owner !== 'shell' ? route.owner : null);
    const served = visitor ? servedRegistry(registry, visitor.bucket) : registry;
    // While the page's remote runs a canary the page depends on the sf_bucket cookie: no shared cache may
    // keep it (they key on address, language and currency), only this instance's, keyed by versions.
    const canaryRuns = Boolean(route && route.owner !== 'shell' && registry.remotes[route.owner]?.canary);
    const client = visitor ? visitorClient(visitor) : null;
    if (visitor)
      await recordServed(app.db, canaryAssignments(registry, visitor.bucket), visitorClient(visitor)).catch((e: unknown) =>
        request.log.error({ err: e }, 'could not count a served canary client'),
      );

    // One copy per address, language, currency and rendered versions (ADR 0036): never per cookie header.
    let pending: Pending | null = null;
    let key: string | null = null;
    if (!privatePage && config.pageCache && (request.method === 'GET' || request.method === 'HEAD')) {
      const moneyType = request.cookies.moneyType;
      const currency = moneyType && CURRENCY.test(moneyType) ? moneyType : '';
      const pathname = request.url.split('?', 1)[0];
      key = [renderer.versionKey(served), currency, pageLocale(pathname, request.headers.cookie), request.url].join('\n');
      const found = app.publicCache.lookup('pages', key);
      if (found && 'hit' in found) {
        const cacheControl = reply.hasHeader('set-cookie') || canaryRuns ? WITH_COOKIE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
        await app.publicCache.send(request, reply, found.hit, 'hit', cacheControl);
        return true;
      }
      pending = found?.miss ?? null;
    }

    const started = performance.now();
    const outcome = await renderer.render(
      served,
      request.url,
      cookiesOf(request, privatePage),
      async (head) => {
        const template = await shellPage.parsedTemplate();
        const hints = await shellPage.hintsFor(match, served);
        const locale = head.locale as Locale;
        const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
        // Account pages are kept out of search results; the cart's HTML carries no shopper's data and stays indexable.
        const indexable = !(match.kind === 'page' && match.route.needsLogin) && head.status === 200;
        const placed = placeHints(template, hints);
        return pageDocument(
          { ...template, end: placed.end },
          locale,
          pageHead({ locale, url: request.url, origin, meta: head.meta, hints: placed.head, indexable }),
        );
      },
      client,
    );
    if (outcome.kind === 'busy') {
      // Every worker busy and the queue full: an older copy of this page if there is one, else say so.
      // Neither is kept by a shared cache: the next try may well be rendered.
      const stale = key ? app.publicCache.stale('pages', key) : null;
      app.appMetrics.shed.inc({ reason: 'render_queue', answer: stale ? 'stale' : '503' });
      if (stale) {
        await app.publicCache.send(request, reply, stale, 'stale', WITH_COOKIE_CACHE_CONTROL);
        return true;
      }
      await reply.send(busyAnswer(request, reply, config.pressure.retryAfterSeconds));
      return true;
    }
    if (outcome.kind === 'unavailable') {
      request.log.warn({ reason: outcome.reason }, 'page sent for the browser to render');
      return false;
    }
    if (outcome.kind === 'page') {
      const owner = route && route.owner !== 'shell' ? route.owner : null;
      const labels = owner ? { remote: owner, version: outcome.versions[owner] ?? 'none' } : { remote: 'shell', version: served.shell?.current ?? 'built' };
      void outcome.complete.then(() => app.appMetrics.renderSeconds.observe(labels, (performance.now() - started) / 1000));
    }
    if (outcome.kind === 'redirect') {
      // The language of an unprefixed address follows the cookie: a shared cache must keep them apart.
      reply.header('vary', 'cookie').header('cache-control', 'no-cache');
      await reply.redirect(outcome.location.replaceAll('\\', '%5C'), outcome.status);
      return true;
    }
    reply.code(outcome.head.status).type('text/html; charset=utf-8');
    if (privatePage) {
      // A shopper's own page is sent as a frame, its data loaded by the browser; still kept by no cache.
      await reply.header('vary', 'cookie').header('cache-control', PRIVATE_CACHE_CONTROL).send(outcome.body);
      return true;
    }
    const body = await bufferOf(outcome.body);
    const whole = (await outcome.complete) && outcome.head.status === 200;
    const keys = surrogateKeys(match, served, body).join(' ');
    const answer = {
      status: outcome.head.status,
      headers: { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding', xkey: keys, 'surrogate-key': keys },
      body,
    };
    const entry = app.publicCache.keep(whole ? pending : null, answer);
    // A change that committed during the render may be missing from it: sent for the browser alone, kept by
    // no cache (a shared cache may keep an unfinished page a moment, never this one).
    const outdated = pending ? app.publicCache.outdated(pending) : false;
    const cacheControl = outdated
      ? OUTDATED_CACHE_CONTROL
      : !whole
        ? UNKEPT_CACHE_CONTROL
        : reply.hasHeader('set-cookie') || canaryRuns
          ? WITH_COOKIE_CACHE_CONTROL
          : PUBLIC_CACHE_CONTROL;
    await app.publicCache.send(request, reply, entry, 'miss', cacheControl);
    return true;
  });
}

export default fp(ssr, { name: 'ssr', dependencies: ['db', 'public-cache', 'metrics'] });
