import { DEFAULT_LOCALE, type Locale } from '@storefront/shared/routes';
import { sharedCatalogues } from '@storefront/shared/messages';

function lookup(data: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = data;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of a `shared` namespace key (the browser's wording of shared validation messages) in the locale (English when missing there), or undefined. */
export function sharedMessage(locale: Locale, key: string): string | undefined {
  if (!/^[\w-]+(\.[\w-]+)+$/.test(key)) return undefined;
  return lookup(sharedCatalogues[locale], key) ?? lookup(sharedCatalogues[DEFAULT_LOCALE], key);
}
