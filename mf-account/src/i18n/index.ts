import { registerNamespace } from '@storefront/shared/i18n';

/** This remote's translations, loaded for the current language only. */
export const NS = 'account';
registerNamespace(NS, (lng) => import(`./${lng}.json`));
/** Where form message keys are looked up: this remote's own first, then the shared field rules. */
export const MESSAGE_NS = [NS, 'shared'] as const;
