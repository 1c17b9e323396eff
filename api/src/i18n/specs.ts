import type { Locale } from '@storefront/shared/routes';
import { text } from './messages';

/** A specification name in words (the code itself when unknown). */
export function specName(locale: Locale, code: string): string {
  // A code comes from the catalogue's rows: a ':' in one is not a namespace.
  return text(locale, 'specs', `name.${code}`, { nsSeparator: false, defaultValue: code });
}

/** An option code in words (the code itself when unknown). */
export function specValue(locale: Locale, code: string): string {
  return text(locale, 'specs', `value.${code}`, { nsSeparator: false, defaultValue: code });
}

/**
 * A SKU's option ids in words, in the order of the product's specifications (as the catalogue shows
 * them), then any option the product no longer lists.
 */
export function wordOptions(locale: Locale, options: Record<string, string>, specs: readonly { name: string }[]): Record<string, string> {
  const order = [...specs.map((s) => s.name).filter((n) => n in options), ...Object.keys(options).filter((n) => !specs.some((s) => s.name === n))];
  return Object.fromEntries(order.map((n) => [specName(locale, n), specValue(locale, options[n])]));
}
