import { expect, test } from '@playwright/test';
import { makeServerExposeThrow, pnpm, release, remotes } from './support-releases';

// One operator's session against the running server: releases change what the server renders, no restart.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let before: string;
const versions: Record<string, string> = {};

/** The home page's HTML as a crawler gets it: no browser, no JavaScript. */
async function homeHtml(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  return res.text();
}

const label = (html: string) => html.match(/data-testid="build-label"[^>]*>([^<]*)</)?.[1] ?? null;

test.beforeAll(async ({ request }) => {
  before = (await remotes(request)).catalog.version;
});

test.afterAll(async ({ request }) => {
  // Leave the catalogue as the other journeys found it.
  if ((await remotes(request)).catalog?.version !== before) pnpm(['rollback', 'mf-catalog', '--to', before]);
});

test('pnpm release mf-catalog: the next HTML the server sends shows the new release, without a restart', async ({ request }) => {
  versions.one = release('mf-catalog', 'Server one');
  expect(label(await homeHtml(request))).toBe('Server one');
  versions.two = release('mf-catalog', 'Server two');
  expect(label(await homeHtml(request))).toBe('Server two');
});

test('pnpm rollback mf-catalog: the next HTML shows the old release again', async ({ request }) => {
  expect(pnpm(['rollback', 'mf-catalog'])).toContain(`catalog: ${versions.one} is current`);
  expect(label(await homeHtml(request))).toBe('Server one');
});

test('a release whose server build throws still gives whole pages: the slot is left to the browser and the failure is counted', async ({ page, request }) => {
  versions.three = release('mf-catalog', 'Server three');
  makeServerExposeThrow('catalog', versions.three, 'pages/Home');

  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Header and footer are there; the catalogue's slot is marked for the browser to render.
  expect(html).toContain('class="sf-header"');
  expect(html).toContain('class="sf-footer"');
  expect(label(html)).toBeNull();
  expect(html).toMatch(/<main[^>]*><!--\$!-->/);

  await expect
    .poll(async () => {
      const failures = (await (await request.get('/api/health')).json()).data.failures.catalog as { version: string; count: number; clients: number }[];
      return failures.find((f) => f.version === versions.three);
    })
    .toMatchObject({ count: 1, clients: 1 });

  // The next page is rendered with the last good release on the server, and the browser hydrates the same.
  expect(label(await homeHtml(request))).toBe('Server one');
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('build-label')).toHaveText('Server one');
  expect(errors).toEqual([]);
});
