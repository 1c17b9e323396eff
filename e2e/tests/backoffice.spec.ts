import { expect, test, type Page } from '@playwright/test';
import { auth, newCustomer, payOrder, placeOrder, productsInStock, signIn, type Customer } from './support-account';
import { hydrated } from './support-catalog';
import { money } from './support-checkout';
import { addOperator, bo, confirm, newPage, signInFirstTime } from './support-console';
import { firstPageServedWith, pnpm, release, remotes, runtime } from './support-releases';

// One operator's session in one browser, and a shopper in another: each step starts where the last one ended.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let console_: Page;
let shopper: Page;
let customer: Customer;
let order: { id: number; orderNo: string };
let initialCatalog: string;
const consoleFiles: string[] = [];

test.beforeAll(async ({ browser, request }) => {
  console_ = await newPage(browser);
  customer = await newCustomer(request, 'bo');
  const shopperContext = await browser.newContext();
  await signIn(shopperContext, customer);
  shopper = await shopperContext.newPage();
  // A shopper's pages never fetch the console's code.
  shopper.on('request', (r) => {
    if (r.url().includes('/releases/backoffice/')) consoleFiles.push(r.url());
  });
  initialCatalog = (await remotes(request)).catalog.version;
});

test.afterAll(async ({ request }) => {
  // The journeys after this file start from the catalogue as it was published.
  if ((await remotes(request)).catalog?.version !== initialCatalog) pnpm(['rollback', 'mf-catalog', '--to', initialCatalog]);
});

test('an operator made by the command sets up TOTP on the first sign-in and is shown ten recovery codes once', async ({ request }) => {
  const { secret, uri, recoveryCodes } = await signInFirstTime(console_, await addOperator(request, 'admin'));
  expect(uri).toContain(`secret=${secret}`);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);

  // An admin sees every section; the session is the tab's own, not the shop's token.
  const nav = console_.getByRole('navigation', { name: bo.nav.label });
  for (const section of ['orders', 'reviews', 'customers', 'catalogue', 'releases', 'operators', 'audit'])
    await expect(nav.getByRole('link', { name: bo.nav[section] })).toBeVisible();
  expect(await console_.evaluate(() => sessionStorage.getItem('sf:backoffice:session'))).toMatch(/^op_/);
  const res = await request.get('/backoffice');
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['x-robots-tag']).toContain('noindex');
});

test("a paid order shipped from the console shows its tracking number on the shopper's order page", async ({ request }) => {
  const [product] = await productsInStock(request, 1);
  order = await placeOrder(request, customer, [product]);
  await payOrder(request, customer, order.id);

  await console_.getByRole('link', { name: bo.nav.orders }).click();
  await console_.getByLabel(bo.orders.search).fill(order.orderNo);
  await console_.getByRole('button', { name: bo.orders.find }).click();
  await console_.getByRole('button', { name: order.orderNo }).click();
  const detail = console_.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status')).toHaveText(bo.status.paid);
  await detail.getByLabel(bo.orders.carrier).fill('DHL');
  await detail.getByLabel(bo.orders.trackingNo).fill('JD0146 0000 7788');
  await detail.getByRole('button', { name: bo.orders.ship }).click();
  await confirm(console_, `Ship order ${order.orderNo} with DHL, tracking number JD0146 0000 7788?`);
  await expect(console_.getByTestId('order-detail').getByTestId('order-status')).toHaveText(bo.status.shipped);

  await shopper.goto(`/user/order/details/${order.id}`);
  await expect(shopper.getByTestId('tracking-number')).toHaveText('JD0146 0000 7788');
  await expect(shopper.getByTestId('carrier')).toHaveText('DHL');
});

test("the shopper's review is answered from the console", async ({ request }) => {
  expect((await (await request.post(`/api/order/${order.id}/receive`, { headers: auth(customer) })).json()).status).toBe(200);
  const detail = (await (await request.get(`/api/order/${order.id}`, { headers: auth(customer) })).json()).data;
  const comment = `Sturdy and bright ${Date.now()}`;
  const posted = await request.post('/api/review', {
    headers: auth(customer),
    data: { orderItemId: detail.items[0].id, productRating: 4, serviceRating: 5, content: comment, pictures: [] },
  });
  expect((await posted.json()).status).toBe(200);

  await console_.getByRole('link', { name: bo.nav.reviews }).click();
  // Oldest first: the new review is on the last page.
  const token = await console_.evaluate(() => sessionStorage.getItem('sf:backoffice:session'));
  const waiting = (await (await request.get('/api/backoffice/reviews/waiting?size=10', { headers: { authorization: `Operator ${token}` } })).json()).data;
  const last = Math.max(1, Math.ceil(waiting.total / 10));
  if (last > 1) await console_.getByRole('button', { name: `Page ${last}`, exact: true }).click();
  const card = console_.getByTestId('waiting-review').filter({ hasText: comment });
  await card.getByLabel(bo.reviews.yourReply).fill('Thank you, glad it arrived safely!');
  await card.getByRole('button', { name: bo.reviews.reply }).click();
  await confirm(console_, new RegExp(`^Publish this reply to `));
  await expect(console_.getByRole('status').filter({ hasText: bo.reviews.replied })).toBeVisible();
  await expect(console_.getByTestId('waiting-review').filter({ hasText: comment })).toHaveCount(0);
});

