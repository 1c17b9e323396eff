import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bo, confirm, consoleSession, openSection } from './support-console';
import {
  exposeChunk,
  firstPageServedWith,
  makeExposeThrow,
  pnpm,
  pnpmRunning,
  release,
  RELEASES_DIR,
  removeReleaseFile,
  remotes,
  runtime,
  servedShell,
  shellFiles,
  type RemoteEntry,
} from './support-releases';

// One operator's session against one running server: each step starts from the state the last one left.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const OTHERS = ['cartCheckout', 'account', 'content'] as const;
const OTHER_PAGES = { cartCheckout: '/shop/goodCart', account: '/join', content: '/blog' } as const;

let initial: Record<string, RemoteEntry>;
const versions: Record<string, string> = {};
/** The release manager's console, signed in once for the steps that use it. */
let console_: Page;

/** Opens the home page and waits until the catalogue's page module has loaded. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBeTruthy();
}

async function expectOthersUntouched(page: Page) {
  const now = await remotes(page.request);
  for (const remote of OTHERS) expect(now[remote], `${remote} in /remotes.json`).toEqual(initial[remote]);
  for (const remote of OTHERS) {
    await page.goto(OTHER_PAGES[remote]);
    await expect.poll(async () => (await runtime(page)).loaded[remote], `${remote} loads`).toBe(initial[remote].version);
    await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
  }
}

/**
 * What a shopper and an operator see once `version` of the catalogue is current: the next page loads it,
 * /remotes.json names it with its fallback, `pnpm releases` agrees with the console, the others are as they were.
 */
async function expectCatalogCurrent(page: Page, version: string, label: string | null, previous: string | null) {
  await openHome(page);
  if (label) await expect(page.getByTestId('build-label')).toHaveText(label);
  else await expect(page.getByTestId('build-label')).toHaveCount(0);
  const info = await runtime(page);
  expect(info.loaded.catalog).toBe(version);
  expect(info.failures).toEqual([]);
  expect((await remotes(page.request)).catalog).toMatchObject({ version, previous });

  const shown = await console_.getByTestId('release-catalog').getByTestId('current-version').textContent();
  expect(shown).toBe(version);
  const listing = pnpm(['releases', 'mf-catalog']);
  expect(listing).toMatch(new RegExp(`^catalog {2}current: ${shown!.replaceAll('.', '\\.')} `, 'm'));
  expect(listing).toMatch(new RegExp(`^ {2}\\* ${shown!.replaceAll('.', '\\.')} `, 'm'));
  await expectOthersUntouched(page);
}

test.afterAll(async ({ request }) => {
  // The journeys after this file start from the catalogue as it was published, not from a broken release.
  if (initial?.catalog && (await remotes(request)).catalog?.version !== initial.catalog.version) {
    pnpm(['rollback', 'mf-catalog', '--to', initial.catalog.version]);
  }
});

test.beforeAll(async ({ request }) => {
  initial = await remotes(request);
  for (const remote of ['catalog', ...OTHERS]) expect(initial[remote], `${remote} is published at start`).toBeTruthy();
});

test('pnpm release mf-catalog twice: a reload shows each new version while the shell stays byte-identical', async ({ page }) => {
  await openHome(page);
  await expect(page.locator('html')).toHaveAttribute('data-remotes', new RegExp(`catalog@${initial.catalog.version}`));
  await expect(page.getByTestId('build-label')).toHaveCount(0);

  for (const [key, label] of [
    ['one', 'Release one'],
    ['two', 'Release two'],
  ] as const) {
    // The shell is neither rebuilt nor redeployed: the same bytes on disk and on the wire around the release.
    const shellOnDisk = shellFiles();
    const shellServed = await servedShell(page.request);
    versions[key] = release('mf-catalog', label);
    await page.reload();
    await expect(page.getByTestId('build-label')).toHaveText(label);
    await expect.poll(async () => (await runtime(page)).loaded.catalog).toBe(versions[key]);
    await expect(page.locator('html')).toHaveAttribute('data-remotes', new RegExp(`catalog@${versions[key]}`));
    expect(await servedShell(page.request)).toEqual(shellServed);
    expect(shellFiles()).toEqual(shellOnDisk);
  }
  expect(versions.one).not.toBe(initial.catalog.version);
  expect((await remotes(page.request)).catalog).toMatchObject({ version: versions.two, previous: versions.one });
  await expectOthersUntouched(page);
});

