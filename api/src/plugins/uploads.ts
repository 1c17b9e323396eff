import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db, Tx } from '../db';
import { storedFiles, uploads, type UploadKind } from '../db/schema/uploads';
import { ApiError } from '../lib/errors';
import { IMAGE_LABELS, MAX_INPUT_PIXELS, reencodeImage, sniffImage, type ImageType } from '../lib/images';
import type { MessageKey } from '../i18n/messages';

export { sniffImage, type ImageType };

const CONTENT_TYPES: Record<ImageType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const FOLDERS: Record<UploadKind, string> = { avatar: 'avatars', review: 'reviews' };
/** Longest side kept: pictures are shown small, and a bounded output bounds the disk each file costs. */
const MAX_SIDE: Record<UploadKind, number> = { avatar: 1024, review: 2048 };
// Namespace of pg_advisory_xact_lock(namespace, user id): one customer's uploads are counted one at a time.
const UPLOAD_QUOTA_LOCK = 724_190_101;

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
  /**
   * Forgets files whose rows `tx` deleted: stored bytes go in the transaction; answers the removal of
   * the embedded store's disk files, to run once it has committed.
   */
  discardFiles(tx: Db | Tx, urls: string[]): Promise<() => Promise<void>>;
  /** The owner's uploads of a kind among the given URLs. */
  owned(db: Db | Tx, userId: number, kind: UploadKind, urls: string[]): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

export interface UploadsPluginOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const STORED_NAME = /^(avatars|reviews)\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * Customer uploads (avatars, review pictures), served read-only at /uploads/. The embedded store keeps
 * them in DATA_DIR/uploads; on PostgreSQL (DATABASE_URL: several instances) the bytes go into stored_files
 * in the transaction that records their owner, so every instance serves them under the same address.
 */
