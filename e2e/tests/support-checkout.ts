import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';
import { LANGUAGE_TAGS, type Locale } from '@storefront/shared/routes';
import type { Quote, QuoteBody } from '@storefront/shared/schemas/checkout';
import { texts } from './support';
import { createShopper } from './support-auth';
import { hydrated, productDetail, productPage } from './support-catalog';

export const cc = texts('mf-cart-checkout', 'en');
const catalogEn = texts('mf-catalog', 'en');

export interface PickedSku {
  product: ProductDetail;
  sku: ProductDetail['skus'][number];
}

const taken = new Set<number>();
/** SKUs of different products with stock and a price in range, not used by an earlier test of this run. */
export async function pickSkus(request: APIRequestContext, count: number, { minPrice = 0, maxPrice = Infinity } = {}): Promise<PickedSku[]> {
  const out: PickedSku[] = [];
  const { list } = await productPage(request, 'sort=sales&limit=100');
  for (const card of list) {
    if (out.length === count) break;
    const product = await productDetail(request, card.id);
    const sku = product.skus.find((s) => s.stock >= 3 && s.price >= minPrice && s.price <= maxPrice && !taken.has(s.id));
    if (!sku) continue;
    taken.add(sku.id);
    out.push({ product, sku });
  }
  if (out.length < count) throw new Error(`only ${out.length} SKUs in stock between ${minPrice} and ${maxPrice}`);
  return out;
}

/** A shopper with a session token for API calls as that customer. */
export async function customer(request: APIRequestContext) {
  const shopper = await createShopper(request, 'cc');
  const res = await request.post('/api/user/login', { data: { account: shopper.username, password: shopper.password } });
  expect(res.ok(), await res.text()).toBe(true);
  const token = (await res.json()).data.token as string;
  return { ...shopper, token, headers: { authorization: `Bearer ${token}` } };
}

export type Customer = Awaited<ReturnType<typeof customer>>;

export async function api<T>(request: APIRequestContext, who: Customer, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: who.headers, data });
  const body = await res.json();
  expect(body.status, `${url}: ${body.msg}`).toBe(200);
  return body.data as T;
}

export const US_ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  country: 'US',
  region: 'VA',
  city: 'Arlington',
  line: '1 Navy Way',
  phone: '+1 703 555 0100',
  postcode: '22202',
};

/** The browser shares the customer's session (the shell reads the token cookie at start). */
export async function logInBrowser(context: BrowserContext, who: Customer, baseURL: string) {
  await context.addCookies([{ name: 'token', value: who.token, url: baseURL }]);
}

/** Adds a SKU on its product page as a shopper does: choose each specification, then add. */
export async function addOnProductPage(page: Page, { product, sku }: PickedSku) {
  await page.goto(`/shop/goodDetails/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // A choice made before the page's code has started is held and replayed, so the radio is not checked at
  // once; a shopper sees it checked a moment later, check() wants it at once.
  await hydrated(page);
  for (const spec of product.specs) {
    const value = sku.options[spec.name];
    await page
      .getByTestId(`spec-${spec.name}`)
      .getByRole('radio', { name: catalogEn.spec.value[value] ?? value, exact: true })
      .check();
  }
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'adding to cart succeeded' }).first()).toBeVisible();
}

export const cartLine = (page: Page, skuId: number) => page.locator(`[data-testid="cart-line"][data-sku="${skuId}"]`);

/** The summary the server computes for the same choices, to hold the screen against. */
export async function serverQuote(request: APIRequestContext, who: Customer, body: QuoteBody): Promise<Quote> {
  return api<Quote>(request, who, 'post', '/api/order/quote', body);
}

/**
 * Minor units of a currency as a reader of `lang` writes them ("$19.99", "18,46 €", "¥1,857"); yen have no
 * minor unit. Spaces are single spaces: compare with toHaveText, which reads every space the same.
 */
export const money = (minor: number, currency: string, lang: Locale = 'en') => {
  const digits = currency === 'JPY' ? 0 : 2;
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[lang], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(minor / 10 ** digits).replace(/\s/g, ' ');
};

/** Every figure of the summary on screen equals the server's. */
export async function expectSummary(page: Page, quote: Quote, lang: Locale = 'en') {
  const summary = page.getByTestId('order-summary');
  for (const key of ['subtotal', 'freight', 'serviceCharge', 'tax', 'actualPayment'] as const) {
    await expect(summary.getByTestId(`summary-${key}`)).toHaveText(money(quote.local[key], quote.currency, lang));
  }
  await expect(summary.getByTestId('summary-discount')).toHaveText(`−${money(quote.local.discount, quote.currency, lang)}`);
}
