import { LANGUAGE_TAGS, type Locale } from '../routes/table';

/** A country's name in the shop's language, from the runtime's own data; the code where it has none. */
export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
