import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { matchPath, ROUTES } from '@storefront/shared/routes';
import type { CategoryNode, ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import { auth, newCustomer, placeOrder, productsInStock, signIn, type Customer } from './support-account';
import { layoutShifts, watchLayoutShifts } from './support';
import { catalogGet, hydrated } from './support-catalog';
import { articleIds } from './support-content';

/**
 * Every kind of page of the four remotes and the shell, in English and German, as a visitor and (for a
 * shopper's own pages) signed in: each one opens without a hydration warning, console error or warning,
 * page error or failed answer, and a shopper's own page does not move when its data arrives.
 */

type Lang = 'en' | 'de';
const LANGS: Lang[] = ['en', 'de'];
/** Layout shift a page may add while it loads (Core Web Vitals: "good" is 0.1; the pages here promise less). */
const MAX_CLS = 0.02;

/** What the browser reported while a page was open. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  // A navigation cancels the previous page's pending requests: that is not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return problems;
}

interface Visit {
  path: string;
  /** Something the page shows once its data is there. */
  shows: (page: Page) => ReturnType<Page['getByTestId']>;
  /** A shopper's own page: rendered by the server as a placeholder, its data loaded by the browser. */
  private?: boolean;
}

const heading = (page: Page) => page.locator('main h1').first();

async function publicVisits(request: APIRequestContext, lang: Lang): Promise<Visit[]> {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const tree = await catalogGet<CategoryNode[]>(request, '/api/catalog/categories', lang);
  const best = await catalogGet<Paged<ProductCard>>(request, '/api/catalog/products?sort=sales&page=1&limit=10', lang);
  const [article] = await articleIds(request);
  const questions = (await (await request.get('/api/content/questions', { headers: { 'accept-language': lang } })).json()).data as {
    questions: { id: number }[];
  }[];
  const question = questions[0].questions[0].id;
  const card = (page: Page) => page.getByTestId('product-card').first();
  return [
    { path: `${prefix}/`, shows: card },
    { path: `${prefix}/shop`, shows: card },
    { path: `${prefix}/shop/whatisnew`, shows: card },
    { path: `${prefix}/shop/productList/${tree[0].id}`, shows: card },
    { path: `${prefix}/shop/goodDetails/${best.list[0].id}`, shows: heading },
    { path: `${prefix}/product/${best.list[1].id}`, shows: heading },
    { path: `${prefix}/join`, shows: heading },
    { path: `${prefix}/join/register`, shows: (page: Page) => page.locator('img[data-captcha-id]') },
    { path: `${prefix}/join/forget`, shows: (page: Page) => page.locator('img[data-captcha-id]') },
    { path: `${prefix}/aboutus`, shows: heading },
    { path: `${prefix}/blog`, shows: heading },
    { path: `${prefix}/blog/article?id=${article}`, shows: heading },
    { path: `${prefix}/brandstory`, shows: heading },
    { path: `${prefix}/contact`, shows: heading },
    { path: `${prefix}/photo`, shows: heading },
    { path: `${prefix}/question`, shows: heading },
    { path: `${prefix}/single/question?id=${question}`, shows: heading },
    { path: `${prefix}/single/3`, shows: heading },
    { path: `${prefix}/error`, shows: heading },
    // A visitor's cart lives in the browser: an empty one here.
    { path: `${prefix}/shop/goodCart`, shows: heading, private: true },
    // A guest's order page without its link offers to mail the links again.
    { path: `${prefix}/guest/order`, shows: (page: Page) => page.getByTestId('guest-order-link-request'), private: true },
    // The operators' console has no language prefix: its sign-in, in the default language only.
    ...(lang === 'en' ? [{ path: '/backoffice', shows: heading }] : []),
  ];
}