test('a price changed in the console is on the product page the shopper opens next', async ({ request }) => {
  const [product] = await productsInStock(request, 1);
  const skus = (await (await request.get(`/api/catalog/products/${product.id}`)).json()).data.skus as { id: number; code: string; price: number }[];
  const sku = skus.find((s) => s.id === product.skuId)!;
  // Below every SKU's price: the product page shows it as the (lowest) price before any choice.
  const lowest = Math.min(...skus.map((s) => s.price));
  const price = lowest > 200 ? lowest - 101 : lowest - 1;

  await console_.getByRole('link', { name: bo.nav.catalogue }).click();
  await console_.getByLabel(bo.catalogue.productId).fill(String(product.id));
  await console_.getByRole('button', { name: bo.catalogue.find }).click();
  await console_.getByLabel(`Price of ${sku.code}`).fill((price / 100).toFixed(2));
  await console_.getByTestId('sku-row').filter({ hasText: sku.code }).getByRole('button', { name: bo.catalogue.setPrice }).click();
  await expect(console_.getByTestId('confirm-message')).toContainText(`to ${(price / 100).toFixed(2)}`);
  const started = Date.now();
  await console_.getByRole('button', { name: 'OK' }).click();
  await expect(console_.getByRole('status').filter({ hasText: bo.catalogue.saved })).toBeVisible();

  // The first page opened after the change has it: no cached copy is served in between.
  const res = await shopper.goto(`/shop/goodDetails/${product.id}`);
  expect(await res!.text()).toContain(money(price, 'USD'));
  await expect(shopper.getByTestId('detail-price')).toContainText(money(price, 'USD'));
  console.log(`price change: ${Date.now() - started} ms from the confirmation to the product page showing it`);
});

test('the catalogue remote rolled back from the console is what the next page loads, with no restart', async () => {
  const released = release('mf-catalog', 'Console drill');
  await shopper.goto('/');
  await expect(shopper.getByTestId('build-label')).toHaveText('Console drill');

  await console_.getByRole('link', { name: bo.nav.releases }).click();
  const catalog = console_.getByTestId('release-catalog');
  await expect(catalog.getByTestId('current-version')).toHaveText(released);
  await catalog.getByRole('button', { name: `Roll back to ${initialCatalog}` }).click();
  await expect(console_.getByTestId('confirm-message')).toHaveText(`Serve version ${initialCatalog} of catalog to every shopper?`);
  const started = Date.now();
  await console_.getByRole('button', { name: 'OK' }).click();
  // Measured as the release journey measures it: to the first page the server sends with the old version.
  const served = await firstPageServedWith(shopper.request, 'catalog', initialCatalog, started);
  console.log(`rollback from the console: ${served} ms to the first page served with ${initialCatalog}`);

  // The shopper's next page runs it.
  await shopper.goto('/');
  await hydrated(shopper);
  expect((await runtime(shopper)).loaded.catalog).toBe(initialCatalog);
  await expect(shopper.getByTestId('build-label')).toHaveCount(0);
  await expect(catalog.getByTestId('current-version')).toHaveText(initialCatalog);
  expect(consoleFiles, "the console's files fetched by a shopper's page").toEqual([]);
});

test("the releases page charts the content remote's real-user health from shoppers' web vitals", async ({ request }) => {
  // The content remote, not the catalogue: these slow samples would otherwise weigh in the canary journeys
  // of the catalogue that follow in the same store (their stable side would look as slow as a slow canary).
  const version = (await remotes(request)).content.version;
  // Eight shoppers on lines of their own report the about-us page, as the shell does when the page is hidden
  // (no cookie); the store trusts the loopback proxy's address. p75 over them is their shared figure.
  for (let n = 0; n < 8; n++) {
    const sent = await request.post('/api/beacon/vitals', {
      headers: { 'x-forwarded-for': `10.88.0.${n + 1}` },
      data: {
        route: 'aboutus',
        versions: { content: version },
        device: 'phone',
        ssr: true,
        metrics: [
          { name: 'LCP', value: 3200 },
          { name: 'INP', value: 480 },
          { name: 'CLS', value: 0.18 },
          { name: 'TTFB', value: 120 },
        ],
      },
    });
    expect((await sent.json()).data).toEqual({ counted: true });
  }

  // The releases page opened again (the session is the tab's): the charts load with it.
  await console_.reload();
  const health = console_.getByTestId('release-content').getByTestId('release-health');
  await expect(health.getByRole('heading', { name: "Shoppers' experience, last 6 hours" })).toBeVisible();
  const lcp = health.getByTestId('chart-LCP');
  await expect(lcp.getByRole('img', { name: "Largest paint (LCP), p75 per version, last 6 hours, Google's good limit 2.5 sec" })).toBeVisible();
  await expect(lcp.locator(`g[data-version="${version}"][data-role="current"] path`)).toHaveCount(1);
  const current = `${version} (${bo.releases.current})`;
  await expect(lcp.getByTestId('chart-latest')).toContainText(`${current} 3.2 sec at`);
  await expect(health.getByTestId('chart-INP').getByTestId('chart-latest')).toContainText(`${current} 480 ms at`);
  await expect(health.getByTestId('chart-CLS').getByTestId('chart-latest')).toContainText(`${current} 0.18 at`);
  const clients = health.getByTestId('chart-clients').getByTestId('chart-latest');
  console.log(`content health as the console shows it: ${await lcp.getByTestId('chart-latest').textContent()} | ${await clients.textContent()}`);
  // The same figures for screen readers, in the table of every half hour.
  await expect(health.getByRole('table').getByRole('row').filter({ hasText: current }).last()).toContainText('3.2 sec');
});
