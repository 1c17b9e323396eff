import { rankLanguages } from '#accept-language';
import { isLocale, splitLocale } from './match';
import { DEFAULT_LOCALE, type Locale } from './table';

/** The cookie that remembers the shopper's language (spec section 4). */
export const LANGUAGE_COOKIE = 'language';

// Browser language ranges whose first subtag is not our abbreviation; the script decides Chinese, then the region.
const TAG_LOCALES: Record<string, Locale> = {
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

/** A language range as one of ours, longest prefix first as in RFC 4647 lookup: zh-Hant-HK, zh-Hant (tw). The shop's own codes map to themselves. */
function localeOfTag(tag: string): Locale | undefined {
  const subtags = tag.toLowerCase().split('-');
  for (let n = subtags.length; n > 0; n--) {
    const range = subtags.slice(0, n).join('-');
    const locale = TAG_LOCALES[range] ?? (isLocale(range) ? range : undefined);
    if (locale) return locale;
  }
  return undefined;
}

/** The first language the header asks for, by its q-values, that is one of ours and `offered`. */
function negotiate(acceptLanguage: string | readonly string[], offered: (locale: Locale) => boolean): Locale | undefined {
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : acceptLanguage.join(',');
  if (!header.trim()) return undefined;
  for (const tag of rankLanguages(header)) {
    const locale = localeOfTag(tag);
    if (locale && offered(locale)) return locale;
  }
  return undefined;
}

/** A path, or an absolute URL, as the path the route table reads. */
function pathOf(url: string | URL): string {
  if (typeof url !== 'string') return url.pathname;
  if (url.startsWith('/')) return url.split(/[?#]/)[0];
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

export interface LocaleOptions {
  /** The shop's languages as the server lists them (abbreviations); when given, only these are chosen and the first is the default. */
  languages?: readonly string[];
}

/**
 * The language of a request, one rule for the store's server, the render worker and the browser: the URL's
 * language prefix; else the `language` cookie; else the best Accept-Language range by its q-values (zh-Hant,
 * zh-TW and zh-HK are tw, ja is jp, pt-BR is pt...); else the shop's first language, the default.
 *
 * A page passes no Accept-Language: spec section 4 chooses an unprefixed page's language from the cookie,
 * else the first language the server lists. The API's answers pass only the header, which the shop's
 * client sets to the page's language.
 */
export function resolveLocale(
  url: string | URL | null | undefined,
  cookie: string | null | undefined,
  acceptLanguage?: string | readonly string[] | null,
  { languages }: LocaleOptions = {},
): Locale {
  if (url) {
    const { locale, prefixed } = splitLocale(pathOf(url));
    if (prefixed) return locale;
  }
  const offered = (locale: Locale) => !languages?.length || languages.includes(locale);
  const remembered = cookie ?? undefined;
  if (isLocale(remembered) && offered(remembered)) return remembered;
  const asked = acceptLanguage ? negotiate(acceptLanguage, offered) : undefined;
  if (asked) return asked;
  const first = languages?.[0];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
