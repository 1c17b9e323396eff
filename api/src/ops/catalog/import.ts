import { and, eq, inArray, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { categories, categoryI18n, photos, productI18n, productImages, products, skus, specWords } from '../../db/schema/catalog';
import { MAX_PHOTO_PIXELS, preparePhoto, type Picture } from '../../lib/photos';
import { isPhotoFile, parseCatalog, type CatalogRecord, type CategoryLine, type LineError, type ProductLine, type WordLine } from './format';

export interface Tally {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportSummary {
  categories: Tally;
  words: Tally;
  products: Tally;
  skus: Tally;
}

export type ImportResult = { ok: true; dryRun: boolean; summary: ImportSummary } | { ok: false; errors: LineError[] };

/** Thrown inside the transaction of a dry run, so everything it did is rolled back and nothing announced. */
class DryRun extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

const tally = (): Tally => ({ created: 0, updated: 0, unchanged: 0 });
const CHUNK = 500;

/** JSON with object keys sorted: jsonb keeps its own key order, so values are compared in this form. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The checks a line's schema cannot make alone: keys unique in the file, references that resolve, SKUs that fit their product. */
function crossCheck(file: string, records: CatalogRecord[], lines: number[], known: { categories: Set<string>; skuOwner: Map<string, string> }): LineError[] {
  const errors: LineError[] = [];
  const fail = (index: number, field: string, message: string) => errors.push({ file, line: lines[index]!, field, message });
  const categoryKeys = new Map<string, number>();
  const handles = new Map<string, number>();
  const codes = new Map<string, number>();
  const words = new Map<string, number>();
  records.forEach((record, i) => {
    if (record.type === 'category') {
      if (categoryKeys.has(record.key)) fail(i, 'key', `category ${record.key} is also on line ${lines[categoryKeys.get(record.key)!]}`);
      else categoryKeys.set(record.key, i);
    } else if (record.type === 'word') {
      const id = `${record.kind}:${record.code}`;
      if (words.has(id)) fail(i, 'code', `${record.kind} ${record.code} is also on line ${lines[words.get(id)!]}`);
      else words.set(id, i);
    }
  });
  const parentOf = new Map(records.filter((r): r is CategoryLine => r.type === 'category').map((c) => [c.key, c.parent]));
  records.forEach((record, i) => {
    if (record.type === 'category' && record.parent !== null) {
      if (!categoryKeys.has(record.parent) && !known.categories.has(record.parent)) fail(i, 'parent', `no category ${record.parent} in the file or the shop`);
      // A parent chain that comes back to itself would make the tree a circle.
      const seen = new Set([record.key]);
      for (let at = record.parent; at !== null && parentOf.has(at); at = parentOf.get(at)!) {
        if (seen.has(at)) {
          fail(i, 'parent', `the categories ${[...seen].join(', ')} are each other's parents`);
          break;
        }
        seen.add(at);
      }
    }
    if (record.type !== 'product') return;
    if (handles.has(record.handle)) fail(i, 'handle', `product ${record.handle} is also on line ${lines[handles.get(record.handle)!]}`);
    else handles.set(record.handle, i);
    if (!categoryKeys.has(record.category) && !known.categories.has(record.category))
      fail(i, 'category', `no category ${record.category} in the file or the shop`);
    const specNames = record.specs.map((s) => s.name);
    record.specs.forEach((spec, s) => {
      if (specNames.indexOf(spec.name) !== s) fail(i, `specs.${s}.name`, `${spec.name} is named twice`);
      if (new Set(spec.values).size !== spec.values.length) fail(i, `specs.${s}.values`, `a value of ${spec.name} is listed twice`);
    });
    const combinations = new Set<string>();
    record.skus.forEach((item, k) => {
      const field = `skus.${k}`;
      if (codes.has(item.code)) fail(i, `${field}.code`, `SKU ${item.code} is also on line ${lines[codes.get(item.code)!]}`);
      else codes.set(item.code, i);
      const owner = known.skuOwner.get(item.code);
      if (owner !== undefined && owner !== record.handle) fail(i, `${field}.code`, `SKU ${item.code} belongs to product ${owner} in the shop`);
      for (const name of Object.keys(item.options))
        if (!specNames.includes(name)) fail(i, `${field}.options.${name}`, `the product has no specification ${name}`);
      record.specs.forEach((spec) => {
        const value = item.options[spec.name];
        if (value === undefined) fail(i, `${field}.options.${spec.name}`, `missing: every SKU has one value of each specification`);
        else if (!spec.values.includes(value)) fail(i, `${field}.options.${spec.name}`, `${value} is not one of ${spec.values.join(', ')}`);
      });
      const combination = canonical(item.options);
      if (combinations.has(combination)) fail(i, `${field}.options`, 'another SKU of the product has the same options');
      combinations.add(combination);
    });
  });
  return errors;
}

/** Categories with their parents first, so each insert finds its parent's id. */
function parentsFirst(list: CategoryLine[]): CategoryLine[] {
  const keys = new Set(list.map((c) => c.key));
  const done = new Set<string>();
  const ordered: CategoryLine[] = [];
  while (ordered.length < list.length) {
    for (const category of list) {
      if (done.has(category.key)) continue;
      if (category.parent === null || !keys.has(category.parent) || done.has(category.parent)) {
        ordered.push(category);
        done.add(category.key);
      }
    }
  }
  return ordered;
}

/** Which languages of a text to write (new or changed) and which to drop (no longer in the file). */
function textChanges<Row extends { locale: string }>(
  present: Row[],
  wanted: Partial<Record<Locale, unknown>>,
  same: (row: Row, locale: Locale) => boolean,
): { write: Locale[]; drop: string[] } {
  const byLocale = new Map(present.map((row) => [row.locale, row]));
  const write = LOCALES.filter((locale) => wanted[locale] !== undefined && !(byLocale.has(locale) && same(byLocale.get(locale)!, locale)));
  const drop = present.filter((row) => wanted[row.locale as Locale] === undefined).map((row) => row.locale);
  return { write, drop };
}

async function importCategories(tx: Tx, list: CategoryLine[], summary: Tally) {
  const rows = await tx.select().from(categories);
  const names = await tx.select().from(categoryI18n);
  const id = new Map(rows.map((row) => [row.slug, row.id]));
  for (const category of parentsFirst(list)) {
    const parentId = category.parent === null ? null : id.get(category.parent)!;
    const row = rows.find((r) => r.slug === category.key);
    let changed = false;
    let categoryId: number;
    if (!row) {
      const [inserted] = await tx
        .insert(categories)
        .values({ slug: category.key, parentId, sort: category.sort, image: category.image })
        .returning({ id: categories.id });
      categoryId = inserted!.id;
      id.set(category.key, categoryId);
      summary.created++;
    } else {
      categoryId = row.id;
      if (row.parentId !== parentId || row.sort !== category.sort || row.image !== category.image) {
        await tx.update(categories).set({ parentId, sort: category.sort, image: category.image }).where(eq(categories.id, row.id));
        changed = true;
      }
    }
    const present = names.filter((n) => n.categoryId === categoryId);
    const { write, drop } = textChanges(present, category.names, (n, locale) => n.name === category.names[locale]);
    for (const locale of write) {
      const name = category.names[locale]!;
      await tx
        .insert(categoryI18n)
        .values({ categoryId, locale, name })
        .onConflictDoUpdate({ target: [categoryI18n.categoryId, categoryI18n.locale], set: { name } });
    }
    if (drop.length) await tx.delete(categoryI18n).where(and(eq(categoryI18n.categoryId, categoryId), inArray(categoryI18n.locale, drop)));
    if (row) {
      if (changed || write.length || drop.length) summary.updated++;
      else summary.unchanged++;
    }
  }
  return id;
}

async function importWords(tx: Tx, list: WordLine[], summary: Tally) {
  const present = await tx.select().from(specWords);
  for (const entry of list) {
    const mine = present.filter((w) => w.kind === entry.kind && w.code === entry.code);
    const { write, drop } = textChanges(mine, entry.words, (w, locale) => w.word === entry.words[locale]);
    const rows = write.map((locale) => ({ locale, kind: entry.kind, code: entry.code, word: entry.words[locale]! }));
    if (rows.length)
      await tx
        .insert(specWords)
        .values(rows)
        .onConflictDoUpdate({ target: [specWords.locale, specWords.kind, specWords.code], set: { word: sql`excluded.word` } });
    if (drop.length) await tx.delete(specWords).where(and(eq(specWords.kind, entry.kind), eq(specWords.code, entry.code), inArray(specWords.locale, drop)));
    if (mine.length === 0) summary.created++;
    else if (rows.length || drop.length) summary.updated++;
    else summary.unchanged++;
  }
}

async function importProducts(tx: Tx, list: ProductLine[], categoryId: Map<string, number>, summary: ImportSummary) {
  const existing = new Map((await tx.select().from(products)).map((row) => [row.slug, row]));
  const texts = await tx.select().from(productI18n);
  const images = await tx.select().from(productImages);
  const skuRows = new Map((await tx.select().from(skus)).map((row) => [row.code, row]));
  const textsOf = groupBy(texts, (t) => t.productId);
  const imagesOf = groupBy(images, (i) => i.productId);

  const fresh = list.filter((p) => !existing.has(p.handle));
  const ids = new Map([...existing].map(([slug, row]) => [slug, row.id]));
  const productRow = (p: ProductLine) => ({
    categoryId: categoryId.get(p.category)!,
    slug: p.handle,
    active: p.active,
    specs: p.specs,
    cover: p.images[0]?.src ?? '',
    price: Math.min(...p.skus.map((s) => s.price)),
  });
  await chunked(fresh, async (chunk) => {
    const inserted = await tx.insert(products).values(chunk.map(productRow)).returning({ id: products.id, slug: products.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  });
  summary.products.created += fresh.length;

  const textRows: (typeof productI18n.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const skuInserts: (typeof skus.$inferInsert)[] = [];
  const priced = new Set<number>();
  // Products already in the shop whose SKUs changed: their list price is worked out again after the writes.
  const repriced: number[] = [];
  for (const p of list) {
    const productId = ids.get(p.handle)!;
    const row = existing.get(p.handle);
    let changed = false;
    if (row) {
      const wanted = productRow(p);
      if (
        row.categoryId !== wanted.categoryId ||
        row.active !== wanted.active ||
        row.cover !== wanted.cover ||
        canonical(row.specs) !== canonical(wanted.specs)
      ) {
        await tx
          .update(products)
          .set({ categoryId: wanted.categoryId, active: wanted.active, cover: wanted.cover, specs: wanted.specs })
          .where(eq(products.id, productId));
        changed = true;
      }
    }
    const { write, drop } = textChanges(
      textsOf.get(productId) ?? [],
      p.texts,
      (t, locale) => t.name === p.texts[locale]!.name && t.description === p.texts[locale]!.description,
    );
    for (const locale of write) textRows.push({ productId, locale, ...p.texts[locale]! });
    if (drop.length) await tx.delete(productI18n).where(and(eq(productI18n.productId, productId), inArray(productI18n.locale, drop)));
    changed ||= (row !== undefined && write.length > 0) || drop.length > 0;

    const shown = (imagesOf.get(productId) ?? []).sort((a, b) => a.sort - b.sort).map((i) => ({ src: i.url, width: i.width, height: i.height }));
    if (canonical(shown) !== canonical(p.images)) {
      if (shown.length) await tx.delete(productImages).where(eq(productImages.productId, productId));
      p.images.forEach((image, sort) => imageRows.push({ productId, url: image.src, width: image.width!, height: image.height!, sort }));
      changed ||= row !== undefined;
    }

    for (const item of p.skus) {
      const present = skuRows.get(item.code);
      if (!present) {
        skuInserts.push({ productId, ...item });
        summary.skus.created++;
        priced.add(productId);
        if (row) repriced.push(productId);
      } else if (present.price !== item.price || present.stock !== item.stock || canonical(present.options) !== canonical(item.options)) {
        await tx.update(skus).set({ price: item.price, stock: item.stock, options: item.options }).where(eq(skus.id, present.id));
        summary.skus.updated++;
        priced.add(productId);
        if (row) repriced.push(productId);
      } else summary.skus.unchanged++;
    }
    if (row) {
      if (changed || priced.has(productId)) summary.products.updated++;
      else summary.products.unchanged++;
    }
  }
  await chunked(textRows, (chunk) =>
    tx
      .insert(productI18n)
      .values(chunk)
      .onConflictDoUpdate({ target: [productI18n.productId, productI18n.locale], set: { name: sql`excluded.name`, description: sql`excluded.description` } }),
  );
  await chunked(imageRows, (chunk) => tx.insert(productImages).values(chunk));
  await chunked(skuInserts, (chunk) => tx.insert(skus).values(chunk));
  // The list's price is the lowest SKU's, SKUs the file does not name included.
  await chunked([...new Set(repriced)], (chunk) =>
    tx
      .update(products)
      .set({ price: sql`(select min(s.price) from skus s where s.product_id = ${products.id})` })
      .where(inArray(products.id, chunk)),
  );
}

export interface ImportOptions {
  dryRun?: boolean;
  /**
   * Folder that photo files (`photos/shoe.jpg`) are relative to; the catalogue file's own folder by default.
   * Null when the file came alone (an upload from the console): a line naming a photo file is then an error,
   * and nothing on the server's disk is read.
   */
  photosDir?: string | null;
  /** Photos prepared by earlier imports on this machine, reused and added to (preparePhoto's cacheDir). */
  photoCache?: string;
}

const PHOTO_ERRORS = {
  unsupported: 'not a JPEG, PNG or WebP photo',
  unreadable: 'the photo is damaged or not what its first bytes say',
  notOnlyPicture: 'the file holds more than a photo (markup or another file)',
  tooManyPixels: `the photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
} as const;

/**
 * Reads and derives every photo file the products name (ADR 0044), before anything is written: a
 * missing, broken or oversized photo is a line's error like any other. Photos are made once per content
 * (preparePhoto keeps them by hash), and the records are rewritten to the photos' addresses and sizes.
 */
async function preparePhotos(file: string, records: CatalogRecord[], lines: number[], dir: string, cache: string | undefined) {
  const errors: LineError[] = [];
  const pictures = new Map<string, Picture>();
  const done = new Map<string, Promise<Picture | string>>();
  const prepare = (src: string) => {
    let job = done.get(src);
    if (!job) {
      job = readFile(path.resolve(dir, src)).then(
        async (bytes) => {
          const result = await preparePhoto(bytes, undefined, undefined, cache);
          return result.ok ? result.picture : PHOTO_ERRORS[result.error];
        },
        () => `no such file: ${path.resolve(dir, src)}`,
      );
      done.set(src, job);
    }
    return job;
  };
  // One photo per core: libvips here encodes each on one thread.
  const wanted = records.flatMap((record, index) =>
    record.type === 'product' ? record.images.map((image, n) => ({ record, index, image, n })).filter((x) => isPhotoFile(x.image.src)) : [],
  );
  const lanes = Math.max(1, Math.min(4, cpus().length));
  for (let i = 0; i < wanted.length; i += lanes) {
    await Promise.all(
      wanted.slice(i, i + lanes).map(async ({ index, image, n }) => {
        const outcome = await prepare(image.src);
        if (typeof outcome === 'string') {
          errors.push({ file, line: lines[index]!, field: `images.${n}.src`, message: outcome });
          return;
        }
        pictures.set(outcome.src, outcome);
        image.src = outcome.src;
        image.width = outcome.width;
        image.height = outcome.height;
      }),
    );
  }
  errors.sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
  return { errors, pictures: [...pictures.values()] };
}

/** Lines naming a photo file, for a file that came without its photos. */
function photoFilesNamed(file: string, records: CatalogRecord[], lines: number[]): LineError[] {
  return records.flatMap((record, index) =>
    record.type === 'product'
      ? record.images.flatMap((image, n) =>
          isPhotoFile(image.src)
            ? [
                {
                  file,
                  line: lines[index]!,
                  field: `images.${n}.src`,
                  message: 'a photo file needs the command line (pnpm --filter api catalog import --photos); here use an address the shop serves',
                },
              ]
            : [],
        )
      : [],
  );
}

/**
 * Upserts a catalogue file by its own keys in one transaction: a file with any error writes nothing, and
 * a file imported twice changes nothing the second time. Products, SKUs and words the file does not name
 * stay as they are (a product leaves the shop with "active": false). Every instance sees the change within
 * a second through the change notices the tables announce at commit.
 */
export async function importCatalog(db: Db, file: string, text: string, options: ImportOptions = {}): Promise<ImportResult> {
  const parsed = parseCatalog(file, text);
  if (parsed.errors.length) return { ok: false, errors: parsed.errors };
  const known = {
    categories: new Set((await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug)),
    skuOwner: new Map(
      (await db.select({ code: skus.code, handle: products.slug }).from(skus).innerJoin(products, eq(products.id, skus.productId))).map((r) => [
        r.code,
        r.handle,
      ]),
    ),
  };
  const errors = crossCheck(file, parsed.records, parsed.lines, known);
  if (errors.length) return { ok: false, errors };
  if (options.photosDir === null) {
    const local = photoFilesNamed(file, parsed.records, parsed.lines);
    if (local.length) return { ok: false, errors: local };
  }
  const prepared = await preparePhotos(file, parsed.records, parsed.lines, options.photosDir ?? path.dirname(path.resolve(file)), options.photoCache);
  if (prepared.errors.length) return { ok: false, errors: prepared.errors };

  const summary: ImportSummary = { categories: tally(), words: tally(), products: tally(), skus: tally() };
  const of = <T extends CatalogRecord['type']>(type: T) => parsed.records.filter((r) => r.type === type) as Extract<CatalogRecord, { type: T }>[];
  try {
    await db.transaction(async (tx) => {
      const categoryId = await importCategories(tx, of('category'), summary.categories);
      await importWords(tx, of('word'), summary.words);
      await chunked(prepared.pictures, (chunk) =>
        tx
          .insert(photos)
          .values(chunk.map((p) => ({ src: p.src, width: p.width, height: p.height, widths: p.widths, placeholder: p.placeholder ?? '' })))
          .onConflictDoNothing(),
      );
      await importProducts(tx, of('product'), categoryId, summary);
      if (options.dryRun) throw new DryRun(summary);
    });
  } catch (error) {
    if (error instanceof DryRun) return { ok: true, dryRun: true, summary };
    throw error;
  }
  return { ok: true, dryRun: false, summary };
}

export function describeSummary(summary: ImportSummary): string[] {
  return (Object.keys(summary) as (keyof ImportSummary)[]).map((kind) => {
    const { created, updated, unchanged } = summary[kind];
    return `${kind}: ${created} new, ${updated} changed, ${unchanged} unchanged`;
  });
}
