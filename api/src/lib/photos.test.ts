import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_PIXELS, preparePhoto } from './photos';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sf-photos-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A photo-like picture: a gradient with noise, so encoders have detail to keep. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp', exif = false) {
  const noise = sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  let pipeline = sharp(await noise.png().toBuffer()).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#33c"/></linearGradient><rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/></svg>`,
      ),
    },
  ]);
  if (exif) pipeline = pipeline.withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } });
  return pipeline.toFormat(format).toBuffer();
}

const inDir = async (name: string) => sharp(await readFile(path.join(dir, name))).metadata();

describe('photos derived at import', () => {
  it('stores the original without EXIF or GPS, and AVIF and WebP at each width up to 1600 with a placeholder', { timeout: 120_000 }, async () => {
    const input = await photo(2000, 1500, 'jpeg', true);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await preparePhoto(input, dir);
    if (!result.ok) throw new Error(result.error);
    const { picture, files } = result;
    expect(picture).toMatchObject({ width: 2000, height: 1500, widths: [160, 320, 480, 800, 1200, 1600] });
    expect(picture.src).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.2000x1500\.jpg$/);
    const original = await inDir(path.basename(picture.src));
    expect(original.exif).toBeUndefined();
    expect(original.width).toBe(2000);
    const raw = await readFile(path.join(dir, path.basename(picture.src)), 'latin1');
    expect(raw).not.toContain('PhoneMaker');

    const derived = files.filter((f) => f !== path.basename(picture.src));
    expect(derived).toHaveLength(12);
    for (const w of picture.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const name = path.basename(picture.src).replace(/\.jpg$/, `.${w}.${format}`);
        const meta = await inDir(name);
        expect(meta.format === 'heif' ? 'avif' : meta.format, name).toBe(format);
        expect(meta.width, name).toBe(w);
        expect(meta.height, name).toBe(Math.round((w * 1500) / 2000));
        expect(meta.exif, name).toBeUndefined();
      }
    }
    // The narrowest file is a small fraction of the original: an 88-px thumbnail never downloads the original.
    const [narrow, full] = await Promise.all([readFile(path.join(dir, derived[1]!)), readFile(path.join(dir, path.basename(picture.src)))]);
    expect(narrow.length * 20).toBeLessThan(full.length);

    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(picture.placeholder!.length).toBeLessThan(600);

    // The same bytes again: the same picture, nothing made twice.
    const before = await readdir(dir);
    const again = await preparePhoto(input, dir);
    expect(again).toEqual(result);
    expect(await readdir(dir)).toEqual(before);
  });

  it('never makes a file wider than the original', { timeout: 60_000 }, async () => {
    const result = await preparePhoto(await photo(500, 700, 'png'), dir);
    if (!result.ok) throw new Error(result.error);
    expect(result.picture.widths).toEqual([160, 320, 480]);
    expect(result.files.filter((f) => /\.(800|1200|1600)\.(avif|webp)$/.test(f))).toEqual([]);
    expect(result.picture.src).toMatch(/\.500x700\.png$/);
    const narrow = await preparePhoto(await photo(120, 90, 'webp'), dir);
    expect(narrow.ok && narrow.picture.widths).toEqual([120]);
  });

  it('with a cache folder: what is made is kept there too, and another shop folder gets it copied, not made again', { timeout: 60_000 }, async () => {
    const [cache, first, second] = await Promise.all(['cache', 'first', 'second'].map((n) => mkdtemp(path.join(dir, `${n}-`))));
    const input = await photo(400, 300, 'jpeg');
    const made = await preparePhoto(input, first, {}, cache);
    if (!made.ok) throw new Error(made.error);
    expect((await readdir(cache)).filter((f) => !f.startsWith('.')).sort()).toEqual([...made.files].sort());
    // Marked in the cache: a copy carries the mark, an encode would not.
    const marked = made.files.find((f) => f.endsWith('.160.webp'))!;
    await writeFile(path.join(cache, marked), 'copied from the cache');
    const copied = await preparePhoto(input, second, {}, cache);
    expect(copied).toEqual(made);
    expect(await readFile(path.join(second, marked), 'utf8')).toBe('copied from the cache');
    expect((await readdir(second)).sort()).toEqual((await readdir(first)).sort());
  });

  it(`refuses a photo of more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels, and what is not a JPEG, PNG or WebP`, { timeout: 60_000 }, async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await preparePhoto(huge, dir)).toEqual({ ok: false, error: 'tooManyPixels' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#808080' } })
      .gif()
      .toBuffer();
    expect(await preparePhoto(gif, dir)).toEqual({ ok: false, error: 'unsupported' });
    expect(await preparePhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), dir)).toEqual({ ok: false, error: 'unsupported' });
  });
});
