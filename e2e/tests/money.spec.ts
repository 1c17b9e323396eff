import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@storefront/shared/routes';
import type { Address, Order } from '@storefront/shared/schemas/checkout';
import { chooseCurrency, texts } from './support';
import { hydrated } from './support-catalog';
import { api, cartLine, customer, expectSummary, logInBrowser, money, pickSkus, serverQuote, US_ADDRESS } from './support-checkout';

// A shopper pays in the currency they browse in: the cart, the checkout, the payment page, the order's
// pages, its mail and the payment attempt all carry the same figures, written as the page's language writes them.

const at = (lang: Locale, path: string) => (lang === 'en' ? `/${path}` : `/${lang}/${path}`);

/** What a German reader writes for euros: "18,46 €" (a no-break space before the sign). */
const GERMAN_EUROS = /^\d{1,3}(\.\d{3})*,\d{2}\s€$/;
/** Yen in English: "¥3,030", never with decimals. */
const ENGLISH_YEN = /^¥\d{1,3}(,\d{3})*$/;

async function payInCurrency(page: Page, lang: Locale, currency: string, shape: RegExp, request: Parameters<typeof api>[0], baseURL: string) {
  const cc = texts('mf-cart-checkout', lang);
  const [item] = await pickSkus(request, 1, { minPrice: 1500 });
  const who = await customer(request);
  await api(request, who, 'post', '/api/user/address', US_ADDRESS);
  await api(request, who, 'post', '/api/cart/items', { skuId: item.sku.id, quantity: 1 });
  await logInBrowser(page.context(), who, baseURL);

  const [address] = await api<Address[]>(request, who, 'get', '/api/user/address');
  const quote = await serverQuote(request, who, { skuIds: [item.sku.id], addressId: address.id, userCouponId: null, paymentMethod: 'card', currency });
  expect(quote.currency).toBe(currency);
  const total = money(quote.local.actualPayment, currency, lang);

  // The cart, in the currency the shopper chose: one line, its total the checkout's subtotal.
  await page.goto(at(lang, 'shop/goodCart'));
  await expect(cartLine(page, item.sku.id)).toBeVisible();
  await hydrated(page);
  await chooseCurrency(page, currency);
  await expect(page.getByTestId('cart-total')).toHaveText(money(quote.local.subtotal, currency, lang));
  expect((await page.getByTestId('cart-total').textContent())!.trim()).toMatch(shape);

  // The checkout: every figure as the server computed it in that currency.
  await page.getByRole('button', { name: cc.cart.proceed }).click();
  await expect(page).toHaveURL(/\/shop\/placeAnOrder\?items=/);
  await expect(page.getByTestId('address-choice').getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: cc.checkout.continue }).click();
  await page.locator('input[name="cc-method"][value="card"]').check();
  await expectSummary(page, quote, lang);
  expect((await page.getByTestId('summary-actualPayment').textContent())!.trim()).toMatch(shape);

  // The payment page asks for exactly that total.
  const payPage = page.context().waitForEvent('page');
  await page.getByRole('button', { name: cc.checkout.confirm }).click();
  const sandbox = await payPage;
  await expect(sandbox.getByTestId('sandbox-amount')).toHaveText(total);
  await sandbox.locator('button[name="decision"][value="approve"]').click();
  await expect(sandbox).toHaveURL(/\/shop\/payCallback\?/);
  // The attempt was charged in that currency and amount (the provider's signed return names both).
  const returned = new URL(sandbox.url()).searchParams;
  expect({ amount: returned.get('amount'), currency: returned.get('currency') }).toEqual({ amount: String(quote.local.actualPayment), currency });
  await expect(sandbox.getByTestId('pay-success')).toBeVisible();

  // The order keeps those figures: its page and the order list show the same total.
  const { list } = await api<{ list: { id: number; orderNo: string }[] }>(request, who, 'get', '/api/order?size=10');
  const order = await api<Order>(request, who, 'get', `/api/order/${list[0].id}`);
  expect(order).toMatchObject({ status: 'paid', currency, local: quote.local });
  await page.goto(at(lang, `user/order/details/${order.id}`));
  await expect(page.getByTestId('actual-payment')).toHaveText(total);
  await page.goto(at(lang, 'user/order'));
  await expect(page.locator(`[data-testid="order"][data-order-no="${order.orderNo}"] strong.sf-price`)).toHaveText(total);
  // The order's mail: "placed, please pay ..." and "payment received ..." name the same total.
  await page.goto(at(lang, 'user/mail'));
  await expect(page.getByTestId('mail-item').first()).toBeVisible();
  await hydrated(page);
  const bodies: string[] = [];
  for (const notice of await page.getByTestId('mail-item').all()) {
    await notice.getByRole('button').click();
    await expect(notice.locator('p')).toBeVisible();
    bodies.push(((await notice.locator('p').textContent()) ?? '').replace(/\s/g, ' '));
  }
  const aboutOrder = bodies.filter((body) => body.includes(order.orderNo));
  expect(aboutOrder).toHaveLength(2);
  for (const body of aboutOrder) expect(body).toContain(total);
  return { quote, total };
}

test.describe('paying in the shown currency', () => {
  test('in euros on German pages: "18,46 €" everywhere, charged in euros', async ({ page, request, baseURL }) => {
    const { total } = await payInCurrency(page, 'de', 'EUR', GERMAN_EUROS, request, baseURL!);
    expect(total).toMatch(GERMAN_EUROS);
  });

  test('in yen: whole yen everywhere, charged in yen', async ({ page, request, baseURL }) => {
    const { quote, total } = await payInCurrency(page, 'en', 'JPY', ENGLISH_YEN, request, baseURL!);
    expect(total).not.toContain('.');
    expect(Number.isInteger(quote.local.actualPayment)).toBe(true);
  });
});
