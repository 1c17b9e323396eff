import type { Locale } from '@storefront/shared/routes';

/** BCP 47 tags of the shop's language abbreviations, for Intl. */
const INTL_TAGS: Record<Locale, string> = { en: 'en', cn: 'zh-CN', de: 'de', es: 'es', fr: 'fr', jp: 'ja', pt: 'pt', ru: 'ru', tw: 'zh-TW' };

/** A country's name in the shop's language, from the browser's own data. */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
