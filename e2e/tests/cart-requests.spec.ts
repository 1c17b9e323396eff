import { expect, test, type Page, type Request } from '@playwright/test';
import { addOnProductPage, api, cartLine, cc, customer, logInBrowser, money, pickSkus } from './support-checkout';

/**
 * Requests to the API from the moment this is called. `settled()` waits until the page has sent nothing and
 * has nothing on the way for a second (a request that follows an answer starts within that), then ends the count.
 */
function apiRequests(page: Page) {
  const seen: Request[] = [];
  let open = 0;
  let last = Date.now();
  const started = (request: Request) => {
    open++;
    last = Date.now();
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  };
  const ended = () => {
    open--;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    seen,
    async settled() {
      await expect.poll(() => open <= 0 && Date.now() - last >= 1000, { intervals: [250] }).toBe(true);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      return seen.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
    },
  };
}

/** The cart page once its start is over: its lines worded and nothing left on the way. */
async function settledCart(page: Page, skuId: number) {
  const start = apiRequests(page);
  await page.goto('/shop/goodCart');
  await expect(cartLine(page, skuId).locator('.cc-line__name')).not.toHaveText('');
  await start.settled();
}

test.describe('cart requests', () => {
  test("a signed-in shopper's quantity change is one request, and its answer updates the line and the total", async ({ page, context, request, baseURL }) => {
    const [item] = await pickSkus(request, 1);
    const who = await customer(request);
    await api(request, who, 'post', '/api/cart/items', { skuId: item.sku.id, quantity: 1 });
    await logInBrowser(context, who, baseURL!);
    await settledCart(page, item.sku.id);
    const line = cartLine(page, item.sku.id);
    await expect(line.getByTestId('line-subtotal')).toHaveText(money(item.sku.price, 'USD'));

    const requests = apiRequests(page);
    await line.getByRole('button', { name: cc.cart.increase.replace('{{name}}', item.product.name) }).click();
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    await expect(line.getByTestId('line-subtotal')).toHaveText(money(item.sku.price * 2, 'USD'));
    await expect(page.getByTestId('cart-total')).toHaveText(money(item.sku.price * 2, 'USD'));
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    expect(await requests.settled()).toEqual([`PUT /api/cart/items/${item.sku.id}`]);
    // The server holds what the screen shows.
    const server = await api<{ lines: { skuId: number; quantity: number }[] }>(request, who, 'get', '/api/cart');
    expect(server.lines.map((l) => [l.skuId, l.quantity])).toEqual([[item.sku.id, 2]]);
    // The line keeps its words: the answer carried them.
    await expect(line.locator('.cc-line__name')).toHaveText(item.product.name);
  });

  test("a visitor's quantity change sends no request; the line, the total and the count follow", async ({ page, request }) => {
    const [item] = await pickSkus(request, 1);
    await addOnProductPage(page, item);
    await settledCart(page, item.sku.id);
    const line = cartLine(page, item.sku.id);

    const requests = apiRequests(page);
    await line.getByRole('button', { name: cc.cart.increase.replace('{{name}}', item.product.name) }).click();
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    await expect(line.getByTestId('line-subtotal')).toHaveText(money(item.sku.price * 2, 'USD'));
    await expect(page.getByTestId('cart-total')).toHaveText(money(item.sku.price * 2, 'USD'));
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    expect(await requests.settled()).toEqual([]);

    // Kept in this browser: the count and the line survive a reload.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
  });
});
