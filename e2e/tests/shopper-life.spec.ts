import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { texts } from './support';
import { productDetail } from './support-catalog';
import {
  accountTexts,
  auth,
  newCustomer,
  operator,
  orderCard,
  payOrder,
  pictureOf,
  productsInStock,
  signIn,
  type Customer,
  type ProductWithSku,
} from './support-account';
import { money } from './support-checkout';

const path = (locale: string, to: string) => (locale === 'en' ? `/${to}` : `/${locale}/${to}`);
const PHONE = { width: 390, height: 844 };

async function data<T>(res: APIResponse | Promise<APIResponse>): Promise<T> {
  const answer = await res;
  const body = await answer.json();
  expect(body.status, `${answer.url()}: ${body.msg}`).toBe(200);
  return body.data as T;
}

const ADDRESSES = {
  GB: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
    region: 'London',
    city: 'London',
    line: '1 Tea Street',
    postcode: 'SW1A 1AA',
    phone: '+442071234567',
  },
  DE: {
    firstName: 'Max',
    lastName: 'Muster',
    country: 'DE',
    region: 'Berlin',
    city: 'Berlin',
    line: 'Unter den Linden 1',
    postcode: '10117',
    phone: '030 1234567',
  },
};

/** An unpaid order placed through the API while reading the shop in English (names are stored in English). */
async function order(request: APIRequestContext, who: Customer, products: ProductWithSku[], country: keyof typeof ADDRESSES = 'GB') {
  const headers = { ...auth(who), 'accept-language': 'en' };
  const address = await data<{ id: number }>(request.post('/api/user/address', { headers, data: ADDRESSES[country] }));
  for (const p of products) await data(request.post('/api/cart/items', { headers, data: { skuId: p.skuId, quantity: 1 } }));
  const created = await data<{ order: { id: number; orderNo: string; items: { id: number; name: string }[] } }>(
    request.post('/api/order/create', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { skuIds: products.map((p) => p.skuId), addressId: address.id, paymentMethod: 'card', userCouponId: null },
    }),
  );
  return created.order;
}

/** Paid, shipped by the operator and received: the order waits for its evaluations. */
async function receivedOrder(request: APIRequestContext, who: Customer, products: ProductWithSku[]) {
  const placed = await order(request, who, products);
  await payOrder(request, who, placed.id);
  await operator(request, 'ship', placed.orderNo);
  await data(request.post(`/api/order/${placed.id}/receive`, { headers: auth(who) }));
  return placed;
}

const catalogName = async (request: APIRequestContext, productId: number, locale: string) => (await productDetail(request, productId, locale)).name;

const cartLine = (page: Page, skuId: number) => page.locator(`[data-testid="cart-line"][data-sku="${skuId}"]`);

