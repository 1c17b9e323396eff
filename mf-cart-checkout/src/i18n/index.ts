import { registerNamespace } from '@storefront/shared/i18n';

/** This remote's translations, loaded for the current language only. */
export const NS = 'cartCheckout';
registerNamespace(NS, (lng) => import(`./${lng}.json`));
/** Where form message keys are looked up: the shared field rules first, then this remote's own. */
export const MESSAGE_NS = ['shared', NS] as const;
