import { registerNamespace } from '@storefront/shared/i18n';

export const NS = 'shell';
registerNamespace(NS, (lng) => import(`./${lng}.json`));