test('pnpm rollback mf-catalog and a reload show the old version', async ({ page }) => {
  await openHome(page);
  await expect(page.getByTestId('build-label')).toHaveText('Release two');

  // Timed as the console's rollback is: from the command's start to the first page the server sends with the old version.
  const started = Date.now();
  const [{ output, ms }, served] = await Promise.all([
    pnpmRunning(['rollback', 'mf-catalog']),
    firstPageServedWith(page.request, 'catalog', versions.one, started),
  ]);
  console.log(`pnpm rollback: ${served} ms (command ${ms} ms) to the first page served with ${versions.one}`);
  expect(output).toContain(`catalog: ${versions.one} is current (rolled back from ${versions.two})`);
  await page.reload();
  await expect(page.getByTestId('build-label')).toHaveText('Release one');
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBe(versions.one);
  // The version rolled back from is never the fallback.
  expect((await remotes(page.request)).catalog).toMatchObject({ version: versions.one, previous: initial.catalog.version });

  expect(() => pnpm(['rollback', 'mf-catalog', '--to', '0.0.0-nope'])).toThrow(/catalog has no version 0\.0\.0-nope/);
  expect(pnpm(['releases', 'mf-catalog'])).toMatch(new RegExp(`\\* ${versions.one.replaceAll('.', '\\.')}`));
  await expectOthersUntouched(page);
});

test('a chunk missing from the current release: the shell serves the last good version, counts the failure and does not reload', async ({ page, request }) => {
  versions.three = release('mf-catalog', 'Release three');
  expect((await remotes(request)).catalog).toMatchObject({ version: versions.three, previous: versions.one });
  removeReleaseFile(exposeChunk('catalog', versions.three, 'pages/Home'));

  // Full document loads only (a reload is one; history changes inside the app are not).
  let navigations = 0;
  page.on('load', () => navigations++);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await openHome(page);
  await expect(page.getByTestId('build-label')).toHaveText('Release one');
  const info = await runtime(page);
  expect(info.loaded.catalog).toBe(versions.one);
  expect(info.failures).toMatchObject([{ remote: 'catalog', version: versions.three, fallback: versions.one }]);
  await expect(page.locator('html')).toHaveAttribute('data-remotes', new RegExp(`catalog@${versions.one}`));
  await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
  expect(errors.some((e) => e.includes(`remote catalog ${versions.three} failed to load`))).toBe(true);
  expect(navigations).toBe(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((n) => (n as PerformanceNavigationTiming).type))).toEqual(['navigate']);

  // The operator sees it: the beacon counted the failure against the broken version.
  await expect
    .poll(async () => {
      const failures = (await (await request.get('/api/health')).json()).data.failures.catalog as { version: string; count: number; lastFallback: string }[];
      return failures.find((f) => f.version === versions.three);
    })
    .toMatchObject({ count: 1, clients: 1, lastFallback: versions.one });

  // Later pages of this session go straight to the good version: no second failure, still no reload.
  await page.goto('/shop');
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBe(versions.one);
  expect((await runtime(page)).failures).toEqual([]);
  await page.goto('/');
  await expect(page.getByTestId('build-label')).toHaveText('Release one');
  expect(navigations).toBe(3);

  await expectOthersUntouched(page);
});

