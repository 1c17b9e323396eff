import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, like, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { categories, photos, productImages, products, reviews } from '../db/schema/catalog';
import { contentArticles, contentPhotos } from '../db/schema/content';
import { orderItems } from '../db/schema/orders';
import { uploads } from '../db/schema/uploads';
import { users } from '../db/schema/users';
import { pictureFromUrl } from '@storefront/shared/contracts/picture';
import { PHOTO_FILE, photoBase, photoDir } from './photos';

/** A file younger than this may belong to an upload or an import whose row is not committed yet. */
export const PRUNE_MIN_AGE_MS = 3600_000;

export interface PruneOptions {
  dir?: string;
  /** List what would go, delete nothing. */
  dryRun?: boolean;
  now?: number;
  minAgeMs?: number;
}

export interface PruneResult {
  /** Files deleted (or, in a dry run, that would be), by name, with their size. */
  removed: { name: string; bytes: number }[];
  bytes: number;
  /** Rows of the photos table (sizes and placeholders) of photos deleted. */
  rows: number;
}

const PHOTO_PREFIX = '/media/photos/%';

/**
 * Every photo a row names, by the start its files share (`<hash>.<W>x<H>`): catalogue pictures and covers,
 * category images, content photos, order lines (old orders keep the picture they were bought with), review
 * pictures, avatars and uploads not yet in a review. The photos table is not a use: it describes files.
 */
export async function photosInUse(db: Db): Promise<Set<string>> {
  const urls = await Promise.all([
    db.select({ url: productImages.url }).from(productImages).where(like(productImages.url, PHOTO_PREFIX)),
    db.select({ url: products.cover }).from(products).where(like(products.cover, PHOTO_PREFIX)),
    db.select({ url: categories.image }).from(categories).where(like(categories.image, PHOTO_PREFIX)),
    db.select({ url: contentPhotos.url }).from(contentPhotos).where(like(contentPhotos.url, PHOTO_PREFIX)),
    db.select({ url: contentArticles.coverUrl }).from(contentArticles).where(like(contentArticles.coverUrl, PHOTO_PREFIX)),
    db.selectDistinct({ url: orderItems.image }).from(orderItems).where(like(orderItems.image, PHOTO_PREFIX)),
    db.select({ url: users.avatar }).from(users).where(like(users.avatar, PHOTO_PREFIX)),
    db.select({ url: uploads.url }).from(uploads).where(like(uploads.url, PHOTO_PREFIX)),
  ]);
  const pictures = await db
    .select({ list: reviews.pictures })
    .from(reviews)
    .where(sql`${reviews.pictures} <> '[]'::jsonb`);
  const bases = new Set<string>();
  for (const url of [...urls.flat().map((r) => r.url), ...pictures.flatMap((r) => r.list)]) {
    const base = url ? photoBase(url) : null;
    if (base) bases.add(base);
  }
  return bases;
}

/** Which photo a file of the folder belongs to: its name, or for a memo of an input, the photo it made. */
async function baseOf(dir: string, name: string): Promise<string | null | 'leftover'> {
  const photo = PHOTO_FILE.exec(name);
  if (photo) return photo[1];
  if (name.endsWith('.tmp')) return 'leftover';
  if (/^\.input-[0-9a-f]{32}\.json$/.test(name)) {
    const memo = await readFile(path.join(dir, name), 'utf8').then(
      (text) => JSON.parse(text) as { picture?: { src?: string } },
      () => null,
    );
    return (memo?.picture?.src && photoBase(memo.picture.src)) || 'leftover';
  }
  return null;
}

/**
 * Deletes the photo folder's files no row names any more (originals, AVIF and WebP at each width, the memo
 * of the input that made them, half-written leftovers) and the photos rows that described them. Files are
 * named by content and written once, so a file younger than an hour may be an upload or import in flight:
 * it stays whatever the rows say. The folder must be this shop's alone: rows of another database are not seen.
 */
export async function prunePhotos(db: Db, options: PruneOptions = {}): Promise<PruneResult> {
  const dir = options.dir ?? photoDir();
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? PRUNE_MIN_AGE_MS);
  const inUse = await photosInUse(db);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const removed: PruneResult['removed'] = [];
  const gone = new Set<string>();
  for (const name of names.sort()) {
    const base = await baseOf(dir, name);
    if (base === null || inUse.has(base)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    if (!options.dryRun) await rm(file, { force: true });
    removed.push({ name, bytes: info.size });
    if (base !== 'leftover') gone.add(base);
  }
  let rows = 0;
  if (gone.size) {
    const old = await db
      .select({ src: photos.src })
      .from(photos)
      .where(lt(photos.createdAt, new Date(cutoff)));
    const stale = old.map((r) => r.src).filter((src) => gone.has(photoBase(src) ?? ''));
    rows = stale.length;
    if (stale.length && !options.dryRun) await db.delete(photos).where(and(inArray(photos.src, stale), lt(photos.createdAt, new Date(cutoff))));
  }
  return { removed, bytes: removed.reduce((sum, f) => sum + f.bytes, 0), rows };
}

/**
 * Deletes at once the files of these photos that no row names any more: an avatar replaced, the pictures
 * of a closed account. Photos another row still names (the same bytes uploaded by someone else, a
 * catalogue photo) stay. Run it after the transaction that dropped the rows has committed.
 */
export async function removeUnusedPhotos(db: Db | Tx, urls: string[], dir = photoDir()): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url) => photoBase(url)))];
  if (!candidates.length) return [];
  const inUse = await photosNamed(db, candidates);
  const removed: string[] = [];
  for (const url of candidates.filter((u) => !inUse.has(u))) {
    const picture = pictureFromUrl(url);
    if (!picture) continue;
    const base = photoBase(url)!;
    const names = [url.slice(url.lastIndexOf('/') + 1), ...picture.widths.flatMap((w) => [`${base}.${w}.avif`, `${base}.${w}.webp`])];
    for (const name of names) await rm(path.join(dir, name), { force: true });
    removed.push(url);
  }
  if (removed.length) await db.delete(photos).where(inArray(photos.src, removed));
  return removed;
}

/** Which of these photo addresses some row names (the same places `photosInUse` looks). */
async function photosNamed(db: Db | Tx, urls: string[]): Promise<Set<string>> {
  const list = sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  );
  const found = await Promise.all([
    db.select({ url: productImages.url }).from(productImages).where(inArray(productImages.url, urls)),
    db.select({ url: products.cover }).from(products).where(inArray(products.cover, urls)),
    db.select({ url: categories.image }).from(categories).where(inArray(categories.image, urls)),
    db.select({ url: contentPhotos.url }).from(contentPhotos).where(inArray(contentPhotos.url, urls)),
    db.select({ url: contentArticles.coverUrl }).from(contentArticles).where(inArray(contentArticles.coverUrl, urls)),
    db.selectDistinct({ url: orderItems.image }).from(orderItems).where(inArray(orderItems.image, urls)),
    db.select({ url: users.avatar }).from(users).where(inArray(users.avatar, urls)),
    db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, urls)),
  ]);
  const named = new Set(found.flat().map((r) => r.url ?? ''));
  const pictures = await db
    .select({ list: reviews.pictures })
    .from(reviews)
    .where(sql`${reviews.pictures} ?| array[${list}]::text[]`);
  for (const row of pictures) for (const url of row.list) named.add(url);
  return named;
}
