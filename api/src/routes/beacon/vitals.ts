import { isKnownVersion } from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import { webVitalSamples } from '@storefront/registry/tables';
import { ROUTES } from '@storefront/shared/routes';
import type { Db } from '../../db';
import type { ThrottleRule } from '../../lib/throttle';
import type { WebVitals } from './schemas';

/** Page views one address may report a minute: a shopper opens a few pages a minute, a script is cut off. */
export const VITALS_RULE: ThrottleRule = { name: 'vitals', max: 30, windowSeconds: 60 };

/**
 * Keeps one page view's vitals under the remote that renders the route, at the version the browser ran.
 * Routes of the shell's own pages and versions the registry never had are dropped.
 */
export async function recordWebVitals(db: Db, releases: RegistryStore, report: WebVitals, client: string): Promise<boolean> {
  const route = ROUTES.find((r) => r.path === report.route && !r.redirectTo);
  if (!route || route.owner === 'shell') return false;
  const remote = route.owner;
  const version = report.versions[remote];
  if (!version || !isKnownVersion(await releases.read(), remote, version)) return false;
  await db
    .insert(webVitalSamples)
    .values(
      report.metrics.map((m) => ({ remote, version, metric: m.name, value: m.value, route: route.path, device: report.device, ssr: report.ssr, client })),
    );
  return true;
}
