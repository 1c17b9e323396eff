import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { latestMail, texts } from './support';
import { operator } from './support-account';
import { freshShopper, imageCodeText, joinTexts, mailedCode } from './support-auth';
import { hydrated } from './support-catalog';
import { pickSkus, US_ADDRESS, type PickedSku } from './support-checkout';

const ccDe = texts('mf-cart-checkout', 'de');
const accountDe = texts('mf-account', 'de');
const catalogDe = texts('mf-catalog', 'de');
const sharedDe = texts('shared', 'de');
const joinDe = joinTexts('de');
const apiDe = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../api/src/i18n/locales/de.json'), 'utf8'));

/** Adds a SKU on its German product page: each specification chosen, then "add to cart". */
async function addOnGermanPage(page: Page, { product, sku }: PickedSku, count: number) {
  await page.goto(`/de/shop/goodDetails/${product.id}`);
  await hydrated(page);
  for (const spec of product.specs) {
    const value = sku.options[spec.name];
    await page
      .getByTestId(`spec-${spec.name}`)
      .getByRole('radio', { name: catalogDe.spec.value[value] ?? value, exact: true })
      .check();
  }
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

test('a guest buys in German, opens the order from its mail in another browser, confirms receipt, then finds it in a new account', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const [first, second] = await pickSkus(request, 2);
  const shopper = freshShopper('guest');

  // Two products in the cart of a visitor, then the checkout without an account.
  await addOnGermanPage(page, first, 1);
  await addOnGermanPage(page, second, 2);
  await page.goto('/de/shop/goodCart');
  await page.getByRole('button', { name: ccDe.cart.proceed }).click();
  await expect(page).toHaveURL(/\/de\/shop\/placeAnOrder\?items=/);
  const checkout = page.getByTestId('guest-checkout');
  await expect(checkout).toBeVisible();

  await checkout.getByLabel(ccDe.guest.email, { exact: true }).fill(shopper.email);
  const form = checkout.getByRole('form', { name: ccDe.checkout.addressHeading });
  await form.getByLabel(sharedDe.addressForm.country).selectOption('US');
  for (const field of ['firstName', 'lastName', 'region', 'city', 'line', 'postcode', 'phone'] as const) {
    await form.getByLabel(sharedDe.addressForm[field], { exact: true }).fill(US_ADDRESS[field]);
  }
  await form.getByRole('button', { name: ccDe.guest.useAddress }).click();
  await expect(checkout.getByTestId('guest-address')).toContainText(US_ADDRESS.line);
  await checkout.locator('input[name="guest-method"][value="card"]').check();
  await checkout.getByRole('button', { name: ccDe.checkout.confirm }).click();

  // The confirmation: the order, paying it, and an account offered, not required.
  const created = page.getByTestId('order-created');
  await expect(created.getByRole('heading', { name: ccDe.guest.thanks })).toBeVisible();
  const orderNo = ((await created.getByTestId('created-order-no').textContent()) ?? '').match(/SF\d{6}-[A-Z0-9]{6}/)?.[0];
  expect(orderNo).toBeTruthy();
  await expect(page.getByRole('link', { name: ccDe.guest.createAccount })).toHaveAttribute('href', /\/de\/join\/register\?email=/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // Paid on the sandbox page, like a customer.
  await created.getByRole('button', { name: ccDe.checkout.toPay }).click();
  await page.getByRole('button', { name: apiDe.checkout.pay.page.approve }).click();
  await expect(page).toHaveURL(/\/de\/shop\/payCallback\?/);
  await expect(page.getByRole('heading', { name: ccDe.payCallback.success })).toBeVisible();

  // The order mail, in German, holds the order's link.
  await expect.poll(async () => (await latestMail(request, shopper.email))?.text ?? '').toMatch(/\/de\/guest\/order#[A-Za-z0-9_-]{43}/);
  const mail = await latestMail(request, shopper.email);
  const link = mail.text.match(/\/de\/guest\/order#[A-Za-z0-9_-]{43}/)![0];

  // A fresh browser (no session, no storage) opens the order from the link.
  const other = await browser.newContext({ baseURL });
  const guest = await other.newPage();
  await guest.goto(link);
  const order = guest.getByTestId('guest-order');
  await expect(order.getByTestId('order-no')).toHaveText(orderNo!);
  await expect(order.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');

  // Shipped by the operator: the guest confirms receipt.
  await operator(request, 'ship', orderNo!);
  await guest.reload();
  await order.getByRole('button', { name: accountDe.orders.actions.receive }).click();
  await expect(order.getByTestId('order-status')).toHaveAttribute('data-status', 'received');

  // Registering with the same address brings the order into the account; the old link opens nothing now.
  await guest.goto(`/de/join/register?email=${encodeURIComponent(shopper.email)}`);
  await expect(guest.getByLabel(joinDe.register.email)).toHaveValue(shopper.email);
  await guest.getByLabel(joinDe.register.username).fill(shopper.username);
  await guest.getByLabel(joinDe.register.password, { exact: true }).fill(shopper.password);
  await guest.getByLabel(joinDe.register.confirmPassword).fill(shopper.password);
  await guest.getByLabel(joinDe.code.imageCode, { exact: true }).fill(await imageCodeText(guest));
  await guest.getByRole('button', { name: joinDe.code.send }).click();
  await expect(guest.getByText(joinDe.code.sent.replace('{{email}}', shopper.email))).toBeVisible();
  await guest.getByLabel(joinDe.code.emailCode).fill(await mailedCode(request, shopper.email));
  await guest.getByRole('checkbox', { name: joinDe.register.agree }).check();
  await guest.getByRole('button', { name: joinDe.register.submit, exact: true }).click();
  await expect(guest).not.toHaveURL(/join\/register/);

  await guest.goto('/de/user/order');
  await expect(guest.getByText(orderNo!)).toBeVisible();
  await guest.goto(link);
  await expect(guest.getByTestId('guest-order-link-request')).toBeVisible();
  await other.close();
});
