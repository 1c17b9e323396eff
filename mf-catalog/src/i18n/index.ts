import { registerNamespace } from '@storefront/shared/i18n';

/** This remote's translations, loaded for the current language only. */
export const NS = 'catalog';
registerNamespace(NS, (lng) => import(`./${lng}.json`));
