import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const handlers: Record<string, (m: { name: string; value: number }) => void> = {};
vi.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: { name: string; value: number }) => void) => void (handlers[name] = cb);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});
let sent: { url: string; init: RequestInit }[];

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sent = [];
  for (const k of Object.keys(handlers)) delete handlers[k];
  window.__STOREFRONT__ = { shell: '1.0.0', remotes: {}, loaded: { catalog: '3.1.0-a', content: '2.0.0-b' }, releases: {}, failures: [] };
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response('{}'));
  });
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('max-width: 767px') }));
  history.replaceState(null, '', '/de/shop/goodDetails/7');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('web vitals of a page view', () => {
  it('are sent once the page is hidden, tagged with the route, the versions it ran, phone and server-rendered, without cookies', async () => {
    const { startWebVitals } = await import('./web-vitals');
    await startWebVitals(true);
    expect(performance.getEntriesByName('sf:vitals')).toHaveLength(1);
    handlers.LCP({ name: 'LCP', value: 1234.56 });
    handlers.INP({ name: 'INP', value: 88 });
    handlers.CLS({ name: 'CLS', value: 0.012345 });
    expect(sent).toHaveLength(0);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/beacon/vitals');
    expect(sent[0].init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(sent[0].init.body))).toEqual({
      route: 'shop/goodDetails/:id?',
      versions: { catalog: '3.1.0-a', content: '2.0.0-b' },
      device: 'phone',
      ssr: true,
      metrics: [
        { name: 'LCP', value: 1235 },
        { name: 'INP', value: 88 },
        { name: 'CLS', value: 0.0123 },
      ],
    });
    // Hidden again with nothing new: nothing more is sent.
    hide();
    expect(sent).toHaveLength(1);
  });

  it("a page of the shell's own sends nothing", async () => {
    history.replaceState(null, '', '/no/such/page');
    const { startWebVitals } = await import('./web-vitals');
    await startWebVitals(false);
    expect(Object.keys(handlers)).toHaveLength(0);
    hide();
    expect(sent).toHaveLength(0);
  });
});
