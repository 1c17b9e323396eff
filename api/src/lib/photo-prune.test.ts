import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderWith, createProduct } from '../../test/account-fixtures';
import { createTestApp, createUser } from '../../test/helpers';
import { photos, productImages, reviews } from '../db/schema/catalog';
import { orderItems } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { prunePhotos } from './photo-prune';
import { preparePhoto, type Picture } from './photos';

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sf-prune-'));
  app = await createTestApp({ photoDir: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3600_000);

/** A photo made in the test's folder, its files dated two hours back unless `young`. */
async function photo(shade: number, young = false): Promise<Picture> {
  const input = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 40, b: 200 - shade } } })
    .jpeg()
    .toBuffer();
  const made = await preparePhoto(input, dir);
  if (!made.ok) throw new Error(made.error);
  await app.db
    .insert(photos)
    .values({ ...made.picture, placeholder: made.picture.placeholder ?? '', createdAt: young ? new Date() : TWO_HOURS_AGO })
    .onConflictDoNothing();
  if (!young) for (const name of await readdir(dir)) await utimes(path.join(dir, name), TWO_HOURS_AGO, TWO_HOURS_AGO);
  return made.picture;
}

const filesOf = async (picture: Picture) => {
  const base = path.basename(picture.src).replace(/\.jpg$/, '');
  return (await readdir(dir)).filter((name) => name.startsWith(`${base}.`));
};

describe('photos prune', () => {
  it('deletes the files no row names and no younger than an hour, prints their bytes, and keeps every named photo', async () => {
    const { user } = await createUser(app);
    const product = await createProduct(app);
    const [avatar, gallery, ordered, reviewed, orphan] = [await photo(10), await photo(20), await photo(30), await photo(40), await photo(50)];
    const young = await photo(60, true);
    await app.db.update(users).set({ avatar: avatar.src }).where(eq(users.id, user.id));
    await app.db.insert(productImages).values({ productId: product.id, url: gallery.src, width: 400, height: 300, sort: 1 });
    const { items } = await createOrderWith(app, user.id, [product.id], 'completed');
    await app.db.update(orderItems).set({ image: ordered.src }).where(eq(orderItems.id, items[0].id));
    await app.db
      .insert(reviews)
      .values({ productId: product.id, userId: user.id, authorName: 'a', productRating: 5, serviceRating: 5, content: 'ok', pictures: [reviewed.src] });
    // A half-written file of a crashed writer, two hours old.
    const leftover = path.join(dir, 'abc.jpg.123.tmp');
    await writeFile(leftover, 'x');
    await utimes(leftover, TWO_HOURS_AGO, TWO_HOURS_AGO);

    const orphanFiles = await filesOf(orphan);
    // The original, and AVIF and WebP at 160 and 320 (480 is wider than the photo).
    expect(orphanFiles).toHaveLength(1 + 2 * 2);
    const orphanBytes = (await Promise.all(orphanFiles.map((name) => stat(path.join(dir, name))))).reduce((sum, s) => sum + s.size, 0);

    const dry = await prunePhotos(app.db, { dir, dryRun: true });
    const expected = [...orphanFiles, 'abc.jpg.123.tmp'];
    expect(dry.removed.map((f) => f.name)).toEqual(expect.arrayContaining(expected));
    // The orphan's files, the memo of the input that made it, the leftover: nothing else.
    expect(dry.removed).toHaveLength(expected.length + 1);
    expect(dry.removed.some((f) => f.name.startsWith('.input-'))).toBe(true);
    expect(dry.rows).toBe(1);
    expect(await filesOf(orphan)).toHaveLength(orphanFiles.length);

    const done = await prunePhotos(app.db, { dir });
    expect(done.removed.map((f) => f.name).sort()).toEqual(dry.removed.map((f) => f.name).sort());
    expect(done.bytes).toBeGreaterThanOrEqual(orphanBytes + 1);
    expect(await filesOf(orphan)).toEqual([]);
    expect(existsSync(leftover)).toBe(false);
    for (const kept of [avatar, gallery, ordered, reviewed, young]) expect(await filesOf(kept)).toHaveLength(5);
    expect(await app.db.select().from(photos).where(eq(photos.src, orphan.src))).toEqual([]);
    expect(await app.db.select().from(photos).where(eq(photos.src, young.src))).toHaveLength(1);

    // Served no more; the named ones still are.
    expect((await app.inject({ url: orphan.src })).statusCode).toBe(404);
    expect((await app.inject({ url: reviewed.src.replace(/\.jpg$/, '.320.avif') })).statusCode).toBe(200);

    // Nothing left to do the second time.
    expect(await prunePhotos(app.db, { dir })).toMatchObject({ removed: [], bytes: 0 });
  });

  it('made again from the same bytes, a photo is young again and kept until a row names it', async () => {
    const again = await photo(70);
    const first = await prunePhotos(app.db, { dir, dryRun: true });
    expect(first.removed.map((f) => f.name)).toContain(path.basename(again.src));
    const input = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 70, g: 40, b: 130 } } })
      .jpeg()
      .toBuffer();
    expect(await preparePhoto(input, dir)).toMatchObject({ ok: true, picture: { src: again.src } });
    expect((await prunePhotos(app.db, { dir })).removed.map((f) => f.name)).not.toContain(path.basename(again.src));
  });
});
