import type { Locale } from '@storefront/shared/routes';

/** BCP 47 tags of the shop's language abbreviations, for Intl. */
export const INTL_TAGS: Record<Locale, string> = { en: 'en', cn: 'zh-CN', de: 'de', es: 'es', fr: 'fr', jp: 'ja', pt: 'pt', ru: 'ru', tw: 'zh-TW' };

export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
