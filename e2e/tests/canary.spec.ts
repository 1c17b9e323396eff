import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { makeExposeThrow, pnpm, remotes, runtime } from './support-releases';

// One operator's canary against one running server: released, failing, ended by the server, all stable again.
test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

const CONTEXTS = 20;
let stable: string;
let canary: string;

interface Health {
  failures: { catalog: { version: string; clients: number }[] };
  canaries: { remote: string; version: string }[];
}
async function health(page: Page): Promise<Health> {
  return (await (await page.request.get('/api/health')).json()).data;
}

/** A new shopper: a fresh browser context (no cookie yet) whose first request assigns its bucket. */
async function newShopper(browser: Browser) {
  const context = await browser.newContext();
  // The shell's own first request: /remotes.json gives the bucket cookie and the versions for it.
  const assigned = (await (await context.request.get('/remotes.json')).json()).remotes.catalog.version as string;
  const cookie = (await context.cookies()).find((c) => c.name === 'sf_bucket');
  return { context, assigned, cookie };
}

/** Opens the home page in the shopper's browser until the catalogue runs; what the shell says it ran. */
async function openHome(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/');
  // The canary's shoppers open it at once, each falling back from the broken canary: a slow machine needs a while.
  await expect.poll(async () => (await runtime(page)).loaded.catalog, { timeout: 60_000 }).toBeTruthy();
  return { page, info: await runtime(page) };
}

test.beforeAll(async ({ request }) => {
  stable = (await remotes(request)).catalog.version;
});

test.afterAll(async ({ request }) => {
  // Leave no canary running for the journeys after this file.
  const data = (await (await request.get('/api/health')).json()).data as Health;
  if (data.canaries.length) pnpm(['rollback', 'mf-catalog']);
});

test('a 50% canary whose page throws: about half the shoppers get it and recover, the server ends it by itself, then everyone is on stable', async ({
  browser,
  page,
}) => {
  const output = pnpm(['release', 'mf-catalog', '--canary', '50', '--label', 'Broken canary']);
  canary = output.match(/^catalog: (\S+) is a canary for 50% of shoppers/m)?.[1] ?? '';
  expect(canary, output).not.toBe('');
  makeExposeThrow('catalog', canary, 'pages/Home');
  expect(pnpm(['releases', 'mf-catalog'])).toMatch(new RegExp(`canary: ${canary.replaceAll('.', '\\.')} for 50% of shoppers, running \\d+s`));

  // 20 new shoppers arrive; each is assigned a side on its first request, about half the canary.
  const shoppers = await Promise.all(Array.from({ length: CONTEXTS }, () => newShopper(browser)));
  for (const { cookie } of shoppers) {
    // The cookie that keeps the assignment: a year, SameSite=Lax.
    expect(cookie).toMatchObject({ sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  }
  const onCanary = shoppers.filter((s) => s.assigned === canary);
  console.log(`${onCanary.length} of ${CONTEXTS} new shoppers were given the canary`);
  expect(onCanary.length).toBeGreaterThanOrEqual(5);
  expect(onCanary.length).toBeLessThanOrEqual(CONTEXTS - 5);
  expect(shoppers.filter((s) => s.assigned !== canary).every((s) => s.assigned === stable)).toBe(true);

  // The canary's shoppers open the shop together: each browser keeps its assignment (the server renders the
  // canary for it), its page throws, and it recovers through last-known-good and reports.
  const opened = await Promise.all(onCanary.map((s) => openHome(s.context)));
  for (const { info } of opened) {
    expect(info.loaded.catalog).toBe(stable);
    expect(info.failures).toMatchObject([{ remote: 'catalog', version: canary, fallback: stable }]);
  }
  const firstFailureAt = Math.min(...opened.map((o) => Date.parse(o.info.failures[0].at)));
  // Each report is counted as its own client, though every shopper here shares one address.
  await expect.poll(async () => (await health(page)).failures.catalog.find((f) => f.version === canary)?.clients ?? 0).toBeGreaterThanOrEqual(5);

  // The server ends the canary by itself within a minute.
  await expect.poll(async () => (await health(page)).canaries.length, { timeout: 60_000, intervals: [250] }).toBe(0);
  const listing = pnpm(['releases', 'mf-catalog']);
  const endedAt = Date.parse(listing.match(new RegExp(`^\\s+(\\S+)\\s+canary end\\s+${canary.replaceAll('.', '\\.')}`, 'm'))?.[1] ?? '');
  console.log(`automatic rollback ${((endedAt - firstFailureAt) / 1000).toFixed(1)} s after the first failure`);
  expect(endedAt - firstFailureAt).toBeLessThan(60_000);

  // The other shoppers, who never saw the canary, are on stable with nothing failing.
  for (const s of shoppers.filter((x) => x.assigned !== canary)) {
    const { info } = await openHome(s.context);
    expect(info.loaded.catalog).toBe(stable);
    expect(info.failures).toEqual([]);
  }
  // A returning canary shopper is on stable now too.
  expect((await (await onCanary[0].context.request.get('/remotes.json')).json()).remotes.catalog).toMatchObject({ version: stable });
  for (const s of shoppers) await s.context.close();

  expect(listing).toMatch(
    new RegExp(`canary end\\s+${canary.replaceAll('.', '\\.')} \\(50%\\)\\s+by automatic .*automatic rollback: canary: \\d+ of \\d+ clients failing`),
  );
  expect(listing).not.toMatch(/^ {2}canary: /m);

  // The next 20 new shoppers all get the stable version and nothing fails.
  for (let i = 0; i < CONTEXTS; i++) {
    const shopper = await newShopper(browser);
    expect(shopper.assigned).toBe(stable);
    const { page: home, info } = await openHome(shopper.context);
    expect(info.loaded.catalog).toBe(stable);
    expect(info.failures).toEqual([]);
    await expect(home.locator('html')).toHaveAttribute('data-remotes', new RegExp(`catalog@${stable}`));
    await shopper.context.close();
  }
});
