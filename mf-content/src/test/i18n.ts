import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@storefront/shared/routes';
import { NS } from '../i18n';

const here = path.dirname(fileURLToPath(import.meta.url));
const load = (dir: string, locale: Locale) => JSON.parse(readFileSync(path.resolve(here, dir, `${locale}.json`), 'utf8'));

/** This remote's texts of one language, as the translation file has them. */
export const contentTexts = (locale: Locale) => load('../i18n', locale);

/** The real translations of one language: this remote's namespace and the shared one. */
export async function createI18n(locale: Locale) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { [NS]: contentTexts(locale), shared: load('../../../shared/src/i18n/locales', locale) } },
    ns: [NS, 'shared'],
    defaultNS: NS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
