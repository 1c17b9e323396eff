import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db, Tx } from '../db';
import { uploads, type UploadKind } from '../db/schema/uploads';
import { ApiError } from '../lib/errors';
import type { MessageKey } from '../i18n/messages';

export type ImageType = 'jpg' | 'png' | 'webp';

/** The image type by the file's first bytes, whatever its name or declared type says. */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const CONTENT_TYPES: Record<ImageType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const FOLDERS: Record<UploadKind, string> = { avatar: 'avatars', review: 'reviews' };

export interface SaveImageOptions {
  kind: UploadKind;
  userId: number;
  maxBytes: number;
  accept: readonly ImageType[];
  /** Message when the bytes are not an accepted image (HTTP 400). */
  typeMessage: MessageKey;
  /** Message when the file is over maxBytes (HTTP 413). */
  sizeMessage: MessageKey;
  /** Most files of this kind one customer may upload in 24 hours (HTTP 429 past it). */
  dailyLimit?: number;
}

export interface SavedUpload {
  id: number;
  url: string;
  bytes: number;
  contentType: string;
}

export interface Uploads {
  /** Folder served at /uploads/. */
  dir: string;
  /** Reads the request's one file, checks its bytes and size, stores it and records its owner. */
  saveImage(request: FastifyRequest, options: SaveImageOptions): Promise<SavedUpload>;
  /** Deletes the file and its row; only the owner's. */
  remove(db: Db | Tx, userId: number, url: string): Promise<void>;
  /** The owner's uploads of a kind among the given URLs. */
  owned(db: Db | Tx, userId: number, kind: UploadKind, urls: string[]): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

export interface UploadsPluginOptions {
  config: Pick<Config, 'dataDir'>;
}

/** Customer uploads (avatars, review pictures) in DATA_DIR/uploads, served read-only at /uploads/. */
async function uploadsPlugin(app: FastifyInstance, options: UploadsPluginOptions) {
  const dir = path.join(options.config.dataDir, 'uploads');
  const tmpDir = path.join(dir, '.tmp');
  await mkdir(tmpDir, { recursive: true });
  for (const folder of Object.values(FOLDERS)) await mkdir(path.join(dir, folder), { recursive: true });

  // One file per request; the route sets the size limit of its kind.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 }, throwFileSizeLimit: false });

  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Names are random and never reused, so a file can be cached for good.
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  const urlToPath = (url: string) => {
    const rel = url.replace(/^\/uploads\//, '');
    const full = path.resolve(dir, rel);
    return full.startsWith(dir + path.sep) ? full : null;
  };

  const service: Uploads = {
    dir,
    async saveImage(request, opts) {
      if (!request.isMultipart()) throw new ApiError(400, 400, 'account.noFile');
      if (opts.dailyLimit !== undefined) {
        const since = new Date(Date.now() - 24 * 3600 * 1000);
        const [{ n }] = await app.db
          .select({ n: count() })
          .from(uploads)
          .where(and(eq(uploads.userId, opts.userId), eq(uploads.kind, opts.kind), gt(uploads.createdAt, since)));
        if (n >= opts.dailyLimit) throw new ApiError(429, 429, 'tooManyRequests');
      }
      const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
      if (!part) throw new ApiError(400, 400, 'account.noFile');
      const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
      try {
        await pipeline(part.file, createWriteStream(tmp));
        // @fastify/multipart ends an oversized stream quietly and only marks it truncated.
        if (part.file.truncated) throw new ApiError(413, 413, opts.sizeMessage);
        const handle = await open(tmp, 'r');
        let type: ImageType | null;
        let bytes: number;
        try {
          const head = new Uint8Array(16);
          const { bytesRead } = await handle.read(head, 0, head.length, 0);
          type = sniffImage(head.subarray(0, bytesRead));
          bytes = (await handle.stat()).size;
        } finally {
          await handle.close();
        }
        if (!type || !opts.accept.includes(type)) throw new ApiError(400, 400, opts.typeMessage);
        const name = `${randomBytes(16).toString('hex')}.${type}`;
        const url = `/uploads/${FOLDERS[opts.kind]}/${name}`;
        await rename(tmp, path.join(dir, FOLDERS[opts.kind], name));
        const [row] = await app.db
          .insert(uploads)
          .values({ userId: opts.userId, kind: opts.kind, url, bytes, contentType: CONTENT_TYPES[type] })
          .returning({ id: uploads.id });
        return { id: row.id, url, bytes, contentType: CONTENT_TYPES[type] };
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async remove(db, userId, url) {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.url, url)))
        .returning({ url: uploads.url });
      const file = rows.length ? urlToPath(url) : null;
      if (file) await rm(file, { force: true });
    },
    async owned(db, userId, kind, urls) {
      if (urls.length === 0) return new Set();
      const rows = await db
        .select({ url: uploads.url })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.kind, kind), inArray(uploads.url, urls)));
      return new Set(rows.map((r) => r.url));
    },
  };
  app.decorate('uploads', service);
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['db'] });
