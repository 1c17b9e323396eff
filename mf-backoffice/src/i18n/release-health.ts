import { registerNamespace } from '@storefront/shared/i18n';

/**
 * The texts of the releases page's charts: a namespace of their own, imported by the charts' chunk only, so
 * they load with the charts rather than with the console's first page.
 */
export const HEALTH_NS = 'backofficeHealth';
registerNamespace(HEALTH_NS, (lng) => import(`./release-health/${lng}.json`));
