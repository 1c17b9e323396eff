import { registerNamespace } from '@storefront/shared/i18n';

/** This remote's translations, loaded for the current language only. */
export const NS = 'cartCheckout';
registerNamespace(NS, (lng) => import(`./${lng}.json`));
