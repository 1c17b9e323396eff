import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { mediaFiles } from '../db/schema/catalog';
import { PHOTO_FILE, photoDir } from '../lib/photos';

export interface MediaPluginOptions {
  config: Pick<Config, 'dataDir'>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
// Only names the seeder produces: folders and files of safe characters with a content hash.
const SAFE_PATH = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.[a-z0-9]+$/i;

/**
 * Generated media (catalogue pictures) at /media/. The database holds every file; DATA_DIR/media keeps
 * a copy written on first request, so each API instance serves from its own disk after that. Names
 * carry a content hash, hence a year of caching.
 */
async function media(app: FastifyInstance, options: MediaPluginOptions) {
  const root = path.join(options.config.dataDir, 'media');

  const fromDatabase = async (rel: string) => {
    const [row] = await app.db.select({ body: mediaFiles.body }).from(mediaFiles).where(eq(mediaFiles.path, rel)).limit(1);
    if (!row) return null;
    const body = Buffer.from(row.body);
    const file = path.join(root, rel);
    // Write beside, then rename: a concurrent reader never sees half a file.
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file).catch(() => {});
    return body;
  };

  const photos = photoDir();
  app.get<{ Params: { name: string } }>('/media/photos/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!PHOTO_FILE.test(name)) return reply.callNotFound();
    // The name is the content: a browser holding it needs nothing more.
    const etag = `"${name}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
    const body = await readFile(path.join(photos, name)).catch(() => null);
    if (!body) return reply.callNotFound();
    return reply
      .type(TYPES[path.extname(name)]!)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  });

  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const rel = request.params['*'];
    if (!SAFE_PATH.test(rel) || rel.split('/').some((part) => part.startsWith('.'))) return reply.callNotFound();
    const type = TYPES[path.extname(rel).toLowerCase()];
    if (!type) return reply.callNotFound();
    const body = (await readFile(path.join(root, rel)).catch(() => null)) ?? (await fromDatabase(rel));
    if (!body) return reply.callNotFound();
    return (
      reply
        .type(type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body)
    );
  });
}

export default fp(media, { name: 'media', dependencies: ['db'] });
