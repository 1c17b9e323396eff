import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { texts } from './support';
import { createShopper } from './support-auth';
import { productDetail, productPage } from './support-catalog';
import { baseURL } from '../playwright.config';

/** The `account` namespace of mf-account in a locale. */
export const accountTexts = (locale = 'en'): any => texts('mf-account', locale);

export interface Customer {
  username: string;
  email: string;
  password: string;
  token: string;
  user: { id: number; username: string; email: string; nickname?: string | null; avatar?: string | null };
}

/** A new account with a session; the API calls of the test use its bearer token. */
export async function newCustomer(request: APIRequestContext, prefix = 'acc'): Promise<Customer> {
  const shopper = await createShopper(request, prefix);
  const res = await request.post('/api/user/login', { data: { account: shopper.username, password: shopper.password } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user } = (await res.json()).data;
  return { ...shopper, token, user };
}

/**
 * Opens the site as the logged-in customer: the token cookie and the remembered user info, exactly what
 * a login through the join page leaves behind (that page has its own journeys).
 */
export async function signIn(context: BrowserContext, customer: Customer) {
  await context.addCookies([{ name: 'token', value: customer.token, url: baseURL }]);
  await context.addInitScript((user) => {
    if (!window.localStorage.getItem('userInfo')) window.localStorage.setItem('userInfo', JSON.stringify(user));
  }, customer.user);
}

export const auth = (customer: Customer) => ({ authorization: `Bearer ${customer.token}` });

async function data<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  const body: { data: T } = await res.json();
  return body.data;
}

export interface ProductWithSku {
  id: number;
  name: string;
  skuId: number;
  price: number;
}

/** Products of the seeded catalogue that have a SKU in stock. */
export async function productsInStock(request: APIRequestContext, count: number): Promise<ProductWithSku[]> {
  const { list } = await productPage(request, 'limit=20&sort=sales');
  const out: ProductWithSku[] = [];
  for (const { id } of list) {
    const detail = await productDetail(request, id);
    const sku = detail.skus.find((s) => s.stock >= 5);
    if (sku) out.push({ id: detail.id, name: detail.name, skuId: sku.id, price: sku.price });
    if (out.length === count) break;
  }
  expect(out).toHaveLength(count);
  return out;
}

/** An unpaid order of the customer for the products, placed through the API as the checkout does. */
export async function placeOrder(request: APIRequestContext, customer: Customer, products: ProductWithSku[], options: { userCouponId?: number } = {}) {
  const headers = auth(customer);
  const address = await data<{ id: number }>(
    await request.post('/api/user/address', {
      headers,
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        country: 'GB',
        region: 'London',
        city: 'London',
        line: '1 Tea Street',
        postcode: 'SW1A 1AA',
        phone: '+442071234567',
      },
    }),
  );
  for (const p of products) await data(await request.post('/api/cart/items', { headers, data: { skuId: p.skuId, quantity: 1 } }));
  const created = await data<{ order: { id: number; orderNo: string; actualPayment: number } }>(
    await request.post('/api/order/create', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { skuIds: products.map((p) => p.skuId), addressId: address.id, paymentMethod: 'card', userCouponId: options.userCouponId ?? null },
    }),
  );
  return created.order;
}

/** Pays an order on the sandbox provider's page without a browser (approve). */
export async function payOrder(request: APIRequestContext, customer: Customer, orderId: number) {
  const { payUrl } = await data<{ payUrl: string }>(await request.post('/api/pay/start', { headers: auth(customer), data: { orderId } }));
  const res = await request.post(payUrl, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

/** The operator's command line, through the development route (the embedded database is the server's). */
export async function operator(request: APIRequestContext, ...args: string[]) {
  const result = await data<{ code: number; lines: string[] }>(await request.post('/api/dev/operator', { data: { args } }));
  expect(result.code, result.lines.join('\n')).toBe(0);
  return result.lines;
}

/** A real JPG or PNG image, drawn by the browser itself. */
export async function pictureOf(page: Page, type: 'jpeg' | 'png'): Promise<Buffer> {
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 64, height: 64 });
  await other.setContent('<body style="margin:0;background:linear-gradient(135deg,#8a3b12,#0b6e69)"></body>');
  const shot = await other.screenshot({ type });
  await other.close();
  return shot;
}

/** The order card of an order number on user/order. */
export const orderCard = (page: Page, orderNo: string) => page.locator(`[data-testid=order][data-order-no="${orderNo}"]`);
