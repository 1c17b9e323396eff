import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db, Tx } from '../db';
import { photos as photosTable } from '../db/schema/catalog';
import { storedFiles, uploads, type UploadKind } from '../db/schema/uploads';
import { ApiError } from '../lib/errors';
import { IMAGE_LABELS, MAX_INPUT_PIXELS, sniffImage, type ImageType } from '../lib/images';
import { removeUnusedPhotos } from '../lib/photo-prune';
import { photoDir, preparePhoto, type PhotoError } from '../lib/photos';
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
  /**
   * Deletes the owner's row and the files: a single file of an older upload, or a photo's files unless
   * another row names them too (names are content: someone may have uploaded the same bytes).
   */
  remove(db: Db | Tx, userId: number, url: string): Promise<void>;
  /**
   * Forgets older single-file uploads whose rows `tx` deleted: stored bytes go in the transaction; answers
   * the removal of the embedded store's disk files and of photos no row names any more, to run once it has committed.
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
 * Customer uploads (avatars, review pictures). A new one is a photo at every width in the shared photo
 * folder (PHOTO_DIR, served at /media/photos/ by the media plugin), recorded with its owner.
 * Uploads from before that are single files still served read-only at /uploads/: from DATA_DIR/uploads on
 * the embedded store, from stored_files on PostgreSQL; pages show them as they are.
 */
async function uploadsPlugin(app: FastifyInstance, options: UploadsPluginOptions) {
  const dir = path.join(options.config.dataDir, 'uploads');
  const photos = photoDir();
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
        // Only re-encoded pixels are kept (no EXIF/GPS, no hidden payload, orientation applied), as a photo
        // at every width in the shared photo folder, like the catalogue's (ADR 0044).
        const made = await preparePhoto(input, photos, { maxSide: MAX_SIDE[opts.kind], maxInputPixels: MAX_INPUT_PIXELS });
        if (!made.ok) throw photoRefusal(made.error, type, MAX_INPUT_PIXELS);
        const { picture } = made;
        const url = picture.src;
        const { size: bytes } = await stat(path.join(photos, url.slice(url.lastIndexOf('/') + 1)));
        const row = await app.db.transaction(async (tx) => {
          if (opts.dailyLimit !== undefined) {
            // Concurrent uploads of one customer wait here, so each counts the ones committed before it.
            await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}::int, ${opts.userId}::int)`);
            await refuseOverDailyLimit(tx, opts);
          }
          const { placeholder, ...size } = picture;
          await tx
            .insert(photosTable)
            .values({ ...size, placeholder: placeholder ?? '' })
            .onConflictDoNothing();
          // The same bytes from the same customer are the same photo: the row they already have.
          const [inserted] = await tx
            .insert(uploads)
            .values({ userId: opts.userId, kind: opts.kind, url, bytes, contentType: CONTENT_TYPES[type] })
            .onConflictDoUpdate({ target: [uploads.userId, uploads.kind, uploads.url], set: { kind: opts.kind } })
            .returning({ id: uploads.id });
          return inserted;
        });
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
      if (!rows.length) return;
      if (!url.startsWith('/uploads/')) {
        await removeUnusedPhotos(db, [url], photos);
        return;
      }
      if (inDatabase) await db.delete(storedFiles).where(eq(storedFiles.path, url.replace(/^\/uploads\//, '')));
      const file = !inDatabase ? urlToPath(url) : null;
      if (file) await rm(file, { force: true });
    },
    async discardFiles(tx, urls) {
      const names = urls.map((url) => url.replace(/^\/uploads\//, '')).filter((rel) => STORED_NAME.test(rel));
      // Photos once committed: until then the rows that named them may come back.
      const photoUrls = urls.filter((url) => url.startsWith('/media/photos/'));
      const removePhotos = async () => {
        if (photoUrls.length) await removeUnusedPhotos(app.db, photoUrls, photos);
      };
      if (inDatabase) {
        if (names.length) await tx.delete(storedFiles).where(inArray(storedFiles.path, names));
        return removePhotos;
      }
      return async () => {
        for (const rel of names) await rm(path.join(dir, rel), { force: true });
        await removePhotos();
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

/** Why a picture of this type was refused by preparePhoto, as the uploader reads it (HTTP 400). */
export function photoRefusal(error: PhotoError, type: ImageType, maxPixels: number): ApiError {
  if (error === 'tooManyPixels') return new ApiError(400, 400, 'upload.tooManyPixels', { count: maxPixels / 1_000_000 });
  return new ApiError(400, 400, error === 'notOnlyPicture' ? 'upload.notOnlyPicture' : 'upload.unreadable', { type: IMAGE_LABELS[type] });
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