async function uploadsPlugin(app: FastifyInstance, options: UploadsPluginOptions) {
  const dir = path.join(options.config.dataDir, 'uploads');
  const tmpDir = path.join(dir, '.tmp');
  const inDatabase = !!options.config.databaseUrl;
  await mkdir(tmpDir, { recursive: true });
  if (!inDatabase) for (const folder of Object.values(FOLDERS)) await mkdir(path.join(dir, folder), { recursive: true });

  // One file per request; the route sets the size limit of its kind.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 }, throwFileSizeLimit: false });

  if (inDatabase) {
    app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const rel = request.params['*'];
      if (!STORED_NAME.test(rel)) return reply.callNotFound();
      // The name is random and never reused: it is the file's identity.
      const etag = `"${rel.slice(rel.indexOf('/') + 1, rel.indexOf('.'))}"`;
      reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const [file] = await app.db.select({ contentType: storedFiles.contentType, body: storedFiles.body }).from(storedFiles).where(eq(storedFiles.path, rel));
      if (!file) return reply.callNotFound();
      return reply.type(file.contentType).send(file.body);
    });
  } else {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Names are random and never reused, so a file can be cached for good.
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }

  const urlToPath = (url: string) => {
    const rel = url.replace(/^\/uploads\//, '');
    const full = path.resolve(dir, rel);
    return full.startsWith(dir + path.sep) ? full : null;
  };

  const service: Uploads = {
    dir,
    async saveImage(request, opts) {
      if (!request.isMultipart()) throw new ApiError(400, 400, 'account.noFile');
      // Early answer before reading and decoding the file; the count that decides is the one under the lock below.
      await refuseOverDailyLimit(app.db, opts);
      const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } }).catch(unreadableUpload);
      if (!part) throw new ApiError(400, 400, 'account.noFile');
      const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
      try {
        await pipeline(part.file, createWriteStream(tmp)).catch(unreadableUpload);
        // @fastify/multipart ends an oversized stream quietly and only marks it truncated.
        if (part.file.truncated) throw new ApiError(413, 413, opts.sizeMessage);
        const input = await readFile(tmp);
        const type = sniffImage(input.subarray(0, 16));
        if (!type || !opts.accept.includes(type)) throw new ApiError(400, 400, opts.typeMessage);
        // Only the re-encoded pixels are kept: no EXIF/GPS, no hidden payload, orientation applied.
        const image = await reencodeImage(input, type, { maxSide: MAX_SIDE[opts.kind] });
        if (!image.ok) {
          if (image.error === 'tooManyPixels') throw new ApiError(400, 400, 'upload.tooManyPixels', { count: MAX_INPUT_PIXELS / 1_000_000 });
          throw new ApiError(400, 400, image.error === 'notOnlyPicture' ? 'upload.notOnlyPicture' : 'upload.unreadable', { type: IMAGE_LABELS[type] });
        }
        await writeFile(tmp, image.body);
        const bytes = image.body.length;
        const name = `${randomBytes(16).toString('hex')}.${type}`;
        const url = `/uploads/${FOLDERS[opts.kind]}/${name}`;
        const file = path.join(dir, FOLDERS[opts.kind], name);
        try {
          const row = await app.db.transaction(async (tx) => {
            if (opts.dailyLimit !== undefined) {
              // Concurrent uploads of one customer wait here, so each counts the ones committed before it.
              await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}::int, ${opts.userId}::int)`);
              await refuseOverDailyLimit(tx, opts);
            }
            const [inserted] = await tx
              .insert(uploads)
              .values({ userId: opts.userId, kind: opts.kind, url, bytes, contentType: CONTENT_TYPES[type] })
              .returning({ id: uploads.id });
            if (inDatabase) await tx.insert(storedFiles).values({ path: `${FOLDERS[opts.kind]}/${name}`, contentType: CONTENT_TYPES[type], body: image.body });
            else await rename(tmp, file);
            return inserted;
          });
          return { id: row.id, url, bytes, contentType: CONTENT_TYPES[type] };
        } catch (error) {
          await rm(file, { force: true });
          throw error;
        }
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async remove(db, userId, url) {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.url, url)))
        .returning({ url: uploads.url });
      if (rows.length && inDatabase) await db.delete(storedFiles).where(eq(storedFiles.path, url.replace(/^\/uploads\//, '')));
      const file = rows.length && !inDatabase ? urlToPath(url) : null;
      if (file) await rm(file, { force: true });
    },
    async discardFiles(tx, urls) {
      const names = urls.map((url) => url.replace(/^\/uploads\//, '')).filter((rel) => STORED_NAME.test(rel));
      if (inDatabase) {
        if (names.length) await tx.delete(storedFiles).where(inArray(storedFiles.path, names));
        return async () => {};
      }
      return async () => {
        for (const rel of names) await rm(path.join(dir, rel), { force: true });
      };
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

/** HTTP 429 when the customer already uploaded `dailyLimit` files of this kind in the last 24 hours. */
async function refuseOverDailyLimit(db: Db | Tx, opts: Pick<SaveImageOptions, 'kind' | 'userId' | 'dailyLimit'>) {
  if (opts.dailyLimit === undefined) return;
  const since = new Date(Date.now() - 24 * 3600 * 1000);
  const [{ n }] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, opts.userId), eq(uploads.kind, opts.kind), gt(uploads.createdAt, since)));
  if (n >= opts.dailyLimit) throw new ApiError(429, 429, 'upload.dailyLimit', { count: opts.dailyLimit });
}

/**
 * A multipart body cut off or malformed makes the parser fail with a plain Error ("Unexpected end of form"):
 * the client's fault, so HTTP 400. Limit errors keep their own status; file system errors stay server errors.
 */
function unreadableUpload(error: unknown): never {
  if (error instanceof ApiError || (error as { statusCode?: number }).statusCode || (error as NodeJS.ErrnoException).syscall) throw error;
  throw new ApiError(400, 400, 'http.uploadIncomplete');
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['db'] });
