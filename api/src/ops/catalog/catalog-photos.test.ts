import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '@storefront/shared/contracts/catalog';
import { createTestApp } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { importCatalog, parseCatalog, syntheticCatalog, writeCatalog, type CatalogRecord, type ProductLine } from './index';

let app: FastifyInstance;
let folder: string;
beforeAll(async () => {
  app = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'sf-catalog-photos-'));
  await mkdir(path.join(folder, 'photos'));
  const noise = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .png()
    .toBuffer();
  // A camera's JPEG, with where it was taken.
  await sharp(noise)
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .jpeg()
    .toFile(path.join(folder, 'photos', 'coat.jpg'));
  await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#777' } })
    .png({ compressionLevel: 1 })
    .toFile(path.join(folder, 'photos', 'huge.png'));
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

const withImages = (prefix: string, images: ProductLine['images']): CatalogRecord[] =>
  syntheticCatalog(1, prefix).map((r) => (r.type === 'product' ? { ...r, images } : r));

describe('photos in the catalogue file', () => {
  it('imports a photo file: measured, derived, without EXIF, and shown with its widths and placeholder in list and detail', async () => {
    const file = path.join(folder, 'shop.jsonl');
    const text = writeCatalog(withImages('photo', [{ src: 'photos/coat.jpg' }]));
    await writeFile(file, text);
    const result = await importCatalog(app.db, file, text);
    expect(result.ok && result.summary.products.created).toBe(1);

    const [row] = await app.db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(eq(products.slug, 'photo-0'));
    const list = (await app.inject({ url: `/api/catalog/products?categoryId=${row!.categoryId}&limit=10` })).json<{ data: ProductPage }>().data;
    const card = list.list.find((c) => c.id === row!.id)!;
    expect(card.picture).toMatchObject({ width: 1800, height: 1200, widths: [160, 320, 480, 800, 1200, 1600] });
    expect(card.picture!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(card.cover).toBe(card.picture!.src);

    const detail = (await app.inject({ url: `/api/catalog/products/${card.id}` })).json<{ data: ProductDetail }>().data;
    expect(detail.images).toEqual([{ url: card.cover, width: 1800, height: 1200, widths: card.picture!.widths, placeholder: card.picture!.placeholder }]);

    const original = await app.inject({ url: card.cover });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
    expect(original.rawPayload.toString('latin1')).not.toContain('PhoneMaker');

    const phone = await app.inject({ url: card.cover.replace(/\.jpg$/, '.320.avif') });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toBe('image/avif');
    expect(phone.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(phone.rawPayload).metadata()).width).toBe(320);
    const webp = await app.inject({ url: card.cover.replace(/\.jpg$/, '.1600.webp') });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ url: card.cover.replace(/\.jpg$/, '.2400.webp') })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/photos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);

    // The same file again changes nothing.
    const again = await importCatalog(app.db, file, text);
    expect(again.ok && again.summary.products).toEqual({ created: 0, updated: 0, unchanged: 1 });
  });

  it('refuses the whole file when a photo is too large, missing or not a photo, with its line and field', async () => {
    const file = path.join(folder, 'bad.jsonl');
    await writeFile(path.join(folder, 'photos', 'notes.txt'), 'not a picture');
    const records = [
      ...withImages('fine', [{ src: 'photos/coat.jpg' }]),
      ...withImages('huge', [{ src: 'photos/coat.jpg' }, { src: 'photos/huge.png' }]),
      ...withImages('gone', [{ src: 'photos/nowhere.jpg' }]),
      ...withImages('text', [{ src: 'photos/notes.txt' }]),
    ];
    const result = await importCatalog(app.db, file, writeCatalog(records));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { file, line: 5, field: 'images.1.src', message: 'the photo has more than 40 megapixels' },
      { file, line: 7, field: 'images.0.src', message: `no such file: ${path.join(folder, 'photos', 'nowhere.jpg')}` },
      { file, line: 9, field: 'images.0.src', message: 'not a JPEG, PNG or WebP photo' },
    ]);
    expect(await app.db.select().from(products).where(eq(products.slug, 'fine-0'))).toEqual([]);
  });

  it('an address needs its size; a photo file is measured', () => {
    const line = (image: object) => JSON.stringify({ ...withImages('sized', [])[1], images: [image] });
    const text = [JSON.stringify({ format: 'storefront-catalog', version: 1 }), line({ src: 'photos/a.jpg' }), line({ src: '/media/a.jpg' })].join('\n');
    expect(parseCatalog('sized.jsonl', text).errors).toEqual([
      {
        file: 'sized.jsonl',
        line: 3,
        field: 'images.0.width',
        message: 'width and height are required for an address; a photo file (photos/shoe.jpg) is measured',
      },
    ]);
  });
});
