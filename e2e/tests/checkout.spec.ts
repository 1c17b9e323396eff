import { expect, test, type Page } from '@playwright/test';
import type { Address, Order, UserCoupon } from '@storefront/shared/schemas/checkout';
import { setSettings, texts } from './support';
import { joinTexts } from './support-auth';
import {
  addOnProductPage,
  api,
  cartLine,
  cc,
  customer,
  expectSummary,
  logInBrowser,
  money,
  pickSkus,
  serverQuote,
  US_ADDRESS,
  type Customer,
} from './support-checkout';

const shell = texts('shell', 'en');
const join = joinTexts('en');
const shared = texts('shared', 'en');

/** From the cart: select exactly these lines (the cart opens with every line selected) and go to checkout. */
async function checkOut(page: Page, skuIds: number[]) {
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  for (const line of await page.getByTestId('cart-line').all()) {
    await line.getByRole('checkbox').setChecked(skuIds.includes(Number(await line.getAttribute('data-sku'))));
  }
  await page.getByRole('button', { name: cc.cart.proceed }).click();
  await expect(page).toHaveURL(/\/shop\/placeAnOrder\?items=/);
  await expect(page.getByRole('heading', { level: 1, name: cc.checkout.title })).toBeVisible();
}

async function orderByNo(request: Parameters<typeof api>[0], who: Customer, orderNo: string): Promise<Order> {
  const { list } = await api<{ list: { id: number; orderNo: string }[] }>(request, who, 'get', '/api/order?size=100');
  const found = list.find((o) => o.orderNo === orderNo);
  expect(found, `order ${orderNo}`).toBeTruthy();
  return api<Order>(request, who, 'get', `/api/order/${found!.id}`);
}

