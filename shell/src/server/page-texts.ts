import type { i18n as I18n } from 'i18next';
import { createI18n, loadedResources, type InlineResources } from '@storefront/shared/i18n';
import type { Locale } from '@storefront/shared/routes';

/**
 * A render worker's texts never change while it lives (they are its remotes' files), yet a new i18n
 * instance per page re-made its plural rules and formatters, and writing its texts into the page walked
 * them all again: 5-8% of a cold page's render. One instance per language and namespace set is kept.
 * A page whose render loaded a namespace of its own makes its instance differ from a fresh one, so that
 * instance is dropped after the page: an address renders the same bytes whatever was rendered before it.
 */
interface Kept {
  instance: Promise<I18n>;
  /** The loaded namespaces when made, and what the page carries of them (kept, never changed). */
  loaded?: string;
  resources?: InlineResources;
}

const kept = new Map<string, Kept>();

/** Answers kept per instance; a worker that renders many products' names in its texts starts again past this. */
const MAX_ANSWERS = 20_000;

const plain = (value: unknown) =>
  value === undefined || value === null || typeof value !== 'object'
    ? typeof value !== 'function'
    : Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The same key with the same options always gives the same text here: the instance never changes language
 * and its texts never change. A page asks for a few hundred texts, most of them asked by every page (the
 * header, the footer, a product card's), and i18next resolves each anew: 10% of a cold page's render.
 * Options holding anything but plain values (a function, an object to return) are not kept.
 */
function keepAnswers(instance: I18n) {
  const translate = instance.t.bind(instance) as (key: unknown, options?: Record<string, unknown>) => unknown;
  const answers = new Map<string, unknown>();
  // A namespace loaded during a render may answer keys that were missing before it.
  instance.store.on('added', () => answers.clear());
  instance.t = ((key: unknown, options?: Record<string, unknown>) => {
    if (
      typeof key !== 'string' ||
      (options !== undefined && (typeof options !== 'object' || options === null || options.returnObjects || !Object.values(options).every(plain)))
    )
      return translate(key, options);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (answers.has(id)) return answers.get(id);
    const answer = translate(key, options);
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(id, answer);
    return answer;
  }) as I18n['t'];
  return instance;
}

const loadedOf = (instance: I18n, lng: string) => Object.keys((instance.store.data as Record<string, object>)[lng] ?? {}).join();

export interface PageTexts {
  i18n: I18n;
  /** The texts to write into the page, after its render. */
  resources(): InlineResources;
}

export async function pageTexts(lng: Locale, namespaces: string[]): Promise<PageTexts> {
  const key = `${lng}|${namespaces.join()}`;
  let entry = kept.get(key);
  if (!entry) {
    entry = { instance: createI18n(lng, namespaces).then(keepAnswers) };
    kept.set(key, entry);
    // A failure is not kept: the next page tries again.
    entry.instance.catch(() => kept.get(key) === entry && kept.delete(key));
  }
  const own = entry;
  const i18n = await own.instance;
  own.loaded ??= loadedOf(i18n, lng);
  return {
    i18n,
    resources() {
      if (loadedOf(i18n, lng) !== own.loaded) {
        if (kept.get(key) === own) kept.delete(key);
        return loadedResources(i18n);
      }
      return (own.resources ??= loadedResources(i18n));
    },
  };
}

export function forgetPageTexts() {
  kept.clear();
}
