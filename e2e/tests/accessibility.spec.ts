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

function pages(product: ProductWithSku): { name: string; path: string }[] {
  return [
    { name: 'home', path: '' },
    { name: 'list', path: 'shop' },
    { name: 'product', path: `shop/goodDetails/${product.id}` },
    { name: 'cart', path: 'shop/goodCart' },
    { name: 'checkout', path: `shop/placeAnOrder?items=${product.skuId}` },
    { name: 'login', path: 'join' },
    { name: 'account', path: 'user/setting' },
    { name: 'orders', path: 'user/order' },
    { name: 'content', path: 'aboutus' },
  ];
}

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

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test(`no accessibility violation on the main pages in ${lang} on a ${viewportName}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      await signIn(context, customer);
      const page = await context.newPage();
      const found: string[] = [];
      for (const { name, path } of pages(product)) {
        await page.goto(lang === 'en' ? `/${path}` : `/${lang}/${path}`);
        await hydrated(page);
        await expect(page.locator('main')).toBeVisible();
        for (const v of await violations(page)) found.push(`${name}: ${v}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
