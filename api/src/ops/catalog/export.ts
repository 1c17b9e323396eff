import { asc } from 'drizzle-orm';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { categories, categoryI18n, productI18n, productImages, products, skus, specWords } from '../../db/schema/catalog';
import { writeCatalog, type CatalogRecord, type CategoryLine, type ProductLine, type WordLine } from './format';

function inLocaleOrder<T>(entries: Map<string, T>): Partial<Record<Locale, T>> & { en: T } {
  return Object.fromEntries(LOCALES.filter((l) => entries.has(l)).map((l) => [l, entries.get(l)!])) as Partial<Record<Locale, T>> & { en: T };
}

function grouped<T>(rows: T[], keyOf: (row: T) => string | number, localeOf: (row: T) => string): Map<string | number, Map<string, T>> {
  const groups = new Map<string | number, Map<string, T>>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!groups.has(key)) groups.set(key, new Map());
    groups.get(key)!.set(localeOf(row), row);
  }
  return groups;
}

function listed<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const lists = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!lists.has(key)) lists.set(key, []);
    lists.get(key)!.push(row);
  }
  return lists;
}

/**
 * The shop's catalogue in the import format: categories (parents first), the vocabulary, then products in
 * the order they entered the shop. Importing it into an empty shop gives the same catalogue.
 */
export async function exportCatalog(db: Db): Promise<string> {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.id));
  const slugOf = new Map(categoryRows.map((c) => [c.id, c.slug]));
  const names = grouped(
    await db.select().from(categoryI18n),
    (n) => n.categoryId,
    (n) => n.locale,
  );
  const depth = (id: number | null): number => (id === null ? 0 : 1 + depth(categoryRows.find((c) => c.id === id)?.parentId ?? null));
  const categoryLines: CategoryLine[] = [...categoryRows]
    .sort((a, b) => depth(a.id) - depth(b.id) || a.id - b.id)
    .map((c) => ({
      type: 'category',
      key: c.slug,
      parent: c.parentId === null ? null : slugOf.get(c.parentId)!,
      sort: c.sort,
      image: c.image,
      names: inLocaleOrder(new Map([...(names.get(c.id) ?? new Map())].map(([l, n]) => [l, n.name]))),
    }));

  const words = grouped(
    await db.select().from(specWords),
    (w) => `${w.kind}:${w.code}`,
    (w) => w.locale,
  );
  const wordLines: WordLine[] = [...words.keys()]
    .map(String)
    .sort()
    .map((id) => {
      const entries = words.get(id)!;
      const first = [...entries.values()][0]!;
      return { type: 'word', kind: first.kind, code: first.code, words: inLocaleOrder(new Map([...entries].map(([l, w]) => [l, w.word]))) };
    });

  const texts = grouped(
    await db.select().from(productI18n),
    (t) => t.productId,
    (t) => t.locale,
  );
  const imagesOf = listed(await db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.sort)), (i) => i.productId);
  const skusOf = listed(await db.select().from(skus).orderBy(asc(skus.id)), (s) => s.productId);
  const productLines: ProductLine[] = (await db.select().from(products).orderBy(asc(products.id))).map((p) => ({
    type: 'product',
    handle: p.slug,
    category: slugOf.get(p.categoryId)!,
    active: p.active,
    specs: p.specs.map((s) => ({ name: s.name, values: s.values })),
    texts: inLocaleOrder(new Map([...(texts.get(p.id) ?? new Map())].map(([l, t]) => [l, { name: t.name, description: t.description }]))),
    images: (imagesOf.get(p.id) ?? []).map((i) => ({ src: i.url, width: i.width, height: i.height })),
    skus: (skusOf.get(p.id) ?? []).map((s) => ({
      code: s.code,
      options: Object.fromEntries(p.specs.map((spec) => [spec.name, s.options[spec.name]!])),
      price: s.price,
      stock: s.stock,
    })),
  }));
  const records: CatalogRecord[] = [...categoryLines, ...wordLines, ...productLines];
  return writeCatalog(records);
}
