import { registerNamespace, type NamespaceLoader } from '@storefront/shared/i18n';
import type { Locale } from '@storefront/shared/routes';

/** This remote's translations, loaded for the console's language only. */
export const NS = 'backoffice';
// One import per language: a template import would also match the folders of other namespaces beside them.
const LOCALES: Record<Locale, () => ReturnType<NamespaceLoader>> = {
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  de: () => import('./de.json'),
  es: () => import('./es.json'),
  fr: () => import('./fr.json'),
  jp: () => import('./jp.json'),
  pt: () => import('./pt.json'),
  ru: () => import('./ru.json'),
  tw: () => import('./tw.json'),
};
registerNamespace(NS, (lng) => LOCALES[lng]());
