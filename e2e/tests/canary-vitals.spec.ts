import { expect, test, type Browser, type Page } from '@playwright/test';
import { makeExposeSlowToAnswer, pnpm, remotes, runtime } from './support-releases';

// A canary that works but answers a tap 400 ms late: real page views' INP ends it, with no failure at all.
test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

const CONTEXTS = 20;

interface Health {
  canaries: { remote: string; version: string }[];
  failures: { catalog: { version: string; clients: number }[] };
}
const health = async (page: Page): Promise<Health> => (await (await page.request.get('/api/health')).json()).data;

/**
 * A shopper from an address of its own (the store trusts the loopback proxy's X-Forwarded-For, so each
 * browser here counts as one client, as shoppers on their own lines do), assigned a side on its first request.
 */
async function newShopper(browser: Browser, n: number) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.77.0.${n + 1}` }, viewport: { width: 390, height: 844 } });
  const assigned = (await (await context.request.get('/remotes.json')).json()).remotes.catalog.version as string;
  return { context, assigned };
}

/**
 * Opens the home page, waits for the page's code and for measuring to run, taps the page, then switches
 * away from it (the document turns hidden, as on a tab switch): the page sends its vitals. Leaving the page
 * sends them too, but as a keepalive request of an unloading page, which the browser context neither lists
 * nor gives its headers. Returns when the tap happened and the INP the page reported.
 */
async function tapAndLeave(shopper: Awaited<ReturnType<typeof newShopper>>) {
  const page = await shopper.context.newPage();
  await page.goto('/');
  // The version the page runs: the one assigned, or stable once the server has ended the canary.
  let ran = '';
  await expect.poll(async () => (ran = (await runtime(page)).loaded.catalog ?? ''), { timeout: 60_000 }).not.toBe('');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('sf:vitals').length), { timeout: 60_000 }).toBe(1);
  await page
    .locator('main')
    .first()
    .click({ position: { x: 5, y: 5 } });
  const tappedAt = Date.now();
  // Give the browser a frame to finish the interaction before the page goes.
  await page.waitForTimeout(300);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/beacon/vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const body = (await sent).postDataJSON() as { metrics: { name: string; value: number }[] };
  expect((await (await sent).response())?.status()).toBe(200);
  await page.close();
  return { ran, tappedAt, inp: body.metrics.find((m) => m.name === 'INP')?.value ?? null };
}

/** The server's p75 INP of a catalogue version in seconds, from /metrics (the journeys' store serves it openly). */
async function inpP75(page: Page, version: string): Promise<number | null> {
  const text = await (await page.request.get('/metrics')).text();
  const line = text.split('\n').find((l) => l.startsWith(`storefront_web_vital_p75{remote="catalog",version="${version}",metric="INP"}`));
  return line ? Number(line.split(' ').at(-1)) : null;
}

let canary = '';

test.afterAll(async ({ request }) => {
  const data = (await (await request.get('/api/health')).json()).data as Health;
  if (data.canaries.length) pnpm(['rollback', 'mf-catalog']);
});

test("a 50% canary that answers taps 400 ms late is ended by real shoppers' INP, and the operator sees why", async ({ browser, page, request }) => {
  const stable = (await remotes(request)).catalog.version;
  const output = pnpm(['release', 'mf-catalog', '--canary', '50', '--label', 'Slow canary']);
  canary = output.match(/^catalog: (\S+) is a canary for 50% of shoppers/m)?.[1] ?? '';
  expect(canary, output).not.toBe('');
  makeExposeSlowToAnswer('catalog', canary, 'pages/Home', 400);

  const shoppers = await Promise.all(Array.from({ length: CONTEXTS }, (_, n) => newShopper(browser, n)));
  const onCanary = shoppers.filter((s) => s.assigned === canary);
  const onStable = shoppers.filter((s) => s.assigned === stable);
  console.log(`${onCanary.length} of ${CONTEXTS} new shoppers were given the canary`);
  // The store decides on 4 shoppers a side (CANARY_VITALS_MIN_CLIENTS in the journeys' config).
  expect(onCanary.length).toBeGreaterThanOrEqual(4);
  expect(onStable.length).toBeGreaterThanOrEqual(4);

  // Stable's shoppers first, then the canary's, a few at a time as a 2-core machine can drive them.
  // Stable's shoppers first, then the canary's, four at a time, until the server has decided: the canary's
  // shoppers who come after that get stable.
  const views: { side: 'stable' | 'canary'; tappedAt: number; inp: number | null }[] = [];
  for (const list of [onStable, onCanary]) {
    for (let i = 0; i < list.length; i += 4) {
      if (list === onCanary && !(await health(page)).canaries.length) break;
      for (const view of await Promise.all(list.slice(i, i + 4).map((s) => tapAndLeave(s)))) {
        expect([stable, canary]).toContain(view.ran);
        views.push({ side: view.ran === canary ? 'canary' : 'stable', tappedAt: view.tappedAt, inp: view.inp });
      }
    }
  }
  const inp = (side: string) => views.filter((v) => v.side === side).map((v) => v.inp);
  expect(inp('canary').length).toBeGreaterThanOrEqual(4);
  console.log(`INP the browsers reported: stable ${inp('stable').join(', ')} ms; canary ${inp('canary').join(', ')} ms`);
  expect(Math.min(...inp('canary').map((v) => v ?? 0))).toBeGreaterThanOrEqual(400);

  // The server ends the canary at its next check (every 2 s in the journeys' config).
  await expect.poll(async () => (await health(page)).canaries.length, { timeout: 120_000, intervals: [250] }).toBe(0);
  const [stableInp, canaryInp] = [await inpP75(page, stable), await inpP75(page, canary)];
  console.log(`p75 INP of real page views: stable ${stableInp} s, canary ${canaryInp} s`);
  expect(canaryInp).toBeGreaterThanOrEqual(0.4);
  const listing = pnpm(['releases', 'mf-catalog']);
  const endedAt = Date.parse(listing.match(new RegExp(`^\\s+(\\S+)\\s+canary end\\s+${canary.replaceAll('.', '\\.')}`, 'm'))?.[1] ?? '');
  const firstSlow = Math.min(...views.filter((v) => v.side === 'canary').map((v) => v.tappedAt));
  console.log(`canary ended on INP ${((endedAt - firstSlow) / 1000).toFixed(1)} s after the first slow tap`);
  expect(listing).toMatch(
    new RegExp(
      `canary end\\s+${canary.replaceAll('.', '\\.')} \\(50%\\)\\s+by automatic .*automatic rollback on experience: .*INP p75 \\d+ ms > 1\\.25x stable's \\d+ ms`,
    ),
  );
  // Each version's vitals beside its history, from the server's last check.
  expect(listing).toMatch(/vitals p75 over the last \d+s \(clients\): INP \d+ ms \(\d+\)/);
  // Nothing failed to load: the experience alone ended it.
  expect((await health(page)).failures.catalog.find((f) => f.version === canary)).toBeUndefined();

  // Everyone is on stable again, the canary's shoppers too.
  for (const s of onCanary) expect((await (await s.context.request.get('/remotes.json')).json()).remotes.catalog.version).toBe(stable);
  for (const s of shoppers) await s.context.close();
});
