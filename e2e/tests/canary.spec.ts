import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bo, confirm, consoleSession, openSection } from './support-console';
import { makeExposeThrow, pnpm, release, remotes, runtime } from './support-releases';

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
async function health(request: APIRequestContext): Promise<Health> {
  return (await (await request.get('/api/health')).json()).data;
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
  // Leave no canary running, and the catalogue as it was published, for the journeys after this file.
  if ((await health(request)).canaries.length) pnpm(['rollback', 'mf-catalog']);
  if (stable && (await remotes(request)).catalog.version !== stable) pnpm(['rollback', 'mf-catalog', '--to', stable]);
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
  await expect.poll(async () => (await health(page.request)).failures.catalog.find((f) => f.version === canary)?.clients ?? 0).toBeGreaterThanOrEqual(5);

  // The server ends the canary by itself within a minute.
  await expect.poll(async () => (await health(page.request)).canaries.length, { timeout: 60_000, intervals: [250] }).toBe(0);
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

/* The same canary, driven from the operators' console. */

/** A good build beside stable: released from the command line, then rolled back from, so it is on disk. */
let candidate: string;
let console_: Page;
let operatorEmail: string;

/** New shoppers until at least `each` are on either side of the running canary (a share splits them by chance). */
async function shoppersOnBothSides(browser: Browser, version: string, each = 2) {
  const shoppers: Awaited<ReturnType<typeof newShopper>>[] = [];
  const on = (v: string) => shoppers.filter((s) => s.assigned === v);
  while (on(version).length < each || on(stable).length < each) {
    expect(shoppers.length, 'shoppers needed to find both sides of the canary').toBeLessThan(40);
    shoppers.push(await newShopper(browser));
  }
  expect(shoppers.every((s) => s.assigned === version || s.assigned === stable)).toBe(true);
  return { all: shoppers, onCanary: on(version), onStable: on(stable) };
}

/** From the console's releases page: the share typed, the version's Start canary, the question answered OK. */
async function startCanaryFromConsole(version: string, percent: number) {
  const catalog = console_.getByTestId('release-catalog');
  await catalog.getByLabel(bo.releases.share).fill(String(percent));
  await catalog.getByRole('button', { name: `Start canary ${version}` }).click();
  await confirm(console_, `Serve version ${version} of catalog to ${percent}% of shoppers?`);
  await expect(console_.getByRole('status').filter({ hasText: `Version ${stable} of catalog is current; canary ${version} runs beside it.` })).toBeVisible();
  await expect(catalog.getByTestId('canary')).toContainText(`Canary ${version} to ${percent}% of shoppers, started by ${operatorEmail} (console)`);
}

test('a canary started from the console shows its share and counts there, and ended from the console puts everyone back on stable', async ({
  browser,
  request,
}) => {
  candidate = release('mf-catalog', 'Console canary');
  expect(pnpm(['rollback', 'mf-catalog'])).toContain(`catalog: ${stable} is current (rolled back from ${candidate})`);

  // An administrator: the audit log at the end is theirs to read.
  ({ page: console_, email: operatorEmail } = await consoleSession(browser, request, 'admin'));
  await openSection(console_, 'releases');
  const catalog = console_.getByTestId('release-catalog');
  await expect(catalog.getByTestId('current-version')).toHaveText(stable);
  await startCanaryFromConsole(candidate, 50);
  expect((await health(request)).canaries).toMatchObject([{ remote: 'catalog', version: candidate }]);
  expect(pnpm(['releases', 'mf-catalog'])).toMatch(new RegExp(`canary: ${candidate.replaceAll('.', '\\.')} for 50% of shoppers`));

  const { all, onCanary, onStable } = await shoppersOnBothSides(browser, candidate);
  console.log(`${onCanary.length} of ${all.length} new shoppers were given the console's canary`);
  // Each side's browser runs what it was given, and nothing fails.
  for (const [shopper, version, label] of [
    [onCanary[0], candidate, 'Console canary'],
    [onStable[0], stable, null],
  ] as const) {
    const { page, info } = await openHome(shopper.context);
    expect(info.loaded.catalog).toBe(version);
    expect(info.failures).toEqual([]);
    if (label) await expect(page.getByTestId('build-label')).toHaveText(label);
    else await expect(page.getByTestId('build-label')).toHaveCount(0);
  }

  // The console shows the server's counts of each side as they come in, without a reload.
  const counts = /Canary: (\d+) clients served, (\d+) failing\. Stable: (\d+) served, (\d+) failing\./;
  const shown = async () => (await catalog.getByTestId('canary').textContent())?.match(counts)?.slice(1).map(Number) ?? null;
  await expect.poll(async () => ((await shown())?.[0] ?? 0) >= onCanary.length, { timeout: 60_000 }).toBe(true);
  const [canaryServed, canaryFailing, stableServed, stableFailing] = (await shown())!;
  console.log(
    `the console shows the canary served to ${canaryServed} clients (${canaryFailing} failing), stable to ${stableServed} (${stableFailing} failing)`,
  );
  expect(canaryFailing).toBe(0);
  expect(stableServed).toBeGreaterThanOrEqual(onStable.length);
  expect(stableFailing).toBe(0);

  await catalog.getByTestId('canary').getByRole('button', { name: bo.releases.endCanary }).click();
  await confirm(console_, `End canary ${candidate} of catalog? Everyone stays on the current version.`);
  await expect(console_.getByRole('status').filter({ hasText: `Version ${stable} of catalog is served to every shopper.` })).toBeVisible();
  await expect(catalog.getByTestId('canary')).toHaveCount(0);
  expect((await health(request)).canaries).toEqual([]);

  // Everyone is back on stable: those who had the canary, and whoever comes next.
  for (const shopper of onCanary) {
    expect((await (await shopper.context.request.get('/remotes.json')).json()).remotes.catalog.version).toBe(stable);
  }
  const { info } = await openHome(onCanary[0].context);
  expect(info.loaded.catalog).toBe(stable);
  expect(info.failures).toEqual([]);
  const next = await newShopper(browser);
  expect(next.assigned).toBe(stable);
  for (const s of [...all, next]) await s.context.close();
});

test('a canary started from the console and promoted from it: everyone is on it, and the audit log names the operator for each step', async ({
  browser,
  request,
}) => {
  await startCanaryFromConsole(candidate, 30);
  const { all, onStable } = await shoppersOnBothSides(browser, candidate, 1);

  const catalog = console_.getByTestId('release-catalog');
  await catalog.getByTestId('canary').getByRole('button', { name: bo.releases.promote }).click();
  await confirm(console_, `Make canary ${candidate} of catalog current for everyone?`);
  await expect(console_.getByRole('status').filter({ hasText: `Version ${candidate} of catalog is served to every shopper.` })).toBeVisible();
  await expect(catalog.getByTestId('current-version')).toHaveText(candidate);
  await expect(catalog.getByTestId('canary')).toHaveCount(0);
  expect((await health(request)).canaries).toEqual([]);
  expect(pnpm(['releases', 'mf-catalog'])).toMatch(new RegExp(`^catalog {2}current: ${candidate.replaceAll('.', '\\.')} `, 'm'));

  // Everyone is on it: a shopper who was on stable, and a new one.
  expect((await (await onStable[0].context.request.get('/remotes.json')).json()).remotes.catalog.version).toBe(candidate);
  const next = await newShopper(browser);
  expect(next.assigned).toBe(candidate);
  const { page, info } = await openHome(next.context);
  expect(info.loaded.catalog).toBe(candidate);
  expect(info.failures).toEqual([]);
  await expect(page.getByTestId('build-label')).toHaveText('Console canary');
  for (const s of [...all, next]) await s.context.close();

  // Newest first: the operator's four changes, each with the canary's state before and after.
  await openSection(console_, 'audit');
  const rows = console_
    .getByRole('row')
    .filter({ hasText: operatorEmail })
    .filter({ hasText: /release\./ });
  // The log arrives after the section's heading: read it once the four changes are listed.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
  const entries = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent ?? '');
      return { action: cells[2], target: cells[3], after: JSON.parse(cells[5] || 'null') };
    }),
  );
  expect(entries.slice(0, 4)).toEqual([
    { action: 'release.promote', target: 'catalog', after: { current: candidate, canary: null, canaryPercent: null } },
    { action: 'release.canary', target: 'catalog', after: { current: stable, canary: candidate, canaryPercent: 30 } },
    { action: 'release.endCanary', target: 'catalog', after: { current: stable, canary: null, canaryPercent: null } },
    { action: 'release.canary', target: 'catalog', after: { current: stable, canary: candidate, canaryPercent: 50 } },
  ]);
});
