import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { cpus, homedir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawPicture, random, type PictureInput } from './catalog-media';

/**
 * The demo shop's gallery as raster photographs, so page weights measure what a real shop serves: each
 * product drawing rendered at 1,600 px, softened like a lens, lit with a falloff and given film grain,
 * then saved as a JPEG of 150-300 KB. Deterministic (the grain comes from the picture's own seed), and
 * made once per machine: the originals and their AVIF and WebP widths take minutes on 2 cores, so they are
 * kept in the user's cache folder (~/.cache/storefront/demo-photos/<version>/), where a later seed from
 * any checkout of the shop (a fresh clone, a CI run) finds them.
 */

/** Photo files' folder in the catalogue's image paths (`photos/<handle>-1.jpg`). */
export const DEMO_PHOTO_FOLDER = 'photos';
/** The import's prepared files (originals without EXIF, AVIF and WebP widths), copied into PHOTO_DIR. */
export const DEMO_PREPARED_FOLDER = 'prepared';
export const PHOTO_SIZE = 1600;
/** Part of the cache folder's name: change it when the pictures change, and they are made again. */
const VERSION = 'v1';
const GRAIN = 9;
const QUALITY = 80;

/** Where the generated photos are kept (DEMO_PHOTO_DIR overrides; the catalogue's `photos/` is inside). */
export function demoPhotoRoot(): string {
  if (process.env.DEMO_PHOTO_DIR) return path.resolve(process.env.DEMO_PHOTO_DIR);
  const cache = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.resolve(cache, 'storefront', 'demo-photos', VERSION);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const TILE = 256;
/** Film grain: a tile of noise around mid-grey, the same for every picture, laid over it in soft light. */
let grainTile: Promise<Buffer> | null = null;
function grain(): Promise<Buffer> {
  grainTile ??= (() => {
    const rnd = random(4_242);
    const pixels = Buffer.alloc(TILE * TILE * 3);
    for (let i = 0; i < TILE * TILE; i++) {
      const v = 128 + (rnd() + rnd() - 1) * GRAIN * 4;
      // Slightly coloured grain, as film and small sensors have.
      pixels[i * 3] = v + (rnd() - 0.5) * GRAIN;
      pixels[i * 3 + 1] = v;
      pixels[i * 3 + 2] = v + (rnd() - 0.5) * GRAIN;
    }
    return sharp(pixels, { raw: { width: TILE, height: TILE, channels: 3 } })
      .png()
      .toBuffer();
  })();
  return grainTile;
}

/** One photograph of a drawing: JPEG bytes, the same for the same input on every run. */
export async function renderPhoto(input: PictureInput): Promise<Buffer> {
  const rnd = random(input.seed * 7919 + 17);
  // The light's centre moves with the picture, as a photographer's lamp would.
  const cx = Math.round((0.35 + rnd() * 0.3) * 100);
  const cy = Math.round((0.3 + rnd() * 0.2) * 100);
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}"><defs><radialGradient id="l" cx="${cx}%" cy="${cy}%" r="85%">` +
      `<stop offset="0" stop-color="#fff"/><stop offset="0.55" stop-color="#e6e6e6"/><stop offset="1" stop-color="#7a7a7a"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  const drawn = await sharp(Buffer.from(drawPicture(input)), { density: (72 * PHOTO_SIZE) / 800 })
    .resize(PHOTO_SIZE, PHOTO_SIZE)
    .removeAlpha()
    .blur(1.2)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(drawn)
    .composite([
      { input: light, blend: 'multiply' },
      { input: await grain(), tile: true, blend: 'soft-light' },
    ])
    .jpeg({ quality: QUALITY })
    .toBuffer();
}

/**
 * Makes the photos of these products that are not on this machine yet, and answers the folder the
 * catalogue's photo paths are relative to. Files are written beside and renamed, so seeds running at once
 * (test files, e2e stores) never read half a photo.
 */
export async function ensureDemoPhotos(products: { images: string[]; drawings: PictureInput[] }[]): Promise<string> {
  const root = demoPhotoRoot();
  await mkdir(path.join(root, DEMO_PHOTO_FOLDER), { recursive: true });
  const jobs = products.flatMap((p) => p.images.map((file, k) => ({ file: path.join(root, file), input: p.drawings[k]! })));
  const missing: typeof jobs = [];
  for (const job of jobs) if (!(await exists(job.file))) missing.push(job);
  const lanes = Math.max(1, Math.min(4, cpus().length));
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < missing.length) {
        const job = missing[next++]!;
        const temp = `${job.file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(temp, await renderPhoto(job.input));
        await rename(temp, job.file);
      }
    }),
  );
  return root;
}