test('a release whose page module throws while evaluating: after a rollback of the broken one, the next bad release falls back too', async ({
  page,
  request,
}) => {
  // The operator saw the count and rolls the broken release back; it is never a fallback again.
  expect(pnpm(['rollback', 'mf-catalog'])).toContain(`catalog: ${versions.one} is current (rolled back from ${versions.three})`);
  versions.four = release('mf-catalog', 'Release four');
  expect((await remotes(request)).catalog).toMatchObject({ version: versions.four, previous: versions.one });
  makeExposeThrow('catalog', versions.four, 'pages/Home');

  let loads = 0;
  page.on('load', () => loads++);
  await openHome(page);
  await expect(page.getByTestId('build-label')).toHaveText('Release one');
  const info = await runtime(page);
  expect(info.loaded.catalog).toBe(versions.one);
  expect(info.failures).toMatchObject([
    { remote: 'catalog', version: versions.four, fallback: versions.one, error: expect.stringContaining('this release is broken') },
  ]);
  expect(loads).toBe(1);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/health')).json()).data.failures.catalog as { version: string; count: number }[]).find(
          (f) => f.version === versions.four,
        )?.count,
    )
    .toBe(1);
  await expectOthersUntouched(page);
});

test('the broken release rolled back from the console: the next page a shopper opens loads the previous version, the others untouched', async ({
  browser,
  page,
  request,
}) => {
  // A release manager, not an administrator: the releases are the role's own section.
  ({ page: console_ } = await consoleSession(browser, request, 'release'));
  await openSection(console_, 'releases');
  const catalog = console_.getByTestId('release-catalog');
  await expect(catalog.getByTestId('current-version')).toHaveText(versions.four);

  await catalog.getByRole('button', { name: `Roll back to ${versions.one}` }).click();
  await expect(console_.getByTestId('confirm-message')).toHaveText(`Serve version ${versions.one} of catalog to every shopper?`);
  const started = Date.now();
  await console_.getByRole('button', { name: 'OK' }).click();
  const served = await firstPageServedWith(request, 'catalog', versions.one, started);
  console.log(`rollback from the console: ${served} ms to the first page served with ${versions.one}`);

  await expect(console_.getByRole('status').filter({ hasText: `Version ${versions.one} of catalog is served to every shopper.` })).toBeVisible();
  await expect(catalog.getByTestId('current-version')).toHaveText(versions.one);
  // The history table, not the charts' table of the same versions.
  const history = catalog.getByRole('table', { name: bo.releases.history });
  await expect(history.getByRole('row').filter({ hasText: versions.four })).toContainText(`(${bo.releases.rolledBack})`);
  // As after pnpm rollback: the versions rolled back from are never the fallback.
  await expectCatalogCurrent(page, versions.one, 'Release one', initial.catalog.version);
});

test('an older version made current from the console is what the next page loads, as pnpm rollback --to would make it', async ({ page }) => {
  const catalog = console_.getByTestId('release-catalog');
  const older = initial.catalog.version;
  await catalog.getByRole('button', { name: `Make current ${older}` }).click();
  await confirm(console_, `Serve version ${older} of catalog to every shopper?`);
  await expect(console_.getByRole('status').filter({ hasText: `Version ${older} of catalog is served to every shopper.` })).toBeVisible();
  await expect(catalog.getByTestId('current-version')).toHaveText(older);
  // Every later version was rolled back from: nothing is left to fall back to.
  await expect(catalog.getByRole('button', { name: /^Roll back to / })).toHaveCount(0);
  await expectCatalogCurrent(page, older, null, null);
});

for (const missing of ['remoteEntry.js', 'mf-manifest.json']) {
  test(`a release whose ${missing} is missing falls back to the last good version`, async ({ page }) => {
    pnpm(['rollback', 'mf-catalog', '--to', versions.one]);
    const version = release('mf-catalog', `Release without ${missing}`);
    removeReleaseFile(join(RELEASES_DIR, 'catalog', version, missing));

    let loads = 0;
    page.on('load', () => loads++);
    await openHome(page);
    await expect(page.getByTestId('build-label')).toHaveText('Release one');
    expect((await runtime(page)).failures).toMatchObject([{ remote: 'catalog', version, fallback: versions.one }]);
    expect(loads).toBe(1);
  });
}

