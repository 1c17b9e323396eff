import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { productI18n, productImages, products } from '../db/schema/catalog';
import type { Locale } from '@storefront/shared/routes';

/**
 * A product's name in a language (English, then its slug, when missing) and its first image, as columns
 * to select next to rows that point at products (favourites, reviews).
 */
export function productCard(locale: Locale) {
  const local = alias(productI18n, 'pi_local');
  const english = alias(productI18n, 'pi_en');
  return {
    columns: {
      name: sql<string>`coalesce(${local.name}, ${english.name}, ${products.slug})`,
      image: sql<
        string | null
      >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sort}, ${productImages.id} limit 1)`,
    },
    joinLocal: [local, and(eq(local.productId, products.id), eq(local.locale, locale)) as SQL] as const,
    joinEnglish: [english, and(eq(english.productId, products.id), eq(english.locale, 'en')) as SQL] as const,
  };
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