test.describe('a shopper in their own language', () => {
  test('order items follow the page language on /cn and /tw (rated orders, order list, order detail); English stays English', async ({
    page,
    context,
    request,
  }) => {
    const who = await newCustomer(request, 'lang');
    const products = await productsInStock(request, 2);
    const placed = await receivedOrder(request, who, products);
    for (const item of placed.items) {
      await data(
        request.post('/api/review', {
          headers: auth(who),
          data: { orderItemId: item.id, productRating: 5, serviceRating: 5, content: 'Just as pictured.', pictures: [] },
        }),
      );
    }
    await signIn(context, who);

    // Read in English first (the shop remembers the last language chosen).
    await page.goto('/user/order');
    for (const p of products) await expect(orderCard(page, placed.orderNo).getByRole('link', { name: p.name, exact: true })).toBeVisible();

    for (const locale of ['cn', 'tw']) {
      const names = await Promise.all(products.map((p) => catalogName(request, p.id, locale)));
      names.forEach((name, i) => expect(name, 'the catalogue has its own name in this language').not.toBe(products[i].name));

      await page.goto(path(locale, 'user/order/rated'));
      const rated = orderCard(page, placed.orderNo);
      for (const name of names) await expect(rated.getByRole('link', { name, exact: true })).toBeVisible();
      for (const p of products) await expect(rated.getByText(p.name, { exact: true })).toHaveCount(0);
      // Specifications are worded in the language too (never the English "Colour").
      await expect(rated.getByText(/Colour/)).toHaveCount(0);

      await page.goto(path(locale, 'user/order'));
      for (const name of names) await expect(orderCard(page, placed.orderNo).getByRole('link', { name, exact: true })).toBeVisible();

      await page.goto(path(locale, `user/order/details/${placed.id}`));
      const table = page.getByRole('table');
      for (const name of names) await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(table.getByText(/Colour/)).toHaveCount(0);
    }
  });

  for (const locale of ['en', 'de'] as const) {
    test(`a declined payment (${locale}): a proper heading, the order number, pay again and the order center; the sandbox page has its icon`, async ({
      page,
      context,
      request,
    }) => {
      const t = texts('mf-cart-checkout', locale).payCallback;
      const who = await newCustomer(request, 'decl');
      const [product] = await productsInStock(request, 1);
      const placed = await order(request, who, [product]);
      await signIn(context, who);
      const { payUrl } = await data<{ payUrl: string }>(request.post('/api/pay/start', { headers: auth(who), data: { orderId: placed.id, locale } }));

      const missing: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404) missing.push(r.url());
      });
      await page.goto(payUrl);
      await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
      await page.waitForLoadState('networkidle');
      expect(missing, 'requests answered 404 on the sandbox page').toEqual([]);

      await page.locator('button.decline').click();
      await expect(page).toHaveURL(/\/shop\/payCallback\?/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(t.failed);
      expect((await heading.textContent())!.charAt(0)).toMatch(/\p{Lu}/u);
      await expect(page.getByText(t.failedText)).toBeVisible();
      await expect(page.getByTestId('failed-order-no')).toHaveText(t.orderNo.replace('{{orderNo}}', placed.orderNo));
      await expect(page.getByRole('link', { name: t.goToOrders })).toHaveAttribute('href', new RegExp(`${path(locale, `user/order/details/${placed.id}`)}$`));

      // Pay again: a new attempt on the provider's page, for the same order.
      await page.getByRole('button', { name: t.payAgain }).click();
      await expect(page).toHaveURL(/\/api\/pay\/sandbox\//);
      await expect(page.getByTestId('sandbox-order-no')).toHaveText(placed.orderNo);
      await page.locator('button.approve').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.success);
    });
  }

  for (const locale of ['en', 'cn'] as const) {
    test(`the cart on a phone (${locale}) opens with every line selected; an unticked line stays unticked`, async ({ page, context, request }) => {
      await page.setViewportSize(PHONE);
      const t = texts('mf-cart-checkout', locale).cart;
      const who = await newCustomer(request, 'cart');
      const products = await productsInStock(request, 3);
      for (const p of products) await data(request.post('/api/cart/items', { headers: auth(who), data: { skuId: p.skuId, quantity: 1 } }));
      await signIn(context, who);

      await page.goto(path(locale, 'shop/goodCart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      for (const p of products) await expect(cartLine(page, p.skuId).getByRole('checkbox')).toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.selectAll })).toBeChecked();
      await expect(page.getByText(t.selectedCount.replace('{{count}}', '3'))).toBeVisible();
      const sum = products.reduce((s, p) => s + p.price, 0);
      await expect(page.getByTestId('cart-total')).toHaveText(money(sum, 'USD', locale));

      const [first, second, third] = products;
      await cartLine(page, first.skuId).getByRole('checkbox').uncheck();
      await expect(page.getByText(t.selectedCount.replace('{{count}}', '2'))).toBeVisible();
      // Changing another line checks the cart again; the unticked line stays unticked.
      await cartLine(page, second.skuId).locator('.cc-qty button').last().click();
      await expect(cartLine(page, second.skuId).getByRole('spinbutton')).toHaveValue('2');
      await expect(page.getByText(t.selectedCount.replace('{{count}}', '3'))).toBeVisible();
      await expect(cartLine(page, first.skuId).getByRole('checkbox')).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.selectAll })).not.toBeChecked();

      await page.getByRole('button', { name: t.proceed }).click();
      await expect(page).toHaveURL(new RegExp(`/shop/placeAnOrder\\?items=${second.skuId}(,|%2C)${third.skuId}$`));
    });
  }
});

