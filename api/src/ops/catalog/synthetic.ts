import { LOCALES } from '@storefront/shared/routes';
import type { CatalogRecord, ProductLine } from './format';

/**
 * A made-up catalogue of `n` products in one category, four SKUs each and texts in every language: for
 * tests and the import benchmark, at any size.
 */
export function syntheticCatalog(n: number, prefix = 'sample'): CatalogRecord[] {
  const records: CatalogRecord[] = [
    { type: 'category', key: `${prefix}-top`, parent: null, sort: 90, image: null, names: { en: 'Sample goods', de: 'Musterwaren', jp: 'サンプル' } },
  ];
  for (let i = 0; i < n; i++) {
    records.push({
      type: 'product',
      handle: `${prefix}-${i}`,
      category: `${prefix}-top`,
      active: true,
      specs: [
        { name: 'colour', values: ['red', 'navy'] },
        { name: 'size', values: ['s', 'm'] },
      ],
      texts: Object.fromEntries(LOCALES.map((l) => [l, { name: `${l} sample ${i}`, description: `${l} description of sample ${i}` }])) as ProductLine['texts'],
      images: [{ src: `/media/${prefix}/${i}.jpg`, width: 1600, height: 1600 }],
      skus: ['red', 'navy'].flatMap((colour, c) =>
        ['s', 'm'].map((size, s) => ({
          code: `${prefix.toUpperCase()}-${i}-${c}${s}`,
          options: { colour, size },
          price: 1000 + i + c * 100 + s * 10,
          stock: 5,
        })),
      ),
    });
  }
  return records;
}
