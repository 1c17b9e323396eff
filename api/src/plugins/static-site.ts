import { existsSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { matchPath } from '@storefront/shared/routes';
import type { Config } from '../config';
import { isRemote, readRegistry, remotesDocument } from '../releases/registry';

export interface StaticSitePluginOptions {
  config: Pick<Config, 'shellDist' | 'releasesDir'>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Bundler output such as main.3f9a2c1b.js: the name changes whenever the content does.
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

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
    allowedPath: (pathName) => {
      const [remote, version] = pathName.split('/').filter(Boolean);
      return !!remote && isRemote(remote) && !!version && !version.startsWith('.');
    },
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      setCors(reply);
    },
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    setCors(reply);
    return remotesDocument(await readRegistry({ releasesDir }));
  });

  if (!shellDist || !existsSync(path.join(shellDist, 'index.html'))) {
    app.log.info('shell build not found: serving the API, releases and /remotes.json only');
    return;
  }
  const root = path.resolve(shellDist);

  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache');
    },
  });

  const sendIndex = async (reply: FastifyReply, statusCode: number) => {
    const html = await readFile(path.join(root, 'index.html'));
    return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  const fileInDist = async (pathname: string): Promise<string | null> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const rel = path.posix.normalize(decoded).replace(/^\/+/, '');
    if (!rel || rel.startsWith('..') || rel.includes('\0')) return null;
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
    const file = await fileInDist(pathname);
    if (file === 'index.html') return sendIndex(reply, 200);
    if (file) return reply.sendFile(file);
    return sendIndex(reply, match.kind === 'page' ? 200 : 404);
  });
}

export default fp(staticSite, { name: 'static-site' });
