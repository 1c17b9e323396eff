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
