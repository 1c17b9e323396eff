import { skuPriceBodySchema, skuStockBodySchema } from '@storefront/shared/schemas/backoffice';

/**
 * A price typed in the base currency (12, 12.5, 12.50; a comma works as the decimal sign) as minor units,
 * or null when it is not a price the API takes. Never through floating point: 19.99 stays 1999.
 */
export function priceToMinor(text: string): number | null {
  const match = text
    .trim()
    .replace(',', '.')
    .match(/^(\d{1,9})(?:\.(\d{1,2}))?$/);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return skuPriceBodySchema.safeParse({ price: minor }).success ? minor : null;
}

export function minorToPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** A whole number of pieces the API takes, or null. */
export function parseStock(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const stock = Number(text.trim());
  return skuStockBodySchema.safeParse({ stock }).success ? stock : null;
}
