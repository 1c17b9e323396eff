import { registerNamespace } from '@storefront/shared/i18n';

/** This remote's translations, loaded for the console's language only. */
export const NS = 'backoffice';
registerNamespace(NS, (lng) => import(`./${lng}.json`));
