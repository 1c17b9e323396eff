import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CategoryNode, ProductCard, ProductDetail } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import { texts } from './support';
import { catalogGet, hydrated, productNeedingChoice } from './support-catalog';

/**
 * The catalogue's pages, server-rendered, in two languages: the HTML already carries what the page shows,
 * the browser takes it over with no mismatch, warning, error or failed request, and asks the catalogue API
 * for nothing until the shopper acts (sorting, paging, another language), which then loads through the
 * pages' models.
 */

type Lang = 'en' | 'de';
const LANGS: Lang[] = ['en', 'de'];

/** What the shopper's browser reported, and what it asked the catalogue API, while a page was open. */
function watch(page: Page) {
  const problems: string[] = [];
  const catalogRequests: { path: string; lang: string | undefined }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  // A navigation cancels the previous page's pending pictures: that is not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/catalog/')) catalogRequests.push({ path: url.pathname + url.search, lang: r.headers()['accept-language'] });
  });
  return {
    problems,
    catalogRequests,
    clear() {
      problems.length = 0;
      catalogRequests.length = 0;
    },
  };
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const cardIds = (page: Page) => page.getByTestId('product-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-product-id'))));

interface Visit {
  path: string;
  title: string;
  /** Texts the HTML must carry before any script runs. */
  carries: string[];
  /** The cards the page shows, in order (none for the product page's own content). */
  cards?: number[];
}

async function catalogueVisits(request: APIRequestContext, lang: Lang): Promise<Visit[]> {
  const t = texts('mf-catalog', lang);
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const get = <T>(url: string) => catalogGet<T>(request, url, lang);
  const tree = await get<CategoryNode[]>('/api/catalog/categories');
  const sub = tree.flatMap((c) => c.children).find((c) => c.productCount >= 4)!;
  const newest = await get<Paged<ProductCard>>('/api/catalog/products?sort=newest&page=1&limit=10');
  const best = await get<Paged<ProductCard>>('/api/catalog/products?sort=sales&page=1&limit=10');
  const inCategory = await get<Paged<ProductCard>>(`/api/catalog/products?categoryId=${sub.id}&sort=priceAsc&minPrice=1000&page=1&limit=10`);
  const arrivals = await get<Paged<ProductCard>>('/api/catalog/whatsnew?page=1&limit=10');
  const product = await get<ProductDetail>(`/api/catalog/products/${best.list[0].id}`);
  return [
    { path: `${prefix}/`, title: t.home.title, carries: [tree[0].name, newest.list[0].name, best.list[0].name] },
    { path: `${prefix}/shop`, title: t.shop.title, carries: newest.list.map((p) => p.name), cards: newest.list.map((p) => p.id) },
    {
      path: `${prefix}/shop/productList/${sub.id}?sort=priceAsc&minPrice=1000`,
      title: sub.name,
      carries: [sub.name, ...inCategory.list.map((p) => p.name)],
      cards: inCategory.list.map((p) => p.id),
    },
    { path: `${prefix}/shop/whatisnew`, title: t.whatsNew.title, carries: arrivals.list.map((p) => p.name), cards: arrivals.list.map((p) => p.id) },
    {
      path: `${prefix}/shop/goodDetails/${product.id}`,
      title: t.detail.pageTitle.replace('{{name}}', product.name),
      carries: [product.name, product.description],
    },
  ];
}

