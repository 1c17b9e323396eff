import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { derivedWidths, PHOTO_WIDTHS, type Picture } from '@storefront/shared/contracts/picture';
import { REPO_ROOT } from '../config';
import { reencodeImage, sniffImage, type ImageType } from './images';

export { PHOTO_WIDTHS, type Picture };

/** Most pixels an imported photo may have (a 40 MP camera); larger files are refused, not scaled. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Longest side kept of an original: wide panoramas within the pixel limit keep their size. */
const MAX_SIDE = 20_000;
/**
 * The encoder settings, part of every derived file's hash: changing them makes new names, so a browser
 * or CDN holding last year's file never gets a different picture under the same address.
 * AVIF effort 0 of 9: measured here on a demo photo at all six widths, effort 0 took 2.3 s, 1 took 4.5 s,
 * 2 took 7.5 s (a busy machine), and the files weighed the same within half a per cent (137 KB).
 * WebP effort 1 of 6: at 1600 px it took 461 ms against effort 4's 1,287, for 110 KB against 114 (at 800 px,
 * 9.0 KB against 7.5). Photos are made at import, and a demo seed makes 360 of them.
 */
const RECIPE = 'photo-v2 avif q50 e0 / webp q74 e1 / ph16 webp q40';
const AVIF = { quality: 50, effort: 0 } as const;
const WEBP = { quality: 74, effort: 1 } as const;
const PLACEHOLDER_WIDTH = 16;

/** Where photos live, served at /media/photos/: content-addressed, so every instance and test can share one folder. */
export function photoDir(): string {
  return path.resolve(process.env.PHOTO_DIR ?? path.join(REPO_ROOT, 'var', 'photos'));
}

/** Bounds of one kind of photo: customer uploads keep a smaller longest side than catalogue photos. */
export interface PhotoLimits {
  /** Longest side of the stored original (default 20,000 px); the derived widths follow from it. */
  maxSide?: number;
  /** Most pixels the input may have (default 40 MP). */
  maxInputPixels?: number;
}

export type PhotoError = 'unsupported' | 'unreadable' | 'notOnlyPicture' | 'tooManyPixels';
export type PhotoResult = { ok: true; picture: Picture; files: string[] } | { ok: false; error: PhotoError };

const EXT: Record<ImageType, string> = { jpg: 'jpg', png: 'png', webp: 'webp' };
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes beside, then renames: a concurrent reader or a second seeder never sees half a file. */
async function writeOnce(file: string, body: Buffer | string) {
  if (await exists(file)) return;
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}

/** A photo's file name under /media/photos/: `<hash>.<W>x<H>` then `.jpg|png|webp` or `.<w>.avif|webp`. */
export const PHOTO_FILE = /^([0-9a-f]{16}\.\d{1,5}x\d{1,5})(?:\.\d{1,5}\.(?:avif|webp)|\.(?:jpg|png|webp))$/;

/** What every file of one photo starts with (`<hash>.<W>x<H>`), from its original's address; null for other addresses. */
export function photoBase(url: string): string | null {
  const match = /^\/media\/photos\/([^/]+)$/.exec(url);
  return match ? (PHOTO_FILE.exec(match[1])?.[1] ?? null) : null;
}