/** A customer with an address, a paid and an unpaid order, a favourite, a line in the cart and a payment return to show. */
async function customerWithHistory(request: APIRequestContext) {
  const customer = await newCustomer(request, 'every');
  const products = await productsInStock(request, 3);
  const unpaid = await placeOrder(request, customer, [products[0]]);
  const paid = await placeOrder(request, customer, [products[1]]);
  const { payUrl } = (await (await request.post('/api/pay/start', { headers: auth(customer), data: { orderId: paid.id } })).json()).data;
  const approved = await request.post(payUrl, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  const payReturn = new URL(approved.headers().location, 'http://localhost');
  expect((await request.post('/api/user/collection', { headers: auth(customer), data: { productId: products[2].id } })).ok()).toBe(true);
  expect((await request.post('/api/cart/items', { headers: auth(customer), data: { skuId: products[2].skuId, quantity: 1 } })).ok()).toBe(true);
  return { customer, products, unpaid, paid, payReturn: payReturn.pathname.replace(/^\/[a-z]{2}(?=\/)/, '') + payReturn.search };
}

function privateVisits(lang: Lang, history: Awaited<ReturnType<typeof customerWithHistory>>): Visit[] {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const { unpaid, paid, products, payReturn } = history;
  const testId = (id: string) => (page: Page) => page.getByTestId(id).first();
  return [
    { path: `${prefix}/shop/goodCart`, shows: (page: Page) => page.locator(`[data-testid="cart-line"][data-sku="${products[2].skuId}"]`) },
    { path: `${prefix}/shop/placeAnOrder?items=${products[2].skuId}`, shows: (page: Page) => page.locator('.cc-steps') },
    { path: `${prefix}${payReturn}`, shows: testId('pay-success') },
    { path: `${prefix}/user/address`, shows: testId('address') },
    { path: `${prefix}/user/collection`, shows: testId('collection-item') },
    { path: `${prefix}/user/coupon`, shows: (page: Page) => page.getByRole('tablist') },
    { path: `${prefix}/user/mail`, shows: testId('mail-unread') },
    { path: `${prefix}/user/order`, shows: (page: Page) => page.locator(`[data-testid=order][data-order-no="${unpaid.orderNo}"]`) },
    { path: `${prefix}/user/order?status=paid`, shows: (page: Page) => page.locator(`[data-testid=order][data-order-no="${paid.orderNo}"]`) },
    { path: `${prefix}/user/order/rated`, shows: (page: Page) => page.locator('.sf-empty') },
    { path: `${prefix}/user/order/refund?orderId=${paid.id}`, shows: testId('refund-form') },
    { path: `${prefix}/user/order/details/${paid.id}`, shows: testId('order-details') },
    { path: `${prefix}/order/${unpaid.id}`, shows: testId('order-details') },
    { path: `${prefix}/user/review`, shows: (page: Page) => page.locator('.sf-empty') },
    { path: `${prefix}/user/setting`, shows: (page: Page) => page.getByText(history.customer.email).first() },
  ].map((v) => ({ ...v, private: true }));
}

/** Opens a page, waits for its data, and gives what went wrong. */
async function visit(page: Page, problems: string[], { path, shows, private: own }: Visit, lang: Lang) {
  problems.length = 0;
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  const body = await res!.text();
  expect(body, path).toContain(`<html lang="${lang}"`);
  // A shopper's own data never comes with the HTML: the server sends the page's frame with its placeholder.
  if (own) expect(body, path).toContain('data-testid="private-placeholder"');
  await hydrated(page);
  await expect(shows(page), path).toBeVisible();
  await expect(page.getByTestId('private-placeholder'), path).toHaveCount(0);
  await expect(page.locator('main .sf-loading'), path).toHaveCount(0);
  await expect(page.locator('.sf-slot-failed'), path).toHaveCount(0);
  expect(await page.title(), path).not.toBe('');
  if (own) {
    const { total, moved } = await layoutShifts(page);
    expect.soft(total, `${path}: layout shift of ${moved.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
  }
  expect.soft([...problems], path).toEqual([]);
}

test.describe('every page', () => {
  for (const lang of LANGS) {
    test(`every kind of page in ${lang} opens cleanly, as a visitor and signed in`, async ({ page, context, request }) => {
      test.setTimeout(300_000);
      const problems = watch(page);
      await watchLayoutShifts(page);
      const visited: string[] = [];

      for (const v of await publicVisits(request, lang)) {
        await visit(page, problems, v, lang);
        visited.push(v.path);
      }

      const history = await customerWithHistory(request);
      await signIn(context, history.customer as Customer);
      for (const v of privateVisits(lang, history)) {
        await visit(page, problems, v, lang);
        visited.push(v.path);
      }

      // Every route of the table (but the redirect) had a visit.
      const covered = new Set(
        visited.map((path) => {
          const url = new URL(path, 'http://localhost');
          const match = matchPath(url.pathname, url.search);
          return match.kind === 'page' ? match.route : null;
        }),
      );
      // (A route only under a language prefix has no address in the default language.)
      // (Nor a route without one, the console's, in another language.)
      const missing = ROUTES.filter((r) => !r.redirectTo && !(r.prefixedOnly && lang === 'en') && !(r.operatorsOnly && lang !== 'en') && !covered.has(r)).map(
        (r) => r.path,
      );
      expect(missing).toEqual([]);
    });
  }
});
