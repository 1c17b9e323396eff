import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@storefront/shared/routes';
import { REPO_ROOT } from '../config';

/**
 * The browser's `shared` namespace (shared/src/i18n/locales/<locale>.json). The shared zod schemas
 * carry its keys as messages (e.g. "validation.emailInvalid"); reading the same files words a failed
 * request exactly as the form does.
 */
const LOCALES_DIR = path.join(REPO_ROOT, 'shared', 'src', 'i18n', 'locales');
const cache = new Map<Locale, Record<string, unknown>>();

function load(locale: Locale): Record<string, unknown> {
  let data = cache.get(locale);
  if (!data) {
    try {
      data = JSON.parse(readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, unknown>;
    } catch {
      data = {};
    }
    cache.set(locale, data);
  }
  return data;
}

function lookup(data: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = data;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of a `shared` namespace key in the locale (English when missing there), or undefined. */
export function sharedMessage(locale: Locale, key: string): string | undefined {
  if (!/^[\w-]+(\.[\w-]+)+$/.test(key)) return undefined;
  return lookup(load(locale), key) ?? lookup(load(DEFAULT_LOCALE), key);
}