test.describe('cart, checkout and payment', () => {
  test("a visitor's cart merges at login; one line is bought with a new address, a promo code and a card, and paid", async ({ page, context, request }) => {
    const [first, second, earlier] = await pickSkus(request, 3, { minPrice: 3000 });
    const who = await customer(request);
    // The customer's earlier line, from a visit on another day.
    await api(request, who, 'post', '/api/cart/items', { skuId: earlier.sku.id, quantity: 1 });

    await addOnProductPage(page, first);
    await addOnProductPage(page, second);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/shop/goodCart');
    await expect(cartLine(page, first.sku.id)).toBeVisible();
    await expect(cartLine(page, second.sku.id)).toBeVisible();

    // Log in from the header and come back to the cart: all three lines, the count follows.
    await page.locator('header').getByRole('link', { name: shell.account.login }).click();
    await page.getByLabel(join.login.account).fill(who.username);
    await page.getByLabel(join.login.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: join.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/goodCart$/);
    for (const { sku } of [first, second, earlier]) await expect(cartLine(page, sku.id)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    const server = await api<{ lines: { skuId: number; quantity: number }[] }>(request, who, 'get', '/api/cart');
    expect(server.lines.map((l) => l.skuId).sort()).toEqual([first.sku.id, second.sku.id, earlier.sku.id].sort());

    await checkOut(page, [first.sku.id]);
    // Information step: a first address, with the fields of spec section 3.
    const form = page.getByRole('form', { name: cc.checkout.addAddress });
    await form.getByLabel(shared.addressForm.country).selectOption('US');
    await form.getByLabel(shared.addressForm.firstName).fill(US_ADDRESS.firstName);
    await form.getByLabel(shared.addressForm.lastName).fill(US_ADDRESS.lastName);
    await form.getByLabel(shared.addressForm.region).fill(US_ADDRESS.region);
    await form.getByLabel(shared.addressForm.city).fill(US_ADDRESS.city);
    await form.getByLabel(shared.addressForm.line).fill(US_ADDRESS.line);
    await form.getByLabel(shared.addressForm.postcode).fill('2220');
    await form.getByLabel(shared.addressForm.phone).fill(US_ADDRESS.phone);
    await form.getByRole('button', { name: shared.addressForm.save }).click();
    await expect(form.getByText(shared.validation.postcodeInvalid)).toBeVisible();
    await form.getByLabel(shared.addressForm.postcode).fill(US_ADDRESS.postcode);
    await form.getByRole('button', { name: shared.addressForm.save }).click();
    await expect(page.getByTestId('address-choice').getByRole('radio')).toBeChecked();
    await page.getByRole('button', { name: cc.checkout.continue }).click();

    // Shipping and payment: promo code, note, card.
    await page.getByLabel(cc.checkout.enterCode).fill('save5');
    await page.getByRole('button', { name: cc.checkout.applyCode }).click();
    await expect(page.getByRole('radio', { name: /^SAVE5/ })).toBeChecked();
    await expect(page.getByTestId('summary-discount')).toHaveText('−$5.00');
    await page.getByLabel(cc.checkout.note).fill('Please ring twice');
    await page.getByRole('radio', { name: /Credit or debit card/ }).check();

    const [address] = await api<Address[]>(request, who, 'get', '/api/user/address');
    const coupon = (await api<UserCoupon[]>(request, who, 'get', '/api/user/coupon')).find((c) => c.code === 'SAVE5')!;
    const quote = await serverQuote(request, who, {
      skuIds: [first.sku.id],
      addressId: address.id,
      userCouponId: coupon.id,
      paymentMethod: 'card',
      currency: 'USD',
    });
    expect(quote.discount).toBe(500);
    await expectSummary(page, quote);

    const payPage = context.waitForEvent('page');
    await page.getByRole('button', { name: cc.checkout.confirm }).click();
    await expect(page.getByText(cc.checkout.created)).toBeVisible();
    const orderNo = ((await page.getByTestId('created-order-no').textContent()) ?? '').replace(/^.*:\s*/, '');
    expect(orderNo).toMatch(/^SF\d{6}-[2-9A-Z]{6}$/);
    await expect(page.getByRole('link', { name: cc.checkout.toPay })).toBeVisible();
    // The bought line left the cart; the two others stay.
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    const sandbox = await payPage;
    await expect(sandbox.getByTestId('sandbox-order-no')).toHaveText(orderNo);
    await expect(sandbox.getByTestId('sandbox-amount')).toHaveText(money(quote.actualPayment, 'USD'));
    await sandbox.getByRole('button', { name: 'Approve payment' }).click();
    await expect(sandbox).toHaveURL(/\/shop\/payCallback\?/);
    await expect(sandbox.getByRole('heading', { name: cc.payCallback.success })).toBeVisible();
    await expect(sandbox.getByTestId('paid-order-no')).toHaveText(cc.payCallback.orderNo.replace('{{orderNo}}', orderNo));
    await expect(sandbox.getByRole('link', { name: cc.payCallback.viewOrder })).toHaveAttribute('href', /\/user\/order\/details\/\d+$/);

    const order = await orderByNo(request, who, orderNo);
    expect(order).toMatchObject({ status: 'paid', actualPayment: quote.actualPayment, couponCode: 'SAVE5', note: 'Please ring twice', currency: 'USD' });
    expect(order.items.map((i) => [i.skuId, i.quantity])).toEqual([[first.sku.id, 1]]);
  });

  test('declining on the sandbox page shows the failure text and the order stays unpaid', async ({ page, context, request, baseURL }) => {
    const [item] = await pickSkus(request, 1);
    const who = await customer(request);
    await api(request, who, 'post', '/api/user/address', US_ADDRESS);
    await api(request, who, 'post', '/api/cart/items', { skuId: item.sku.id, quantity: 1 });
    await logInBrowser(context, who, baseURL!);

    await page.goto('/shop/goodCart');
    await checkOut(page, [item.sku.id]);
    await expect(page.getByTestId('address-choice').getByRole('radio')).toBeChecked();
    await page.getByRole('button', { name: cc.checkout.continue }).click();
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    const payPage = context.waitForEvent('page');
    await page.getByRole('button', { name: cc.checkout.confirm }).click();
    const orderNo = ((await page.getByTestId('created-order-no').textContent()) ?? '').replace(/^.*:\s*/, '');

    const sandbox = await payPage;
    await sandbox.getByRole('button', { name: 'Decline payment' }).click();
    await expect(sandbox).toHaveURL(/\/shop\/payCallback\?/);
    await expect(sandbox.getByRole('heading', { name: cc.payCallback.failed })).toBeVisible();
    await expect(sandbox.getByText(cc.payCallback.success)).toHaveCount(0);
    expect((await orderByNo(request, who, orderNo)).status).toBe('unpaid');
  });

  test('checkout without an item or a payment method shows the spec messages; totals in euro equal the server', async ({ page, context, request, baseURL }) => {
    const [a, b] = await pickSkus(request, 2);
    const who = await customer(request);
    await api(request, who, 'post', '/api/user/address', {
      ...US_ADDRESS,
      country: 'DE',
      region: 'Berlin',
      city: 'Berlin',
      line: 'Unter den Linden 1',
      phone: '030 1234567',
      postcode: '10117',
    });
    await api(request, who, 'post', '/api/cart/items', { skuId: a.sku.id, quantity: 2 });
    await api(request, who, 'post', '/api/cart/items', { skuId: b.sku.id, quantity: 1 });
    await logInBrowser(context, who, baseURL!);

    await page.goto('/shop/goodCart');
    await expect(cartLine(page, a.sku.id)).toBeVisible();
    await page.getByRole('checkbox', { name: cc.cart.selectAll }).uncheck();
    await page.getByRole('button', { name: cc.cart.proceed }).click();
    await expect(page.getByRole('alert').filter({ hasText: cc.cart.selectTheItem })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/goodCart$/);

    await page.getByTestId('currency-select').selectOption('EUR');
    await page.getByRole('checkbox', { name: cc.cart.selectAll }).check();
    await checkOut(page, [a.sku.id, b.sku.id]);
    // The saved address is chosen once the address book has loaded; Continue before that asks for one.
    await expect(page.getByTestId('address-choice').getByRole('radio')).toBeChecked();
    await page.getByRole('button', { name: cc.checkout.continue }).click();
    await page.getByRole('button', { name: cc.checkout.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: cc.checkout.selectPayment })).toBeVisible();
    await expect(page.getByTestId('order-created')).toHaveCount(0);

    await page.getByRole('radio', { name: /Digital wallet/ }).check();
    const [address] = await api<Address[]>(request, who, 'get', '/api/user/address');
    const quote = await serverQuote(request, who, {
      skuIds: [a.sku.id, b.sku.id],
      addressId: address.id,
      userCouponId: null,
      paymentMethod: 'wallet',
      currency: 'EUR',
    });
    expect(quote.symbol).toBe('€');
    expect(quote.serviceCharge).toBeGreaterThan(0);
    await expectSummary(page, quote);
  });

  test('with online payment closed (webPayclose=1) the order is placed and paying is not offered, with the reason', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const [item] = await pickSkus(request, 1);
    const who = await customer(request);
    await api(request, who, 'post', '/api/user/address', US_ADDRESS);
    await api(request, who, 'post', '/api/cart/items', { skuId: item.sku.id, quantity: 1 });
    await logInBrowser(context, who, baseURL!);
    await setSettings(request, { webPayclose: 1 });
    try {
      await page.goto('/shop/goodCart');
      await checkOut(page, [item.sku.id]);
      // The saved address is chosen once the address book has loaded; Continue before that asks for one.
      await expect(page.getByTestId('address-choice').getByRole('radio')).toBeChecked();
      await page.getByRole('button', { name: cc.checkout.continue }).click();
      await expect(page.getByText(cc.checkout.payClosedBefore)).toBeVisible();
      await page.getByRole('radio', { name: /Credit or debit card/ }).check();
      await page.getByRole('button', { name: cc.checkout.confirm }).click();
      await expect(page.getByText(cc.checkout.created)).toBeVisible();
      await expect(page.getByText(cc.checkout.payClosed)).toBeVisible();
      await expect(page.getByRole('link', { name: cc.checkout.toPay })).toHaveCount(0);
    } finally {
      await setSettings(request, { webPayclose: 0 });
    }
  });
});
