import { expect, test } from '@playwright/test';
import { LOCALES, setSettings, texts } from './support';
import { LANGUAGE_TAGS } from '@storefront/shared/routes';
import { baseURL } from '../playwright.config';

test.describe('routing and layout', () => {
  for (const locale of LOCALES) {
    test(`home in ${locale} shows that language's header`, async ({ page }) => {
      const path = locale === 'en' ? '/' : `/${locale}`;
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      const t = texts('shell', locale);
      const nav = page.getByRole('navigation', { name: t.nav.label });
      await expect(nav.getByRole('link', { name: t.nav.home, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.search.submit })).toBeVisible();
      await expect(page.getByText(t.footer.delivery)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale]);
    });
  }

  test('/en/shop ends at /shop', async ({ page }) => {
    await page.goto('/en/shop');
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('double slashes collapse: //shop//goodCart ends at /shop/goodCart', async ({ page }) => {
    await page.goto(`${baseURL}//shop//goodCart`);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shop\/goodCart$/);
  });

  for (const path of ['/xx/shop', '/no/such/page']) {
    test(`${path} is a 404 with the not-found message`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByText('This page could not be found.')).toBeVisible();
    });
  }

  test('switching currency changes the symbol and survives a reload', async ({ page, context }) => {
    await page.goto('/');
    const select = page.getByTestId('currency-select');
    await expect(select).toHaveValue('USD');
    await select.selectOption('EUR');
    await expect(select.locator('option:checked')).toContainText('€');
    // A choice made before the page's code has loaded is applied once it has.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'moneyType')?.value).toBe('EUR');
    await page.reload();
    await expect(page.getByTestId('currency-select')).toHaveValue('EUR');
  });

  test('switching language sets the cookie and moves to the prefixed URL', async ({ page, context }) => {
    await page.goto('/shop');
    await page.getByTestId('language-select').selectOption('fr');
    await expect(page).toHaveURL(/\/fr\/shop$/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'language')?.value).toBe('fr');
    await expect(page.getByRole('link', { name: texts('shell', 'fr').nav.home, exact: true })).toBeVisible();
    // A later visit to an unprefixed address keeps the chosen language.
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/fr\/blog$/);
  });

  test('a user page without a session lands on /join and keeps the way back', async ({ page }) => {
    await page.goto('/user/order');
    await expect(page).toHaveURL(/\/join\?redirect=%2Fuser%2Forder$/);
  });

  test('isEdit on sends any page to home', async ({ page, request }) => {
    await setSettings(request, { isEdit: true });
    try {
      await page.goto('/shop/goodCart');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await page.goto('/de/blog');
      await expect(page).toHaveURL(/\/de$/);
    } finally {
      await setSettings(request, { isEdit: false });
    }
  });

  test('an offline banner shows while the browser is offline', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(texts('shell', 'en').offline);
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('at 360 px the menu opens from a button and the header still fits', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const t = texts('shell', 'en');
    const menu = page.getByRole('button', { name: t.menu });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.shop })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test.describe('run-time composition', () => {
  test("a remote whose entry 404s: its server-rendered page keeps the server's HTML, a page opened in the app reloads once, then shows a fallback while the rest works", async ({
    page,
  }) => {
    await page.route('**/releases/content/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    // Documents the page asked for: a server-rendered page may reload before its first load event fires.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.goto('/aboutus');
    // The server rendered the page: after the retries and the fallback, its HTML stays, readable, and no reload.
    await expect(page.locator('[data-server-slot="content"]')).toBeAttached({ timeout: 60_000 });
    await expect(page.locator('[data-server-slot="content"] h1').first()).toBeVisible();
    await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);

    // A page of the remote opened inside the app: one reload, which brings the server's page for it.
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => loads, { timeout: 60_000 }).toBe(2);
    await expect(page.locator('[data-server-slot="content"]')).toBeAttached({ timeout: 60_000 });

    // The next one, the reload spent for this session: the slot's fallback, and the rest works.
    await nav.getByRole('link', { name: 'Brand story', exact: true }).click();
    await expect(page).toHaveURL(/\/brandstory$/);
    await expect(page.locator('[data-failed-remote="content"]')).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
  });

  test('react-dom and the federation bundler runtime are loaded exactly once across the shell and every remote', async ({ page }) => {
    const withReactDom = new Set<string>();
    const withBundlerRuntime = new Set<string>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script' || !res.ok()) return;
      const text = await res.text().catch(() => '');
      // A string only react-dom's client carries.
      if (text.includes('__reactContainer$')) withReactDom.add(res.url());
      // The code of an error only the bundler runtime's shared-module loading raises (ADR 0053).
      if (text.includes('RUNTIME-012')) withBundlerRuntime.add(res.url());
    });
    const t = texts('shell', 'en');
    await page.goto('/');
    // Visit a page of every remote inside one page session, as a shopper would.
    await page.getByRole('link', { name: t.nav.shop, exact: true }).first().click();
    await expect(page).toHaveURL(/\/shop$/);
    await page
      .getByRole('link', { name: new RegExp(t.cart.label) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shop\/goodCart$/);
    await page.getByRole('link', { name: t.account.login }).click();
    await expect(page).toHaveURL(/\/join/);
    await page.getByRole('link', { name: t.footer.aboutUs }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-failed-remote]')).toHaveCount(0);
    expect([...withReactDom].length).toBe(1);
    expect([...withReactDom].some((u) => u.includes('/releases/'))).toBe(false);
    expect([...withBundlerRuntime]).toEqual([expect.stringMatching(/\/main\.[0-9a-f]{8}\.js$/)]);
  });
});
