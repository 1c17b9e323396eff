import { join, relative } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { exposeChunk, pnpm, RELEASES_DIR, remotes, runtime } from './support-releases';

// A shopper on a line that drops requests: a remote's request that fails is tried again before anything falls
// back or counts against a release, and a server-rendered page whose remote cannot load at all stays readable.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const BEACON = '/api/beacon/remote-failure';

interface Health {
  /** A remote without any failure has no list. */
  failures: { catalog?: { version: string; clients: number }[] };
  canaries: { remote: string; version: string }[];
}
async function health(page: Page): Promise<Health> {
  return (await (await page.request.get('/api/health')).json()).data;
}

let stable: string;

test.beforeAll(async ({ request }) => {
  stable = (await remotes(request)).catalog.version;
});

test.afterAll(async ({ request }) => {
  // Leave no canary running and the catalogue as the other journeys found it.
  const data = (await (await request.get('/api/health')).json()).data as Health;
  if (data.canaries.length) pnpm(['rollback', 'mf-catalog']);
  if ((await remotes(request)).catalog.version !== stable) pnpm(['rollback', 'mf-catalog', '--to', stable]);
});

/** A new shopper the server put on the given version of the catalogue (its first request picks the side). */
async function shopperOn(browser: Browser, version: string) {
  for (let i = 0; i < 40; i++) {
    const context = await browser.newContext();
    if ((await (await context.request.get('/remotes.json')).json()).remotes.catalog.version === version) return context;
    await context.close();
  }
  throw new Error(`no new shopper was given ${version}`);
}

test("a canary whose chunk request is dropped once by the chunk loader: the retry loads it, nothing falls back and the canary's failure count stays 0", async ({
  browser,
  page,
}) => {
  const output = pnpm(['release', 'mf-catalog', '--canary', '50', '--label', 'Flaky line canary']);
  const canary = output.match(/^catalog: (\S+) is a canary for 50% of shoppers/m)?.[1] ?? '';
  expect(canary, output).not.toBe('');
  const context = await shopperOn(browser, canary);
  const shopper = await context.newPage();

  // The home page's own chunk of the canary, as its manifest names it. The runtime fetches it twice: it
  // preloads the manifest's scripts while the remote's entry loads (a failure there is not an error, the
  // chunk loader asks again), then the entry's chunk loader asks for it. Dropped: the preload, and the chunk
  // loader's first request, once.
  const base = `/releases/catalog/${encodeURIComponent(canary)}/`;
  const chunk = base + relative(join(RELEASES_DIR, 'catalog', canary), exposeChunk('catalog', canary, 'pages/Home'));
  let entryLoaded = false;
  shopper.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === `${base}remoteEntry.js`) entryLoaded = true;
  });
  let requests = 0;
  let dropped = 0;
  let droppedAfterEntry = false;
  await shopper.route(
    (url) => url.pathname === chunk,
    async (route) => {
      requests += 1;
      if (droppedAfterEntry) return route.continue();
      droppedAfterEntry = entryLoaded;
      dropped += 1;
      await route.abort('failed');
    },
  );
  const beacons: string[] = [];
  shopper.on('request', (request) => {
    if (new URL(request.url()).pathname === BEACON) beacons.push(request.postData() ?? '');
  });
  let loads = 0;
  shopper.on('load', () => loads++);

  // The shopper starts on a page of another remote (no catalogue code there), then follows the logo home:
  // the catalogue is loaded by the shell's runtime alone, and its chunk's first request fails.
  await shopper.goto('/aboutus');
  await expect.poll(async () => (await runtime(shopper)).loaded.content).toBeTruthy();
  expect(requests).toBe(0);
  await shopper.locator('.sf-logo').click();
  await expect(shopper).toHaveURL(/\/$/);

  await expect.poll(async () => (await runtime(shopper)).loaded.catalog, { timeout: 60_000 }).toBe(canary);
  await expect(shopper.getByTestId('build-label')).toHaveText('Flaky line canary');
  // The chunk loader's request was dropped, and the retry loaded it.
  expect(droppedAfterEntry).toBe(true);
  expect(requests).toBe(dropped + 1);
  const info = await runtime(shopper);
  expect(info.failures).toEqual([]);
  expect(info.remotes.catalog).toBe(canary);
  await expect(shopper.locator('html')).toHaveAttribute('data-remotes', new RegExp(`catalog@${canary.replaceAll('.', '\\.')}`));
  await expect(shopper.locator('[data-failed-remote]')).toHaveCount(0);
  expect(loads).toBe(1);
  expect(beacons).toEqual([]);

  // The server counts nothing against the canary, which keeps running.
  const now = await health(page);
  expect(now.failures.catalog?.find((f) => f.version === canary)?.clients ?? 0).toBe(0);
  expect(now.canaries).toMatchObject([{ remote: 'catalog', version: canary }]);
  await context.close();

  // The operator ends the drill: everyone is back on stable.
  pnpm(['rollback', 'mf-catalog']);
  expect((await remotes(page.request)).catalog.version).toBe(stable);
});

test("a server-rendered page whose remote cannot load even after retries and fallback keeps the server's HTML, and its links work", async ({ page }) => {
  // Every script chunk of the catalogue, of any version, is dropped; its manifest and entry still arrive.
  let dropped = 0;
  await page.route(
    (url) => url.pathname.startsWith('/releases/catalog/') && url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js'),
    async (route) => {
      dropped += 1;
      await route.abort('connectionreset');
    },
  );
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/');
  // The shell has given up on the catalogue (the current version and its last good one, each after its retries).
  const slot = page.locator('[data-server-slot="catalog"]');
  await expect(slot).toBeAttached({ timeout: 60_000 });
  // At least the first request and its two retries.
  expect(dropped).toBeGreaterThanOrEqual(3);
  const info = await runtime(page);
  expect(info.loaded.catalog).toBeUndefined();
  expect(info.failures.at(-1)).toMatchObject({ remote: 'catalog', fallback: null });

  // The server's page is still there, readable, instead of the slot's error; the page was not reloaded.
  await expect(page.getByText('This part of the page could not be loaded.')).toHaveCount(0);
  await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
  const link = slot.locator('a[href^="/shop/"]').first();
  await expect(link).toBeVisible();
  expect(loads).toBe(1);
  // The shell's own header and footer work as ever.
  await expect(page.locator('.sf-header')).toBeVisible();
  await expect(page.locator('.sf-footer')).toBeVisible();

  // A link in the server's HTML is a plain link: the browser loads its page from the server.
  const target = new URL((await link.getAttribute('href'))!, page.url());
  await link.click();
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await expect.poll(() => loads).toBe(2);
  // That page is server-rendered too and, its chunks still dropped, keeps the server's HTML as well.
  await expect(page.locator('[data-server-slot="catalog"]')).toBeAttached({ timeout: 60_000 });
  await expect(page.locator('[data-server-slot="catalog"] h1').first()).toBeVisible();
  await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
});
