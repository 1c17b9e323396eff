import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { auth, newCustomer, productsInStock, signIn, type Customer, type ProductWithSku } from './support-account';
import { hydrated } from './support-catalog';

/**
 * axe-core's WCAG 2.1 A and AA rules on the pages a shopper spends the most time on, as a signed-in shopper
 * with a line in the cart, in English and German, on a desktop and on a phone: no violation at all.
 */

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const LANGS = ['en', 'de'] as const;

/** The pages scanned, by name: each one's address for the product in the cart. */
const PAGES: Record<string, (product: ProductWithSku) => string> = {
  home: () => '',
  list: () => 'shop',
  search: () => 'shop/productList?keyword=jacket&opt=size:m',
  product: (p) => `shop/goodDetails/${p.id}`,
  cart: () => 'shop/goodCart',
  checkout: (p) => `shop/placeAnOrder?items=${p.skuId}`,
  login: () => 'join',
  account: () => 'user/setting',
  orders: () => 'user/order',
  content: () => 'aboutus',
};

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  );
}

let customer: Customer;
let product: ProductWithSku;

test.beforeAll(async ({ request }) => {
  customer = await newCustomer(request, 'a11y');
  [product] = await productsInStock(request, 1);
  const res = await request.post('/api/cart/items', { headers: auth(customer), data: { skuId: product.skuId, quantity: 1 } });
  expect(res.ok()).toBe(true);
});

// One test per page, language and screen: each scan has its own time budget, and a failure names its page.
for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test.describe(`in ${lang} on a ${viewportName}`, () => {
      for (const [name, pathOf] of Object.entries(PAGES)) {
        test(`no accessibility violation on the ${name} page`, async ({ browser }) => {
          const context = await browser.newContext({ viewport });
          await signIn(context, customer);
          const page = await context.newPage();
          const path = pathOf(product);
          await page.goto(lang === 'en' ? `/${path}` : `/${lang}/${path}`);
          await hydrated(page);
          await expect(page.locator('main')).toBeVisible();
          const found = await violations(page);
          await context.close();
          expect(found).toEqual([]);
        });
      }
    });
  }
}
