import i18next, { type TOptions } from 'i18next';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, resolveLocale, type Locale } from '@storefront/shared/routes';
import { sharedCatalogues } from '@storefront/shared/messages';
import cn from './locales/cn.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import jp from './locales/jp.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import tw from './locales/tw.json';

/**
 * The server's texts, one JSON file per language (`locales/<locale>.json`, as the front ends keep theirs),
 * each namespace a top-level key. English is the reference: the keys callers may pass are typed from it.
 */
const TEXTS: Record<Locale, Record<string, unknown>> = { cn, de, en, es, fr, jp, pt, ru, tw };
type English = typeof en;

/** Namespaces of the messages answers carry; a message key is looked up in each, in this order. */
const MESSAGE_NS = [
  'common',
  'account',
  'auth',
  'checkout',
  'content',
  'http',
  'safety',
  'uploads',
  'backoffice',
] as const satisfies readonly (keyof English)[];
type MessageNamespace = (typeof MESSAGE_NS)[number];

/**
 * Every namespace the server words things with. `shared` is the browser's own namespace (the messages of
 * the shared zod schemas), taken from the package export so a refused field reads as the form words it.
 */
export type Namespace = keyof English | 'specs' | 'shared';

/** `a.b.c` for every text of a nested namespace. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `auth.tooManyAttempts_one` -> `auth.tooManyAttempts`: the key callers pass, with a `count`. */
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** A key of a namespace as callers pass it; a misspelt one does not compile. Specification codes and the browser's namespace are open. */
export type TextKey<N extends Namespace> = N extends keyof English ? PluralBase<Leaves<English[N]>> : string;
export type MessageKey = TextKey<MessageNamespace>;
/** Values a message names; `count` picks its plural form. */
export type MessageParams = Record<string, string | number>;

/** i18next language of a shop locale: a real language tag, so plural rules are the language's (jp is ja: no "one"). */
export const languageOf = (locale: Locale): string => LANGUAGE_TAGS[locale];

// specs starts empty: the catalogue's vocabulary is data, added from the database (addTexts) once it is open.
const resourcesOf = (locale: Locale) => ({ ...TEXTS[locale], specs: {}, shared: sharedCatalogues[locale] });

/** The one i18next instance of the server: all resources inline, so init finishes before this module is done. */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(LOCALES.map((locale) => [languageOf(locale), resourcesOf(locale)])),
  lng: languageOf(DEFAULT_LOCALE),
  fallbackLng: languageOf(DEFAULT_LOCALE),
  // zh-Hant never falls back to zh-Hans or a bare zh.
  load: 'currentOnly',
  ns: Object.keys(resourcesOf(DEFAULT_LOCALE)),
  defaultNS: 'common',
  // Answers are JSON and mail is plain text; HTML pages escape what they insert.
  interpolation: { escapeValue: false },
});

/** The language an Accept-Language header asks for: the shop sends one of the nine abbreviations, browsers tags with q-values. */
export function localeFromHeader(header: string | string[] | undefined): Locale {
  return resolveLocale(null, null, header);
}

export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeFromHeader(request.headers['accept-language']);
}

/** A message in a locale (English where the locale has none). */
export function format(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return i18n.t(key, { ...params, ns: MESSAGE_NS, lng: languageOf(locale) });
}

/** Adds texts to a namespace, merged over what it holds: words the database keeps, such as the catalogue's vocabulary. */
export function addTexts(locale: Locale, ns: Namespace, texts: object): void {
  i18n.addResourceBundle(languageOf(locale), ns, texts, true, true);
}

/** A text of one namespace in a locale (English where the locale has none). */
export function text<N extends Namespace>(locale: Locale, ns: N, key: TextKey<N>, options?: TOptions): string {
  return i18n.t(key as string, { ...options, ns, lng: languageOf(locale) });
}

/** Whether `key` names a message (or, with `ns`, a text of that namespace): one text, not a group of them. */
export function isMessageKey(key: string): key is MessageKey;
export function isMessageKey<N extends Namespace>(key: string, ns: N): key is TextKey<N>;
export function isMessageKey(key: string, ns?: Namespace): boolean {
  return (ns ? [ns] : MESSAGE_NS).some((n) => typeof i18n.getResource(languageOf(DEFAULT_LOCALE), n, key) === 'string');
}

/** A message in the request's language. */
export function t(request: Pick<FastifyRequest, 'headers'>, key: MessageKey, params?: MessageParams): string {
  return format(requestLocale(request), key, params);
}
