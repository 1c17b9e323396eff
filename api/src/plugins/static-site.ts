import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canaryAssignments, servedRegistry, visitorClient } from '@storefront/registry/canary';
import { recordServed } from '@storefront/registry/canary-health';
import { currentShellDir, isRemote, previousGood, releaseDir, remotesDocument, SHELL } from '@storefront/registry/document';
import { matchPath, type RouteMatch } from '@storefront/shared/routes';
import type { Config } from '../config';
import { ShellPage } from '../lib/shell-page';
import { pageVisitor, visitorOf } from '../lib/visitor';

export interface StaticSitePluginOptions {
  config: Pick<Config, 'shellDist' | 'releasesDir' | 'vitalsSampleRate'>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Bundler output such as main.3f9a2c1b.js or an asset module's 3f9a2c1b5e7d9f0a.svg (and their .br/.gz):
// the name changes whenever the content does.
const HASHED_NAME = /(?:[.-][0-9a-f]{8,}|^[0-9a-f]{16,})(\.[a-z0-9]+)+$/i;

function setCors(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Releases of the remotes, /remotes.json and, when the shell is built, the shell itself with the SPA
 * fallback of the shared route table (all-in-one mode). Routes under /api are never shadowed.
 */
async function staticSite(app: FastifyInstance, options: StaticSitePluginOptions) {
  const { shellDist, releasesDir } = options.config;
  await mkdir(releasesDir, { recursive: true });

  // Immutable folders releases/<remote>/<version>/; registry.json and temp folders are not served.
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    // Builds carry name.br and name.gz (scripts/precompress-plugin.ts, releases/precompress.ts).
    preCompressed: true,
    allowedPath: (pathName) => {
      const [remote, version] = pathName.split('/').filter(Boolean);
      return !!remote && isRemote(remote) && !!version && !version.startsWith('.');
    },
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      setCors(reply);
    },
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    setCors(reply);
    const registry = await app.registry.read();
    // A browser in a canary's share gets the canary, the same on every load (ADR 0019).
    const visitor = visitorOf(request, reply);
    await recordServed(app.db, canaryAssignments(registry, visitor.bucket), visitorClient(visitor)).catch((e: unknown) =>
      request.log.error({ err: e }, 'could not count a served canary client'),
    );
    return { ...remotesDocument(servedRegistry(registry, visitor.bucket)), vitalsSampleRate: options.config.vitalsSampleRate };
  });

  const builtShell = shellDist && existsSync(path.join(shellDist, 'index.html')) ? path.resolve(shellDist) : null;
  if (!builtShell && !currentShellDir(await app.registry.read(), releasesDir)) {
    app.log.info('shell build not found: serving the API, releases and /remotes.json only');
    return;
  }

  /**
   * Folders the shell is served from, the current shell release first (pnpm release shell switches it
   * without a restart); then its last good release, whose hashed chunks pages opened before the switch may
   * still ask for; then the built shell.
   */
  const shellRoots = async (): Promise<string[]> => {
    const record = (await app.registry.read()).shell;
    const roots: string[] = [];
    if (record?.current) roots.push(releaseDir(releasesDir, SHELL, record.current));
    const previous = record ? previousGood(record) : null;
    if (previous) roots.push(releaseDir(releasesDir, SHELL, previous));
    if (builtShell) roots.push(builtShell);
    return roots;
  };

  await app.register(fastifyStatic, {
    root: builtShell ?? releasesDir,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache');
    },
  });

  const shellPages = new Map<string, ShellPage>();
  const shellPageOf = (root: string) => {
    let page = shellPages.get(root);
    if (!page) shellPages.set(root, (page = new ShellPage(path.join(root, 'index.html'), app.registry)));
    return page;
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, root: string, pathname: string, match: RouteMatch, statusCode: number) => {
    const shellPage = shellPageOf(root);
    if (match.kind === 'page' && match.route.operatorsOnly) {
      // The operators' console (ADR 0049): the shell's page for the browser to render, kept by no cache, never indexed.
      const html = await shellPage.render(pathname, request.headers.cookie, match, await app.registry.read());
      return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').send(html);
    }
    // Server-rendered when the shell's server build is there; otherwise the browser renders the page.
    if (app.hasDecorator('sendRenderedPage') && (await app.sendRenderedPage(request, reply, match, shellPage))) return reply;
    const registry = await app.registry.read();
    const visitor = pageVisitor(request, reply, registry, match.kind === 'page' && match.route.owner !== 'shell' ? match.route.owner : null);
    const html = await shellPage.render(pathname, request.headers.cookie, match, visitor ? servedRegistry(registry, visitor.bucket) : registry);
    // The language follows the cookie on unprefixed addresses: a shared cache must keep them apart.
    return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(html);
  };

  const fileInDist = async (root: string, pathname: string): Promise<string | null> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const rel = path.posix.normalize(decoded).replace(/^\/+/, '');
    // server/ is the shell's server build: for the render workers, never for browsers.
    if (!rel || rel.startsWith('..') || rel.includes('\0') || rel === 'server' || rel.startsWith('server/')) return null;
    const full = path.join(root, rel);
    if (!full.startsWith(root + path.sep)) return null;
    const info = await stat(full).catch(() => null);
    return info?.isFile() ? rel : null;
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url;
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const search = q === -1 ? '' : url.slice(q);
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    const match = matchPath(pathname, search);
    // Browsers read "/\host" as "//host": a Location must not carry a literal backslash.
    if (match.kind === 'redirect') return reply.redirect(match.to.replaceAll('\\', '%5C'), 301);
    const roots = await shellRoots();
    const root = roots[0];
    // Every file of a build has an extension and no page's address does: a page costs no look on disk.
    const mayBeFile = match.kind !== 'page' || path.posix.extname(pathname) !== '';
    for (const candidate of mayBeFile ? roots : []) {
      const file = await fileInDist(candidate, pathname);
      if (file === 'index.html') return sendIndex(request, reply, root, pathname, match, 200);
      if (file) return reply.sendFile(file, candidate);
    }
    return sendIndex(request, reply, root, pathname, match, match.kind === 'page' ? 200 : 404);
  });
}

export default fp(staticSite, { name: 'static-site' });
