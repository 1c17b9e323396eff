import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { matchPath } from '@storefront/shared/routes';
import { runtimeState } from './remote-recovery';
import { nextTask } from '../app/next-task';

export const VITALS_URL = '/api/beacon/vitals';
/** Below this viewport width a page view counts as a phone's. */
const PHONE_MAX_WIDTH = 767;

type Report = { name: Metric['name']; value: number };

/** What the server keeps of one page view: its route, the remote versions it ran, the device class, and the metrics. */
export function vitalsBody(route: string, ssr: boolean, metrics: Report[], phone: boolean) {
  return { route, versions: { ...runtimeState().loaded }, device: phone ? 'phone' : 'desktop', ssr, metrics };
}

/** User-timing mark set once measuring has started (journeys wait for it before hiding a page). */
export const VITALS_MARK = 'sf:vitals';

/**
 * Measures this page view's LCP, INP, CLS, FCP and TTFB (web-vitals reads the browser's buffered entries, so
 * loading it after the first paint misses nothing) and sends them when the page is hidden. Sent without
 * cookies: nothing ties the figures to a shopper. The route is the landing page's: INP covers the page's
 * whole life, as the browser measures it.
 */
export async function startWebVitals(ssr: boolean): Promise<void> {
  const match = matchPath(location.pathname, location.search);
  if (match.kind !== 'page' || match.route.owner === 'shell') return;
  const route = match.route.path;
  const phone = matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches;
  const pending = new Map<Metric['name'], number>();
  const keep = (metric: Metric) => pending.set(metric.name, metric.value);
  // One observer per task: each reads the load's buffered entries at once, and all five in one task took
  // 13-20 ms of a 2-core machine's CPU, a long task on a phone.
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    on(keep);
    await nextTask();
  }
  // Added after web-vitals' own listeners, so the values they report on hiding are in.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || !pending.size) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value: Math.round(name === 'CLS' ? value * 10_000 : value) / (name === 'CLS' ? 10_000 : 1) }));
    pending.clear();
    void fetch(VITALS_URL, {
      method: 'POST',
      body: JSON.stringify(vitalsBody(route, ssr, metrics, phone)),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  });
  performance.mark(VITALS_MARK);
}
