import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from './support';
import { hydrated, productNeedingChoice } from './support-catalog';
import { accountTexts, auth, newCustomer, placeOrder, productsInStock, signIn, orderCard } from './support-account';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const path = (locale: string, to: string) => (locale === 'en' ? `/${to}` : `/${locale}/${to}`.replace(/\/$/, ''));

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox();
  expect(b, 'the element is rendered').not.toBeNull();
  return b!;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Entirely inside the first screen of a page scrolled to its top. */
const inFirstScreen = (b: Box, viewport: { height: number }) => b.y >= 0 && b.y + b.height <= viewport.height;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Chooses every specification of a product on its page, in the page's language. */
async function chooseSpecs(page: Page, locale: string, product: { specs: { name: string }[] }, options: Record<string, string>) {
  const values = texts('mf-catalog', locale).spec.value;
  for (const spec of product.specs) {
    const value = options[spec.name];
    await page
      .getByTestId(`spec-${spec.name}`)
      .getByRole('radio', { name: values[value] ?? value, exact: true })
      .check();
  }
}

test.describe('a shopper on a phone', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`a product opens at its top, and Back returns to the same place in the list (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path(locale, 'shop'));
      await hydrated(page);
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(10);
      const card = cards.nth(6);
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 120);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
      // The wheel scrolls over several frames: the place to come back to is where the page comes to rest.
      let listOffset = -1;
      await expect
        .poll(
          async () => {
            const y = await scrollY(page);
            const resting = y === listOffset;
            listOffset = y;
            return resting;
          },
          { intervals: [250] },
        )
        .toBe(true);
      const name = (await card.getByRole('heading').textContent())!;

      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/shop\/goodDetails\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await scrollY(page), 'the product page opens at its top').toBe(0);
      await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path(locale, 'shop')}$`));
      await expect.poll(() => scrollY(page), { message: 'Back returns to where the list was' }).toBe(listOffset);
      await expect(page.getByTestId('product-card').filter({ hasText: name })).toBeInViewport();

      // Forward again: the product page as it was left, at its top.
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
    });
  }

  for (const locale of ['en', 'jp'] as const) {
    test(`the header is one row of at most 64 px; language, currency and account live in the menu (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const t = texts('shell', locale);
      await page.goto(path(locale, ''));
      await hydrated(page);
      const header = page.locator('header.sf-header');
      expect((await box(header)).height).toBeLessThanOrEqual(64);
      const logo = await box(page.getByRole('link', { name: t.logo }));
      const search = await box(page.getByRole('combobox', { name: t.search.label }));
      const cart = await box(page.getByRole('link', { name: t.cart.aria.replace('{{count}}', '0') }));
      const menu = page.getByRole('button', { name: t.menu });
      const menuBox = await box(menu);
      for (const b of [logo, search, cart, menuBox]) expect(b.y + b.height).toBeLessThanOrEqual(64);
      expect(logo.x).toBeLessThan(search.x);
      expect(search.x).toBeLessThan(cart.x);
      expect(cart.x).toBeLessThan(menuBox.x);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
      await expect(page.getByTestId('language-select')).toBeHidden();
      await expect(page.getByTestId('currency-select')).toBeHidden();

      // Keyboard: the menu opens, shows the rest, and Escape closes it back onto its button.
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const nav = page.getByRole('navigation', { name: t.nav.label });
      await expect(nav.getByRole('link', { name: t.nav.shop, exact: true })).toBeVisible();
      await expect(page.getByTestId('language-select')).toBeVisible();
      await expect(page.getByTestId('currency-select')).toBeVisible();
      await expect(page.getByRole('link', { name: t.account.login })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(page.getByTestId('language-select')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // A link in the menu leads on and closes it.
      await menu.click();
      await nav.getByRole('link', { name: t.nav.shop, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path(locale, 'shop')}$`));
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test(`the shop shows products first, two a row, with the categories behind a Filters button (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const t = texts('mf-catalog', locale);
      await page.goto(path(locale, 'shop'));
      await hydrated(page);
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(10);
      const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
      expect(first.y, 'two cards share the first row').toBe(second.y);
      expect(second.x).toBeGreaterThan(first.x + first.width);
      expect(inFirstScreen(first, PHONE) && inFirstScreen(second, PHONE), 'the first row is fully in the first screen').toBe(true);
      expect(first.height).toBeLessThan(360);

      const tree = page.getByRole('navigation', { name: t.list.categories });
      await expect(tree).toBeHidden();
      const toggle = page.getByRole('button', { name: t.list.filters });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(tree.getByRole('link', { name: new RegExp(t.list.allCategories) })).toBeVisible();
      // Choosing a category shows its list, the filters folded away again.
      const category = tree.getByRole('link').nth(1);
      await category.click();
      await expect(page).toHaveURL(/\/shop\/productList\/\d+$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(tree).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test(`a product page shows price and Add to cart in the first screen; the toast keeps clear of header and buy bar (${locale})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(PHONE);
      const t = texts('mf-catalog', locale);
      const shell = texts('shell', locale);
      const { product, sku } = await productNeedingChoice(request);
      await page.goto(path(locale, `shop/goodDetails/${product.id}`));
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const add = page.getByTestId('add-to-cart');
      await expect(add).toHaveText(t.detail.addToCart);
      expect(inFirstScreen(await box(page.getByTestId('detail-price')), PHONE), 'price in the first screen').toBe(true);
      expect(inFirstScreen(await box(add), PHONE), 'Add to cart in the first screen').toBe(true);

      // The polite region is there before any message is put into it.
      const polite = page.locator('[aria-live="polite"][data-testid="toasts-polite"]');
      await expect(polite).toBeAttached();
      await expect(polite.getByTestId('toast')).toHaveCount(0);
      await expect(page.locator('[aria-live="assertive"][data-testid="toasts-assertive"]')).toBeAttached();

      await chooseSpecs(page, locale, product, sku.options);
      await add.click();
      const toast = polite.getByTestId('toast').filter({ hasText: t.detail.added });
      await expect(toast).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      const toastBox = await box(toast);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(PHONE.height);
      expect(overlaps(toastBox, await box(page.locator('header.sf-header'))), 'the toast covers nothing of the header').toBe(false);
      expect(overlaps(toastBox, await box(page.getByRole('link', { name: shell.cart.aria.replace('{{count}}', '1') })))).toBe(false);
      expect(overlaps(toastBox, await box(add)), 'the toast leaves Add to cart free').toBe(false);
      // On a shorter phone, reading the product's details, the buy bar holds to the bottom of the screen and a toast comes above it.
      const small = { width: 375, height: 480 };
      await page.setViewportSize(small);
      await page.getByRole('heading', { level: 1 }).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
      const bar = await box(page.locator('.sf-sticky-bar'));
      expect(Math.round(bar.y + bar.height), 'the buy bar holds to the bottom edge').toBe(small.height);
      expect(inFirstScreen(await box(add), small)).toBe(true);
      await add.click();
      const again = await box(polite.getByTestId('toast').last());
      expect(again.y + again.height, 'the toast sits above the buy bar').toBeLessThanOrEqual(bar.y);
      expect(overlaps(again, await box(page.locator('header.sf-header')))).toBe(false);
      // Centred on the screen.
      expect(Math.abs(toastBox.x + toastBox.width / 2 - PHONE.width / 2)).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('the same pages on a desktop', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`header in one bar with its tools, filters beside the list, toast in the bottom corner (${locale})`, async ({ page, request }) => {
      await page.setViewportSize(DESKTOP);
      const t = texts('mf-catalog', locale);
      const shell = texts('shell', locale);
      await page.goto(path(locale, 'shop'));
      await hydrated(page);
      await expect(page.getByRole('button', { name: shell.menu })).toBeHidden();
      await expect(page.getByRole('button', { name: t.list.filters })).toBeHidden();
      for (const id of ['language-select', 'currency-select']) await expect(page.getByTestId(id)).toBeVisible();
      await expect(page.getByRole('link', { name: shell.account.login })).toBeVisible();
      await expect(page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.nav.blog, exact: true })).toBeVisible();
      const header = await box(page.locator('header.sf-header'));
      expect(header.height).toBeLessThanOrEqual(110);

      const tree = await box(page.getByRole('navigation', { name: t.list.categories }));
      const cards = page.getByTestId('product-card');
      const first = await box(cards.nth(0));
      expect(tree.x + tree.width, 'the categories sit beside the list').toBeLessThan(first.x);
      expect((await box(cards.nth(2))).y, 'at least three cards a row').toBe(first.y);

      const { product, sku } = await productNeedingChoice(request);
      await page.goto(path(locale, `shop/goodDetails/${product.id}`));
      await hydrated(page);
      await chooseSpecs(page, locale, product, sku.options);
      await page.getByTestId('add-to-cart').click();
      const toast = page.getByTestId('toast').filter({ hasText: t.detail.added });
      await expect(toast).toBeVisible();
      const toastBox = await box(toast);
      expect(overlaps(toastBox, await box(page.locator('header.sf-header')))).toBe(false);
      expect(toastBox.x + toastBox.width).toBeGreaterThan(DESKTOP.width - 40);
      expect(toastBox.y + toastBox.height).toBeGreaterThan(DESKTOP.height - 40);
    });
  }

  test('an error toast is announced assertively, apart from the polite ones', async ({ page }) => {
    const shell = texts('shell', 'de');
    await page.route('**/api/newsletter', (route) => route.fulfill({ json: { status: 429, msg: 'Zu viele Versuche', data: null } }));
    await page.goto('/de');
    await hydrated(page);
    await page.getByLabel(shell.footer.newsletter.label).fill('someone@example.com');
    await page.getByRole('button', { name: shell.footer.newsletter.submit }).click();
    await expect(page.locator('[aria-live="assertive"]').getByTestId('toast')).toHaveText(/Zu viele Versuche/);
    await expect(page.locator('[aria-live="polite"]').getByTestId('toast')).toHaveCount(0);
  });
});

