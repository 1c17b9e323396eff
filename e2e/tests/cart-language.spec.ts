import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@storefront/shared/schemas/checkout';
import { texts } from './support';
import { addOnProductPage, api, cartLine, customer, logInBrowser, pickSkus, US_ADDRESS, type PickedSku } from './support-checkout';

const ccJp = texts('mf-cart-checkout', 'jp');
const catalogEn = texts('mf-catalog', 'en');

/** "Colour: Navy · Size: M", as the cart and the orders word a specification. */
const specText = (pairs: [string, string][]) => pairs.map(([name, value]) => `${name}: ${value}`).join(' · ');

/** The product's name and the chosen options as the product page shows them in the language of its address. */
async function wordsOnProductPage(page: Page, path: string, { product, sku }: PickedSku) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const pairs: [string, string][] = [];
  for (const spec of product.specs) {
    const group = page.getByTestId(`spec-${spec.name}`);
    const name = (await group.locator('legend').textContent())!.trim();
    const option = group
      .locator('label', { has: page.locator(`input[value="${sku.options[spec.name]}"]`) })
      .locator('span')
      .first();
    pairs.push([name, (await option.textContent())!.trim()]);
  }
  return { name: (await heading.textContent())!.trim(), spec: specText(pairs) };
}

test('a line added in English reads in Japanese in the cart, then in the order list and the order details', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const [item] = await pickSkus(request, 1);
  expect(item.product.specs.length, 'a product with options').toBeGreaterThan(0);
  const who = await customer(request);
  await api(request, who, 'post', '/api/user/address', US_ADDRESS);
  await logInBrowser(context, who, baseURL!);

  // Added on the English product page; the cart reads in English.
  const english = await wordsOnProductPage(page, `/shop/goodDetails/${item.product.id}`, item);
  expect(english.spec).toBe(specText(item.product.specs.map((s) => [catalogEn.spec.name[s.name], catalogEn.spec.value[item.sku.options[s.name]]])));
  await addOnProductPage(page, item);
  await page.goto('/shop/goodCart');
  const line = cartLine(page, item.sku.id);
  await expect(line.locator('.cc-line__name')).toHaveText(english.name);
  await expect(line.locator('.cc-line__spec')).toHaveText(english.spec);

  // The language switched to Japanese: the same line, named as the Japanese product page names it.
  await page.getByTestId('language-select').selectOption('jp');
  await expect(page).toHaveURL(/\/jp\/shop\/goodCart$/);
  await expect(page.getByRole('heading', { level: 1, name: ccJp.cart.title })).toBeVisible();
  const japanese = await wordsOnProductPage(page, `/jp/shop/goodDetails/${item.product.id}`, item);
  expect(japanese.name).not.toBe(english.name);
  expect(japanese.spec).not.toBe(english.spec);
  await page.goto('/jp/shop/goodCart');
  await expect(line.locator('.cc-line__name')).toHaveText(japanese.name);
  await expect(line.locator('.cc-line__spec')).toHaveText(japanese.spec);

  // Ordered and paid in Japanese.
  await expect(line).toBeVisible();
  await page.getByRole('button', { name: ccJp.cart.proceed }).click();
  await expect(page).toHaveURL(/\/jp\/shop\/placeAnOrder\?items=/);
  await expect(page.getByTestId('address-choice').getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: ccJp.checkout.continue }).click();
  await page.locator('input[name="cc-method"][value="card"]').check();
  const payPage = context.waitForEvent('page');
  await page.getByRole('button', { name: ccJp.checkout.confirm }).click();
  await expect(page.getByText(ccJp.checkout.created)).toBeVisible();
  // The bought line left the server cart, and the shared cart was read back from it.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const sandbox = await payPage;
  // The sandbox page is in the shopper's language: its approve button is found by what it does.
  await sandbox.locator('button[name="decision"][value="approve"]').click();
  await expect(sandbox).toHaveURL(/\/jp\/shop\/payCallback\?/);
  await expect(sandbox.getByRole('heading', { name: ccJp.payCallback.success })).toBeVisible();
  await sandbox.close();

  const { list } = await api<{ list: Order[] }>(request, who, 'get', '/api/order');
  const order = list[0];
  expect(order.items.map((i) => i.skuId)).toEqual([item.sku.id]);

  await page.goto('/jp/user/order');
  const listed = page.locator(`[data-testid="order"][data-order-no="${order.orderNo}"]`);
  await expect(listed.getByRole('link', { name: japanese.name, exact: true })).toBeVisible();
  await expect(listed.getByText(japanese.spec, { exact: true })).toBeVisible();

  await page.goto(`/jp/user/order/details/${order.id}`);
  const details = page.getByTestId('order-details');
  await expect(details.getByTestId('order-no')).toHaveText(order.orderNo);
  await expect(details.getByRole('link', { name: japanese.name, exact: true })).toBeVisible();
  await expect(details.getByText(japanese.spec, { exact: true })).toBeVisible();
});