test.describe('server-rendered catalogue', () => {
  for (const lang of LANGS) {
    test(`home, shop, a category list with a query, what's new and a product page in ${lang}: carried by the HTML, taken over without a request`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const seen = watch(page);
      for (const visit of await catalogueVisits(request, lang)) {
        seen.clear();
        const res = await page.goto(visit.path);
        expect(res?.status(), visit.path).toBe(200);
        const body = await res!.text();
        expect(body, visit.path).toContain(`<html lang="${lang}"`);
        for (const text of visit.carries) expect(body, `${visit.path} carries ${text}`).toContain(html(text));
        expect(body, visit.path).not.toContain('sf-loading');
        await hydrated(page);
        await expect(page).toHaveTitle(visit.title);
        if (visit.cards) expect(await cardIds(page), visit.path).toEqual(visit.cards);
        expect(seen.problems, visit.path).toEqual([]);
        expect(seen.catalogRequests, `${visit.path}: the HTML carried this data`).toEqual([]);
      }
    });
  }

  test('the first row of a list loads its pictures at once, the rest lazily, every picture with its size', async ({ page }) => {
    await page.goto('/shop');
    await hydrated(page);
    const pictures = page.locator('.cat-card picture img');
    await expect(pictures).toHaveCount(10);
    const attrs = await pictures.evaluateAll((imgs) =>
      imgs.map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority'), i.getAttribute('width'), i.getAttribute('height')].join('/')),
    );
    expect(attrs).toEqual([...Array(4).fill('eager/high/400/400'), ...Array(6).fill('lazy/auto/400/400')]);
  });

  test('on a category list, sorting and paging load through the page: one list request each, nothing else', async ({ page, request }) => {
    const seen = watch(page);
    const tree = await catalogGet<CategoryNode[]>(request, '/api/catalog/categories');
    const sub = [...tree, ...tree.flatMap((c) => c.children)].find((c) => c.productCount > 10)!;
    await page.goto(`/shop/productList/${sub.id}?sort=priceAsc`);
    await hydrated(page);
    expect(seen.catalogRequests).toEqual([]);

    await page.getByTestId('sort-select').selectOption('priceDesc');
    await expect(page).toHaveURL(new RegExp(`/shop/productList/${sub.id}\\?sort=priceDesc$`));
    const byPrice = await catalogGet<Paged<ProductCard>>(request, `/api/catalog/products?categoryId=${sub.id}&sort=priceDesc&page=1&limit=10`);
    await expect.poll(() => cardIds(page)).toEqual(byPrice.list.map((p) => p.id));
    expect(seen.catalogRequests.map((r) => r.path)).toEqual([`/api/catalog/products?sort=priceDesc&page=1&limit=10&categoryId=${sub.id}`]);

    seen.clear();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sort=priceDesc&page=2$`));
    const second = await catalogGet<Paged<ProductCard>>(request, `/api/catalog/products?categoryId=${sub.id}&sort=priceDesc&page=2&limit=10`);
    await expect.poll(() => cardIds(page)).toEqual(second.list.map((p) => p.id));
    expect(seen.catalogRequests.map((r) => r.path)).toEqual([`/api/catalog/products?sort=priceDesc&page=2&limit=10&categoryId=${sub.id}`]);
    expect(seen.problems).toEqual([]);
  });

  test('another language on a product page loads the product again in it; back on a list, the list follows', async ({ page, request }) => {
    const seen = watch(page);
    const best = await catalogGet<Paged<ProductCard>>(request, '/api/catalog/products?sort=sales&page=1&limit=10');
    const [en, de] = await Promise.all(['en', 'de'].map((l) => catalogGet<ProductDetail>(request, `/api/catalog/products/${best.list[0].id}`, l)));
    await page.goto(`/shop/goodDetails/${en.id}`);
    await hydrated(page);
    expect(seen.catalogRequests).toEqual([]);

    await page.getByTestId('language-select').selectOption('de');
    await expect(page).toHaveURL(new RegExp(`/de/shop/goodDetails/${en.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: de.name })).toBeVisible();
    await expect(page).toHaveTitle(texts('mf-catalog', 'de').detail.pageTitle.replace('{{name}}', de.name));
    expect(seen.catalogRequests.filter((r) => r.path === `/api/catalog/products/${en.id}`).map((r) => r.lang)).toEqual(['de']);

    // The shop from the header: the list loads once, in German.
    seen.clear();
    await page.goto(`/de/shop`);
    await hydrated(page);
    expect(seen.catalogRequests).toEqual([]);
    await page.getByTestId('language-select').selectOption('en');
    await expect(page).toHaveURL(/\/shop$/);
    // Another language: the list, its facets and the tree, each once, in it.
    await expect
      .poll(() => seen.catalogRequests.map((r) => `${r.path} ${r.lang}`).sort())
      .toEqual(['/api/catalog/categories en', '/api/catalog/facets en', '/api/catalog/products?sort=newest&page=1&limit=10 en']);
    expect(seen.problems).toEqual([]);
  });

  test("a tab clicked before the page's code has loaded opens once it has", async ({ page, request }) => {
    const seen = watch(page);
    const best = await catalogGet<Paged<ProductCard>>(request, '/api/catalog/products?sort=sales&page=1&limit=10');
    // The page's scripts wait until the shopper has clicked.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(`/shop/goodDetails/${best.list[0].id}`, { waitUntil: 'commit' });
    const reviews = page.getByRole('tab', { name: /Reviews/ });
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
    await reviews.click();
    release();
    await hydrated(page);
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: /Reviews/ })).toBeVisible();
    expect(seen.problems).toEqual([]);
  });

  test('on a slow phone, options and Add to cart tapped while the page loads are all kept', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { product, sku } = await productNeedingChoice(request);
    // Lighthouse's mobile lab settings, as the tap bench applies them (bench/lighthouse/tap.mjs): the taps land
    // before the page's code has loaded, and their replay meets the product's part while React takes it over.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 188_800, uploadThroughput: 86_400 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // When the replay's code is asked for, and when the shell's entry has arrived.
    const at: { replay?: number; entry?: number } = {};
    page.on('request', (r) => {
      if (/\/early-input\.[0-9a-f]{8}\.js$/.test(r.url())) at.replay ??= Date.now();
    });
    page.on('requestfinished', (r) => {
      if (/\/main\.[0-9a-f]{8}\.js$/.test(r.url())) at.entry ??= Date.now();
    });
    await page.goto(`/shop/goodDetails/${product.id}`, { waitUntil: 'commit' });
    for (const spec of product.specs) {
      await page
        .getByTestId(`spec-${spec.name}`)
        .locator('label')
        .filter({ has: page.locator(`input[value="${sku.options[spec.name]}"]`) })
        .click();
    }
    await page.getByTestId('add-to-cart').click();
    // The taps came before the page's code had taken it over, else this test proves nothing.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
    await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 60_000 });
    for (const spec of product.specs) {
      await expect(page.getByTestId(`spec-${spec.name}`).locator(`input[value="${sku.options[spec.name]}"]`)).toBeChecked();
    }
    // The first kept tap asked for the replay's code, while the page's own was still on its way.
    expect(at.replay).toBeDefined();
    expect(at.replay!).toBeLessThan(at.entry!);
  });

  test("taking over a server-rendered page writes its prices from the page's pattern, building no ICU number format", async ({ page }) => {
    // The first Intl.NumberFormat costs a phone a long task (ICU's number data) just as the page becomes usable.
    await page.addInitScript(() => {
      const Real = Intl.NumberFormat;
      const made: string[] = ((window as unknown as { numberFormats: string[] }).numberFormats = []);
      Intl.NumberFormat = Object.assign(function (...args: ConstructorParameters<typeof Real>) {
        made.push(JSON.stringify(args));
        return new Real(...args);
      }, Real) as unknown as typeof Real;
    });
    for (const path of ['/', '/shop', '/de/shop/goodDetails/1']) {
      await page.goto(path);
      await hydrated(page);
      await expect(
        page
          .locator('main')
          .getByText(/\d[.,]\d\d/)
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { numberFormats: string[] }).numberFormats), path).toEqual([]);
    }
  });

  test("the browser takes over the server's HTML instead of drawing the page again", async ({ page, request }) => {
    const seen = watch(page);
    const best = await catalogGet<Paged<ProductCard>>(request, '/api/catalog/products?sort=sales&page=1&limit=10');
    for (const path of ['/', '/shop', `/shop/goodDetails/${best.list[0].id}`, '/de/blog', '/join']) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      // The page's heading as the server sent it, before any of the page's code has run.
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.evaluate(() => ((window as unknown as { serverHeading: Element }).serverHeading = document.querySelector('main h1')!));
      release();
      await hydrated(page);
      const kept = await page.evaluate(() => {
        const heading = (window as unknown as { serverHeading: Element }).serverHeading;
        return heading.isConnected && document.querySelector('main h1') === heading;
      });
      expect(kept, path).toBe(true);
      await page.unrouteAll();
    }
    expect(seen.problems).toEqual([]);
  });

  test("a language chosen before the page's code has loaded is applied once it has", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/shop', { waitUntil: 'commit' });
    await page.getByTestId('language-select').selectOption('de');
    release();
    await expect(page).toHaveURL(/\/de\/shop$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
