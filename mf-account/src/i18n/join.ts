import { registerNamespace } from '@storefront/shared/i18n';

/** Texts of the join pages (login, register, forgotten password), loaded for the current language only. */
export const JOIN_NS = 'join';
registerNamespace(JOIN_NS, (lng) => import(`./join/${lng}.json`));
