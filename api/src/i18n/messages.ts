import i18next, { type TOptions } from 'i18next';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '@storefront/shared/routes';
import { sharedCatalogues } from '@storefront/shared/messages';
import { accountMessages } from './resources/account';
import { authMessages } from './resources/auth';
import type { PluralBase } from './resources/catalogue';
import { checkoutMessages } from './resources/checkout';
import { commonMessages } from './resources/common';
import { contentMessages } from './resources/content';
import { fieldLabels } from './resources/fields';
import { httpMessages } from './resources/http';
import { inboxMessages } from './resources/inbox';
import { safetyMessages } from './resources/safety';
import { siteMessages } from './resources/site';
import { uploadMessages } from './resources/uploads';

/** Namespaces of the messages answers carry; a message key is looked up in each, in this order. */
const MESSAGE_NAMESPACES = {
  common: commonMessages,
  account: accountMessages,
  auth: authMessages,
  checkout: checkoutMessages,
  content: contentMessages,
  http: httpMessages,
  safety: safetyMessages,
  uploads: uploadMessages,
};

type EnglishKeys<N> = N extends { en: infer En } ? keyof En & string : never;
export type MessageKey = PluralBase<{ [N in keyof typeof MESSAGE_NAMESPACES]: EnglishKeys<(typeof MESSAGE_NAMESPACES)[N]> }[keyof typeof MESSAGE_NAMESPACES]>;
/** Values a message names; `count` picks its plural form. */
export type MessageParams = Record<string, string | number>;

/** A namespace whose texts the database holds (addTexts fills it once the database is open). */
function wordsFromTheDatabase(): Record<Locale, Record<string, never>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<Locale, Record<string, never>>;
}

/**
 * Every namespace the server words things with. `shared` is the browser's own namespace (the messages of
 * the shared zod schemas), taken from the package export so a refused field reads as the form words it.
 */
const NAMESPACES = {
  ...MESSAGE_NAMESPACES,
  inbox: inboxMessages,
  site: siteMessages,
  specs: wordsFromTheDatabase(),
  fields: fieldLabels,
  shared: sharedCatalogues,
};
export type Namespace = keyof typeof NAMESPACES;
const MESSAGE_NS = Object.keys(MESSAGE_NAMESPACES);

/** i18next language of a shop locale: a real language tag, so plural rules are the language's (jp is ja: no "one"). */
export const languageOf = (locale: Locale): string => LANGUAGE_TAGS[locale];

/** The one i18next instance of the server: all resources inline, so init finishes before this module is done. */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(
    LOCALES.map((locale) => [languageOf(locale), Object.fromEntries(Object.entries(NAMESPACES).map(([ns, texts]) => [ns, texts[locale]]))]),
  ),
  lng: languageOf(DEFAULT_LOCALE),
  fallbackLng: languageOf(DEFAULT_LOCALE),
  // zh-Hant never falls back to zh-Hans or a bare zh.
  load: 'currentOnly',
  ns: Object.keys(NAMESPACES),
  defaultNS: 'common',
  // Answers are JSON and mail is plain text; HTML pages escape what they insert.
  interpolation: { escapeValue: false },
});

// Browser tags whose primary subtag is not our abbreviation.
const TAG_ALIASES: Record<string, Locale> = {
  zh: 'cn',
  'zh-cn': 'cn',
  'zh-sg': 'cn',
  'zh-hans': 'cn',
  'zh-tw': 'tw',
  'zh-hk': 'tw',
  'zh-mo': 'tw',
  'zh-hant': 'tw',
  ja: 'jp',
};

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The shop sends one of the nine abbreviations; browsers send tags such as "zh-TW,zh;q=0.9". */
export function localeFromHeader(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!value) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  const tag = value.split(',')[0].split(';')[0].trim();
  if (TAG_ALIASES[tag]) return TAG_ALIASES[tag];
  const [primary, second] = tag.split('-');
  if (primary === 'zh' && second) return TAG_ALIASES[`zh-${second}`] ?? 'cn';
  if (TAG_ALIASES[primary]) return TAG_ALIASES[primary];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
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
export function text(locale: Locale, ns: Namespace, key: string, options?: TOptions): string {
  return i18n.t(key, { ...options, ns, lng: languageOf(locale) });
}

/** Whether `key` names a message (or, with `ns`, a text of that namespace). */
export function isMessageKey(key: string, ns?: Namespace): key is MessageKey {
  return i18n.exists(key, { ns: ns ?? MESSAGE_NS, lng: languageOf(DEFAULT_LOCALE) });
}

/** A message in the request's language. */
export function t(request: Pick<FastifyRequest, 'headers'>, key: MessageKey, params?: MessageParams): string {
  return format(requestLocale(request), key, params);
}