/** Copies beside, then renames, as writeOnce does. */
async function copyOnce(from: string, to: string) {
  if (await exists(to)) return;
  const temp = `${to}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await copyFile(from, temp);
  await rename(temp, to);
}

/** What preparePhoto made of one input, from its memo in `dir`, if every file it names is there. */
async function madeBefore(dir: string, memo: string): Promise<{ picture: Picture; files: string[] } | null> {
  const known = await readFile(path.join(dir, memo), 'utf8').then(
    (text) => JSON.parse(text) as { picture: Picture; files: string[] },
    () => null,
  );
  return known && (await Promise.all(known.files.map((f) => exists(path.join(dir, f))))).every(Boolean) ? known : null;
}

/** Copies one input's files and then its memo from `dir` into the cache folder. */
async function keepIn(cacheDir: string, dir: string, memo: string, made: { picture: Picture; files: string[] }) {
  await mkdir(cacheDir, { recursive: true });
  for (const f of made.files) await copyOnce(path.join(dir, f), path.join(cacheDir, f));
  await writeOnce(path.join(cacheDir, memo), JSON.stringify(made));
}

/** Names under /media/photos/ of the original and of each derived file: the hash, the size, the width. */
export function photoNames(hash: string, width: number, height: number, ext: string, widths: readonly number[]) {
  const base = `${hash}.${width}x${height}`;
  return { original: `${base}.${ext}`, derived: widths.flatMap((w) => [`${base}.${w}.avif`, `${base}.${w}.webp`]) };
}

/**
 * Makes a photo ready for shoppers: checks its bytes are one JPEG, PNG or WebP of at most 40 MP, stores
 * its pixels again without EXIF/GPS (orientation applied), then AVIF and WebP at every width of
 * PHOTO_WIDTHS up to its own and a 16-pixel blurred placeholder. Files are named by content and written
 * once, so the same input a second time (another seed, a re-import) costs a hash and a few file checks.
 * `cacheDir`: a folder kept across shops on this machine (the demo's): what was made there before is
 * copied instead of encoded again, and what is made here is copied there.
 */
export async function preparePhoto(input: Buffer, dir = photoDir(), limits: PhotoLimits = {}, cacheDir?: string): Promise<PhotoResult> {
  const type = sniffImage(input.subarray(0, 16));
  if (!type) return { ok: false, error: 'unsupported' };
  const maxSide = limits.maxSide ?? MAX_SIDE;
  const maxInputPixels = limits.maxInputPixels ?? MAX_PHOTO_PIXELS;
  await mkdir(dir, { recursive: true });
  // The limits change what is made from the same bytes (an avatar is kept at 1024 px), so they are part of the key.
  const inputKey = createHash('sha256').update(`${RECIPE} ${maxSide} ${maxInputPixels}`).update(input).digest('hex').slice(0, 32);
  const memo = `.input-${inputKey}.json`;
  const known = await madeBefore(dir, memo);
  if (known) {
    // Fresh again: `photos prune` leaves files younger than an hour to a row about to name them.
    const now = new Date();
    await Promise.all([memo, ...known.files].map((f) => utimes(path.join(dir, f), now, now).catch(() => {})));
    if (cacheDir && !(await exists(path.join(cacheDir, memo)))) await keepIn(cacheDir, dir, memo, known);
    return { ok: true, ...known };
  }
  const cached = cacheDir ? await madeBefore(cacheDir, memo) : null;
  if (cached) {
    for (const f of cached.files) await copyOnce(path.join(cacheDir!, f), path.join(dir, f));
    await writeOnce(path.join(dir, memo), JSON.stringify(cached));
    return { ok: true, ...cached };
  }

  const clean = await reencodeImage(input, type, { maxSide, maxInputPixels });
  if (!clean.ok) return { ok: false, error: clean.error };
  const { width, height } = clean;
  const hash = createHash('sha256').update(RECIPE).update(clean.body).digest('hex').slice(0, 16);
  const widths = derivedWidths(width);
  const names = photoNames(hash, width, height, EXT[type], widths);
  await writeOnce(path.join(dir, names.original), clean.body);

  const decoded = sharp(clean.body, { limitInputPixels: maxInputPixels });
  // Widest first, each one on its own: libvips threads inside one encode already use the cores.
  for (const w of widths) {
    const [avifName, webpName] = [`${hash}.${width}x${height}.${w}.avif`, `${hash}.${width}x${height}.${w}.webp`];
    const resized = decoded.clone().resize({ width: w, withoutEnlargement: true });
    if (!(await exists(path.join(dir, avifName)))) await writeOnce(path.join(dir, avifName), await resized.clone().avif(AVIF).toBuffer());
    if (!(await exists(path.join(dir, webpName)))) await writeOnce(path.join(dir, webpName), await resized.clone().webp(WEBP).toBuffer());
  }
  const tiny = await decoded.clone().resize({ width: PLACEHOLDER_WIDTH }).blur(0.6).webp({ quality: 40, smartSubsample: true }).toBuffer();
  const picture: Picture = {
    src: `/media/photos/${names.original}`,
    width,
    height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
  const files = [names.original, ...names.derived];
  await writeOnce(path.join(dir, memo), JSON.stringify({ picture, files }));
  if (cacheDir) await keepIn(cacheDir, dir, memo, { picture, files });
  return { ok: true, picture, files };
}
