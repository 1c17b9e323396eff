import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { canaryAssignments, servedRegistry, visitorClient } from '@storefront/registry/canary';
import { recordServed } from '@storefront/registry/canary-health';
import { currentShellDir, type Registry } from '@storefront/registry/document';
import type { Locale, RemoteName, RouteMatch } from '@storefront/shared/routes';
import type { Config } from '../config';
import { visitorOf } from '../lib/visitor';
import { pageDocument, pageHead } from '../ssr/document';
import { Renderer } from '../ssr/renderer';
import { placeHints, type ShellPage } from '../lib/shell-page';

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
  config: Pick<Config, 'shellDist' | 'releasesDir' | 'port' | 'publicUrl'>;
  /** Counts a failure towards the release's health, where the browsers' reports are counted (the beacon). */
  countRemoteFailure: (failure: ServerRemoteFailure, client: string) => Promise<unknown>;
}

/** Failures of a remote's server code count like a browser's report, under one client name for the server. */
const SERVER_CLIENT = 'server';

/** What the page depends on: language, currency, and whether a session cookie exists at all. */
function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  const { language, moneyType, token } = request.cookies;
  return { language, moneyType, token: token ? '1' : undefined };
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
        onRemoteFailure: (remote, version, error, client) => {
          app.log.warn({ remote, version, error }, 'remote release failed to render on the server');
          void options
            .countRemoteFailure({ remote, version, error: error.slice(0, 2000), fallback: null }, client ?? SERVER_CLIENT)
            .catch((e: unknown) => app.log.error({ err: e }, 'could not count a server rendering failure'));
        },
        log: app.log,
      })
    : null;
  app.addHook('onClose', async () => renderer?.close());
  app.addHook('onListen', async () => {
    if (renderer) renderer.warm(await app.registry.read());
  });

  app.decorate('sendRenderedPage', async (request: FastifyRequest, reply: FastifyReply, match: RouteMatch, shellPage: ShellPage) => {
    if (!renderer) return false;
    const registry = await app.registry.read();
    if (!renderer.availableFor(registry)) return false;
    // The browser's canary assignment decides the versions the page is rendered (and hydrated) with.
    const visitor = visitorOf(request, reply);
    const served = servedRegistry(registry, visitor.bucket);
    const client = visitorClient(visitor);
    await recordServed(app.db, canaryAssignments(registry, visitor.bucket), client).catch((e: unknown) =>
      request.log.error({ err: e }, 'could not count a served canary client'),
    );
    const outcome = await renderer.render(
      served,
      request.url,
      cookiesOf(request),
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
    if (outcome.kind === 'unavailable') {
      request.log.warn({ reason: outcome.reason }, 'page sent for the browser to render');
      return false;
    }
    // The language of an unprefixed address follows the cookie: a shared cache must keep them apart.
    reply.header('vary', 'cookie');
    if (outcome.kind === 'redirect') {
      reply.header('cache-control', 'no-cache');
      await reply.redirect(outcome.location.replaceAll('\\', '%5C'), outcome.status);
      return true;
    }
    // Every page is rendered as a visitor sees it; a shopper's own pages are kept out of shared caches anyway.
    const privatePage = match.kind === 'page' && match.route.privateData;
    await reply
      .code(outcome.head.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', privatePage ? 'private, no-store' : 'no-cache')
      .send(outcome.body);
    return true;
  });
}

export default fp(ssr, { name: 'ssr', dependencies: ['db'] });
