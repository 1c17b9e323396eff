import { LOCALES, type Locale } from '@storefront/shared/routes';
import type { Db } from '../db';
import { specWords } from '../db/schema/catalog';
import { addTexts, text } from './messages';

/**
 * Reads the catalogue's vocabulary (spec_words, written by whoever loads the catalogue: the demo shop's seed
 * command) into the `specs` texts. Run when the database is open, before requests; returns the rows read.
 */
export async function loadSpecWords(db: Db): Promise<number> {
  const rows = await db.select().from(specWords);
  const byLocale = new Map<Locale, { name: Record<string, string>; value: Record<string, string> }>();
  for (const row of rows) {
    if (!(LOCALES as readonly string[]).includes(row.locale)) continue;
    const locale = row.locale as Locale;
    const words = byLocale.get(locale) ?? { name: {}, value: {} };
    words[row.kind][row.code] = row.word;
    byLocale.set(locale, words);
  }
  for (const [locale, words] of byLocale) addTexts(locale, 'specs', words);
  return rows.length;
}

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
