import { LOCALES } from '@storefront/shared/routes';
import type { CatalogRecord } from 'api/catalog-file';
import { buildCatalog } from './catalog';
export { DEMO_CATALOG_FILE } from './catalog';
import { specWords } from './spec-words';

/**
 * The demo catalogue as records of the import format (docs/catalog-format.md). What the format does not
 * hold (sales, reviews, arrival dates, the pictures' bytes) the demo seeder writes beside the import.
 */
export function demoCatalogRecords(): CatalogRecord[] {
  const catalog = buildCatalog();
  // Top categories first, as the shop has always numbered them.
  const ordered = [...catalog.categories.filter((c) => !c.parentSlug), ...catalog.categories.filter((c) => c.parentSlug)];
  const categories: CatalogRecord[] = ordered.map((c) => ({
    type: 'category',
    key: c.slug,
    parent: c.parentSlug,
    sort: c.sort,
    image: c.image,
    names: c.names,
  }));
  const words: CatalogRecord[] = (['name', 'value'] as const).flatMap((kind) =>
    Object.keys(specWords.en[kind])
      .sort()
      .map((code) => ({
        type: 'word' as const,
        kind,
        code,
        words: Object.fromEntries(LOCALES.map((locale) => [locale, (specWords[locale][kind] as Record<string, string>)[code]])) as Record<
          (typeof LOCALES)[number],
          string
        >,
      })),
  );
  const products: CatalogRecord[] = catalog.products.map((p) => ({
    type: 'product',
    handle: p.slug,
    category: p.categorySlug,
    active: true,
    specs: p.specs,
    texts: p.texts,
    images: p.images.map((src) => ({ src })),
    skus: p.skus,
  }));
  return [...categories, ...words, ...products];
}
