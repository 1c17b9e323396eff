import { readFile } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../../test/helpers';
import { DEMO_CATALOG_FILE } from '../../../../demo-shop/src/catalog';
import { demoPhotoRoot } from '../../../../demo-shop/src/catalog-photos';
import { categories, productI18n, products, skus, specWords } from '../../db/schema/catalog';
import { describeError, exportCatalog, importCatalog, syntheticCatalog, writeCatalog, type CatalogRecord } from './index';

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await createTestApp();
  demo = await readFile(DEMO_CATALOG_FILE, 'utf8');
});
afterAll(() => app.close());

// The demo's photos are made at seed time in the machine's cache folder, not next to its file.
const photosDir = demoPhotoRoot();
/** The demo file as the shop exports it: each photo file named by the address the import gave it. */
function asExported(text: string, exported: string): string {
  const photos = exported.match(/\/media\/photos\/[0-9a-f]{16}\.1600x1600\.jpg/g) ?? [];
  let n = 0;
  return text.replace(/\{"src":"photos\/[^"]+"\}/g, () => `{"src":"${photos[n++]}","width":1600,"height":1600}`);
}

const unchanged = (n: number) => ({ created: 0, updated: 0, unchanged: n });

describe('the catalogue file', () => {
  it('the demo file round-trips: importing it into the seeded shop changes nothing, and the export is the file', async () => {
    const again = await importCatalog(app.db, 'demo.jsonl', demo, { photosDir });
    expect(again).toEqual({
      ok: true,
      dryRun: false,
      summary: {
        categories: unchanged(expect.any(Number) as never),
        words: unchanged(expect.any(Number) as never),
        products: unchanged(120),
        skus: unchanged(expect.any(Number) as never),
      },
    });
    const exported = await exportCatalog(app.db);
    expect(exported).toBe(asExported(demo, exported));
    expect(exported.match(/\/media\/photos\//g)?.length).toBe(demo.match(/"photos\//g)?.length);
    const third = await importCatalog(app.db, 'export.jsonl', exported);
    expect(third.ok && third.summary.products).toEqual(unchanged(120));
  });

  it('into an empty shop, the demo file makes the same catalogue again', { timeout: 300_000 }, async () => {
    const empty = await createTestDatabase();
    try {
      for (const table of ['reviews', 'products', 'categories', 'spec_words']) await empty.db.execute(sql.raw(`delete from ${table}`));
      const result = await importCatalog(empty.db, 'demo.jsonl', demo, { photosDir });
      expect(result.ok && result.summary.products).toEqual({ created: 120, updated: 0, unchanged: 0 });
      const exported = await exportCatalog(empty.db);
      expect(exported).toBe(asExported(demo, exported));
      const [{ n }] = await empty.db.select({ n: count() }).from(specWords);
      expect(n).toBeGreaterThan(100);
    } finally {
      await empty.close();
    }
  });

  it('a dry run says what would change and writes nothing; the import then changes exactly that', async () => {
    await importCatalog(app.db, 'sample.jsonl', writeCatalog(syntheticCatalog(3, 'dry')));
    const changed = syntheticCatalog(3, 'dry');
    const product = changed[2] as Extract<CatalogRecord, { type: 'product' }>;
    product.skus[0]!.price = 777;
    product.texts.de = { name: 'Geändertes Muster', description: 'Neu' };
    const file = writeCatalog([...changed, ...syntheticCatalog(1, 'dry-new')]);

    const dry = await importCatalog(app.db, 'sample.jsonl', file, { dryRun: true });
    expect(dry).toMatchObject({
      ok: true,
      dryRun: true,
      summary: { products: { created: 1, updated: 1, unchanged: 2 }, skus: { created: 4, updated: 1, unchanged: 11 } },
    });
    const [sku] = await app.db.select().from(skus).where(eq(skus.code, 'DRY-1-00'));
    expect(sku!.price).toBe(1001);
    expect(await app.db.select().from(products).where(eq(products.slug, 'dry-new-0'))).toEqual([]);

    const real = await importCatalog(app.db, 'sample.jsonl', file);
    expect(real).toMatchObject({ ok: true, dryRun: false, summary: dry.ok ? dry.summary : {} });
    const [row] = await app.db.select().from(products).where(eq(products.slug, 'dry-1'));
    expect(row!.price).toBe(777);
    const detail = (await app.inject({ url: `/api/catalog/products/${row!.id}`, headers: { 'accept-language': 'de' } })).json().data;
    expect(detail.name).toBe('Geändertes Muster');
    expect(detail.skus.find((s: { price: number }) => s.price === 777)).toBeTruthy();
  });

  it('a file with any error is refused whole, each error with its file, line and field', async () => {
    const good = syntheticCatalog(2, 'broken');
    const lines = writeCatalog(good).trimEnd().split('\n');
    const bad = { ...(syntheticCatalog(1, 'broken-bad')[1] as Extract<CatalogRecord, { type: 'product' }>), category: 'broken-top' };
    const noEnglish = { ...bad, handle: 'broken-no-english', texts: { de: { name: 'Nur Deutsch', description: '' } } };
    const wrongOption = { ...bad, handle: 'broken-option', skus: [{ code: 'BROKEN-X', options: { colour: 'green', size: 's' }, price: 100, stock: 1 }] };
    const takenCode = { ...bad, handle: 'broken-taken', skus: [{ ...bad.skus[0]!, code: 'BROKEN-0-00' }] };
    const unknownCategory = { ...bad, handle: 'broken-orphan', category: 'no-such-category', skus: [{ ...bad.skus[0]!, code: 'BROKEN-ORPHAN' }] };
    const text = [
      ...lines,
      '{not json',
      JSON.stringify(noEnglish),
      JSON.stringify(wrongOption),
      JSON.stringify(takenCode),
      JSON.stringify(unknownCategory),
      JSON.stringify({ ...bad, skus: [{ ...bad.skus[0], price: -5 }] }),
    ].join('\n');

    const result = await importCatalog(app.db, 'shop.jsonl', text);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors.map(describeError);
    expect(errors).toEqual(
      expect.arrayContaining([
        'shop.jsonl:5: (line): not a JSON object',
        expect.stringMatching(/^shop\.jsonl:6: texts\.en: /),
        expect.stringMatching(/^shop\.jsonl:10: skus\.0\.price: /),
      ]),
    );
    // Line-level errors come first; the checks across lines run on a file whose every line reads.
    const crossLines = [...lines, JSON.stringify(wrongOption), JSON.stringify(takenCode), JSON.stringify(unknownCategory)].join('\n');
    const cross = await importCatalog(app.db, 'shop.jsonl', crossLines);
    expect(cross.ok ? [] : cross.errors.map(describeError)).toEqual([
      'shop.jsonl:5: skus.0.options.colour: green is not one of red, navy',
      'shop.jsonl:6: skus.0.code: SKU BROKEN-0-00 is also on line 3',
      'shop.jsonl:7: category: no category no-such-category in the file or the shop',
    ]);
    expect(await app.db.select().from(products).where(eq(products.slug, 'broken-0'))).toEqual([]);
    expect(await app.db.select().from(categories).where(eq(categories.slug, 'broken-top'))).toEqual([]);
  });

  it('a SKU code the shop gives another product is refused, and a header names the format', async () => {
    const [first] = await app.db.select({ code: skus.code }).from(skus).limit(1);
    const thief = syntheticCatalog(1, 'thief');
    (thief[1] as Extract<CatalogRecord, { type: 'product' }>).skus[0]!.code = first!.code;
    const result = await importCatalog(app.db, 't.jsonl', writeCatalog(thief));
    expect(result.ok ? [] : result.errors.map(describeError)).toEqual([
      expect.stringMatching(new RegExp(`^t\\.jsonl:3: skus\\.0\\.code: SKU ${first!.code} belongs to product `)),
    ]);
    const headless = await importCatalog(app.db, 'h.jsonl', writeCatalog(syntheticCatalog(1, 'headless')).split('\n').slice(1).join('\n'));
    expect(headless.ok ? [] : headless.errors.map(describeError)[0]).toMatch(
      /^h\.jsonl:1: .*the first line must be \{"format":"storefront-catalog","version":1\}/,
    );
  });

  it('10,000 products with 40,000 SKUs in nine languages import in one go, and again without a change', { timeout: 900_000 }, async () => {
    const big = await createTestDatabase();
    try {
      const file = writeCatalog(syntheticCatalog(10_000, 'big'));
      const first = await importCatalog(big.db, 'big.jsonl', file);
      expect(first.ok && first.summary).toMatchObject({ products: { created: 10_000 }, skus: { created: 40_000 } });
      const [{ n }] = await big.db.select({ n: count() }).from(productI18n);
      expect(n).toBeGreaterThanOrEqual(90_000);
      const second = await importCatalog(big.db, 'big.jsonl', file);
      expect(second.ok && second.summary.skus).toEqual(unchanged(40_000));
    } finally {
      await big.close();
    }
  });
});