test.describe('confirm prompts', () => {
  for (const locale of ['en', 'ru'] as const) {
    test(`each asks a short question and says the consequence once (${locale})`, async ({ page, context, request }) => {
      const account = accountTexts(locale);
      const cart = texts('mf-cart-checkout', locale).cart;
      const shared = texts('shared', locale);
      const who = await newCustomer(request, 'confirm');
      const products = await productsInStock(request, 2);
      const order = await placeOrder(request, who, [products[0]]);
      const added = await request.post('/api/cart/items', { headers: auth(who), data: { skuId: products[1].skuId, quantity: 1 } });
      expect(added.ok()).toBe(true);
      await signIn(context, who);

      const expectPrompt = async (title: string, body: string) => {
        expect(title).not.toBe(body);
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog.getByRole('heading')).toHaveText(title);
        await expect(dialog.getByTestId('confirm-message')).toHaveText(body);
        await expect(dialog).toHaveAccessibleDescription(body);
        // The question is said once, not again as the body.
        expect((await dialog.innerText()).split(title).length - 1).toBe(1);
        return dialog;
      };

      await page.goto(path(locale, 'user/order'));
      await orderCard(page, order.orderNo).getByRole('button', { name: account.orders.actions.cancel }).click();
      const cancel = await expectPrompt(account.orders.cancelConfirm.title, account.orders.cancelConfirm.body);
      await cancel.getByRole('button', { name: shared.confirm.cancel }).click();
      await expect(cancel).toBeHidden();

      await page.goto(path(locale, 'shop/goodCart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await page.getByRole('button', { name: cart.deleteSelected }).click();
      const remove = await expectPrompt(cart.deleteConfirm.title, cart.deleteConfirm.body);
      await remove.getByRole('button', { name: shared.confirm.ok }).click();
      await expect(page.getByTestId('cart-line')).toHaveCount(0);
    });
  }
});