test.describe('small things of the personal area and the shell', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`order status tabs stay on one row at 1280 px and on a phone (${locale})`, async ({ page, context, request }) => {
      const who = await newCustomer(request, 'tabs');
      await signIn(context, who);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path(locale, 'user/order'));
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(6);
      await expect(tabs.last()).toHaveText(accountTexts(locale).orders.tabs.completed);
      const rows = () => tabs.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
      expect(await rows()).toBe(1);
      // At 1280 px every tab is in view, none behind a scroll.
      expect(await page.getByRole('tablist').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await page.setViewportSize(PHONE);
      expect(await rows()).toBe(1);
      await tabs.last().click();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.last()).toBeInViewport();
    });
  }

  for (const locale of ['en', 'jp'] as const) {
    test(`the review dialog says which item it shows, and each picture's Remove sits below it (${locale}, phone)`, async ({ page, context, request }) => {
      await page.setViewportSize(PHONE);
      const t = accountTexts(locale);
      const who = await newCustomer(request, 'rev');
      const products = await productsInStock(request, 3);
      const placed = await receivedOrder(request, who, products);
      await signIn(context, who);

      await page.goto(path(locale, 'user/order?status=received'));
      await orderCard(page, placed.orderNo).getByRole('button', { name: t.orders.actions.evaluate }).click();
      const dialog = page.getByRole('dialog', { name: t.review.title });
      const position = (n: number) => t.review.position.replace('{{n}}', String(n)).replace('{{total}}', '3');
      await expect(dialog.getByTestId('review-position')).toHaveText(position(1));

      await dialog.getByTestId('review-picture-input').setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: await pictureOf(page, 'png') });
      const picture = dialog.getByTestId('review-pictures').locator('li').first();
      await expect(picture).toHaveAttribute('data-status', 'done');
      const thumb = (await picture.locator('img').boundingBox())!;
      const remove = (await picture.getByRole('button', { name: t.review.removePicture.replace('{{n}}', '1') }).boundingBox())!;
      expect(remove.y, 'Remove starts below the thumbnail').toBeGreaterThanOrEqual(thumb.y + thumb.height);
      expect(remove.x + remove.width / 2).toBeGreaterThan(thumb.x);
      expect(remove.x + remove.width / 2).toBeLessThan(thumb.x + thumb.width);

      await dialog.locator('input[name=productRating][value="5"]').check();
      await dialog.locator('input[name=serviceRating][value="4"]').check();
      await dialog.getByLabel(t.review.comment).fill('Soft and well made.');
      await dialog.getByRole('button', { name: t.review.submit }).click();
      // The dialog moves on by itself, and says so.
      await expect(dialog.getByTestId('review-position')).toHaveText(position(2));
      await expect(dialog.getByTestId('review-pictures').locator('li')).toHaveCount(0);
    });
  }

  for (const locale of ['en', 'jp'] as const) {
    test(`the inbox has one action area, not a Delete row per message (${locale})`, async ({ page, context, request }) => {
      const t = accountTexts(locale);
      const ok = texts('shared', locale).confirm.ok;
      const who = await newCustomer(request, 'mail');
      const products = await productsInStock(request, 1);
      // Each placed order leaves a message in the inbox.
      await order(request, who, products);
      await order(request, who, products);
      const { total } = await data<{ total: number }>(request.get('/api/user/mail', { headers: auth(who) }));
      expect(total).toBeGreaterThanOrEqual(2);
      await signIn(context, who);

      await page.goto(path(locale, 'user/mail'));
      const items = page.getByTestId('mail-item');
      await expect(items).toHaveCount(Math.min(total, 10));
      await expect(items.getByRole('button', { name: t.common.delete, exact: true })).toHaveCount(0);
      const actions = page.getByTestId('mail-actions');
      await expect(page.getByRole('button', { name: t.mail.deleteSelected.replace('{{count}}', '0') })).toHaveCount(1);

      await actions.getByRole('button').click();
      await expect(page.getByRole('alert').filter({ hasText: t.mail.selectFirst })).toBeVisible();
      await items.first().getByRole('checkbox').check();
      await actions.getByRole('button', { name: t.mail.deleteSelected.replace('{{count}}', '1') }).click();
      await expect(page.getByRole('dialog', { name: t.mail.deleteConfirm.title })).toContainText(t.mail.deleteConfirm.body);
      await page.getByRole('dialog').getByRole('button', { name: ok }).click();
      await expect(items).toHaveCount(Math.min(total - 1, 10));
    });
  }

  test('the footer is written in the page language: English on /, Japanese all through on /jp', async ({ page }) => {
    const year = String(new Date().getFullYear());
    await page.goto('/');
    await expect(page.locator('footer .sf-footer__copy')).toHaveText(texts('shell', 'en').footer.copyright.replace('{{year}}', year));
    await page.goto('/jp');
    const jp = texts('shell', 'jp').footer.copyright.replace('{{year}}', year);
    await expect(page.locator('footer .sf-footer__copy')).toHaveText(jp);
    await expect(page.locator('footer')).not.toContainText('All rights reserved');
  });

  for (const locale of ['en', 'de'] as const) {
    test(`tax has one format at checkout and on the order (${locale})`, async ({ page, context, request }) => {
      const cc = texts('mf-cart-checkout', locale);
      const account = accountTexts(locale);
      const who = await newCustomer(request, 'tax');
      const [product] = await productsInStock(request, 1);
      const placed = await order(request, who, [product], 'DE');
      await data(request.post('/api/cart/items', { headers: auth(who), data: { skuId: product.skuId, quantity: 1 } }));
      await signIn(context, who);

      await page.goto(path(locale, `shop/placeAnOrder?items=${product.skuId}`));
      await page.getByRole('button', { name: cc.checkout.continue }).click();
      const checkoutLabel = cc.checkout.tax.replace('{{rate}}', '19%');
      await expect(page.getByTestId('order-summary').getByText(checkoutLabel, { exact: true })).toBeVisible();

      await page.goto(path(locale, `user/order/details/${placed.id}`));
      const orderLabel = account.orders.details.tax.replace('{{rate}}', '19%');
      await expect(page.getByText(orderLabel, { exact: true })).toBeVisible();
      await expect(page.getByText(/19[.,]00\s?%/)).toHaveCount(0);
    });
  }
});
