import { expect, test, type Page } from '@playwright/test';
import { remotes, runtime } from './support-releases';

/**
 * The Content-Security-Policy the server sends must allow everything the store really loads (the shell,
 * remote entries and chunks by script tags, stylesheets, pictures, API calls) and nothing inline: the
 * pages render and the browser reports no violation.
 */

const PAGES: [string, string][] = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/shop/goodDetails/1'],
  ['cart', '/shop/goodCart'],
  ['login', '/join'],
];

/** Collects CSP violations as the page reports them (event) and as Chromium logs them (console). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(t: string): void }).reportViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

for (const [name, path] of PAGES) {
  test(`${name}: renders under the policy with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const headers = res!.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The page's remote has rendered: its main landmark holds content, not the slot's fallback.
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').first().innerText()).not.toBe('');
    expect(violations).toEqual([]);
  });
}

test('the store may not be framed by another page', async ({ page }) => {
  const res = await page.request.get('/');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('DENY');
});

test('a development override from an origin the registry allows (localhost) loads under the policy', async ({ page, baseURL }) => {
  // The store's own releases stand in for a remote's dev server on another origin: http://localhost:<port>.
  const devOrigin = baseURL!.replace('127.0.0.1', 'localhost');
  const { catalog } = await remotes(page.request);
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.evaluate((url) => localStorage.setItem('sf:override:catalog', url), `${devOrigin}${catalog.entry}`);
  await page.reload();
  await expect.poll(async () => (await runtime(page)).loaded.catalog).toBe(`dev@${devOrigin}`);
  await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('sf:override:catalog'));
  expect(violations).toEqual([]);
});