test('a development override loads a remote from an origin the registry allows, never from the address in production', async ({ page, baseURL }) => {
  const devOrigin = baseURL!.replace('127.0.0.1', 'localhost');
  const devManifest = `${devOrigin}/releases/catalog/${versions.two}/mf-manifest.json`;

  // The production shell ignores an override in the address.
  await page.goto(`/?remoteOverride=${encodeURIComponent(`catalog@${devManifest}`)}`);
  await expect(page.getByTestId('build-label')).toHaveText('Release one');

  // An origin the registry does not list is refused.
  await page.evaluate(() => localStorage.setItem('sf:override:catalog', 'https://cdn.example.invalid/mf-manifest.json'));
  await openHome(page);
  await expect(page.getByTestId('build-label')).toHaveText('Release one');

  // localhost is allowed by default: the catalogue comes from there, everything else from the releases.
  await page.evaluate((url) => localStorage.setItem('sf:override:catalog', url), devManifest);
  await openHome(page);
  await expect(page.getByTestId('build-label')).toHaveText('Release two');
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBe(`dev@${devOrigin}`);

  await page.evaluate(() => localStorage.removeItem('sf:override:catalog'));
  await openHome(page);
  await expect(page.getByTestId('build-label')).toHaveText('Release one');
});

test('pnpm release shell and pnpm rollback shell: the next page shows the new shell, then the old one, without a restart', async ({ page, request }) => {
  const health = async () => (await (await request.get('/api/health')).json()).data as { shell: string | null; versions: Record<string, string> };
  // The built shell was published as the first shell release when the server started.
  const before = (await health()).shell;
  expect(before).toBeTruthy();
  const shellLabel = async () => (await (await request.get('/')).text()).match(/data-testid="shell-build-label"[^>]*>([^<]*)</)?.[1] ?? null;
  const releaseShell = (args: string[]) => {
    const output = pnpm(['release', 'shell', ...args]);
    const version = output.match(/^shell: (\S+) is current/m)?.[1];
    if (!version) throw new Error(`no shell version in:\n${output}`);
    return { version, output };
  };

  await page.goto('/');
  await expect(page.getByTestId('shell-build-label')).toHaveCount(0);

  const one = releaseShell(['--label', 'Shell one']).version;
  await page.reload();
  await expect(page.getByTestId('shell-build-label')).toHaveText('Shell one');
  // The server renders with the new shell too, and the catalogue still loads in it.
  expect(await shellLabel()).toBe('Shell one');
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBeTruthy();
  expect((await health()).shell).toBe(one);

  const two = releaseShell(['--label', 'Shell two']).version;
  await page.reload();
  await expect(page.getByTestId('shell-build-label')).toHaveText('Shell two');
  expect(await shellLabel()).toBe('Shell two');

  expect(pnpm(['rollback', 'shell'])).toContain(`shell: ${one} is current (rolled back from ${two})`);
  await page.reload();
  await expect(page.getByTestId('shell-build-label')).toHaveText('Shell one');
  expect(await shellLabel()).toBe('Shell one');
  expect(pnpm(['releases', 'shell'])).toMatch(new RegExp(`shell  current: ${one.replaceAll('.', '\\.')}`));

  // The shell and a remote together, in that order: the remote is checked against the new shell.
  const together = releaseShell(['mf-catalog', '--label', 'Together']);
  const catalog = together.output.match(/^catalog: (\S+) is current/m)?.[1];
  expect(catalog).toBeTruthy();
  expect(together.output.indexOf('shell:')).toBeLessThan(together.output.indexOf('catalog:'));
  await page.reload();
  await expect(page.getByTestId('shell-build-label')).toHaveText('Together');
  await expect(page.getByTestId('build-label')).toHaveText('Together');
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBe(catalog);

  // Back to the shell the server started with: no label, as the journeys after this file expect.
  pnpm(['rollback', 'shell', '--to', before!]);
  await page.reload();
  await expect(page.getByTestId('shell-build-label')).toHaveCount(0);
});
