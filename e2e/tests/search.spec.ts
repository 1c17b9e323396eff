import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { CategoryNode, ProductFacets, ProductPage, Suggestions } from '@storefront/shared/contracts/catalog';
import { texts } from './support';
import { catalogGet, hydrated } from './support-catalog';

/**
 * Search that finds: suggestions while typing in the header, picked with the keyboard, lead to a product or
 * to a list; the list narrows by a size facet; its address, opened in a fresh browser with JavaScript off,
 * is the same filtered list, rendered by the server.
 */

const catalog = texts('mf-catalog', 'en');
const shell = texts('shell', 'en');

const searchBox = (page: Page) => page.getByRole('combobox', { name: shell.search.label });
const suggestions = (page: Page) => page.getByRole('listbox', { name: shell.search.suggestions });
const cardIds = (page: Page) => page.getByTestId('product-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-product-id'))));

/** Moves down the open list with the arrow key until `option` is the active one. */
async function arrowTo(page: Page, input: Locator, option: Locator) {
  const id = (await option.getAttribute('id'))!;
  // Counted from the option active now; tried again should an answer still arriving have reset the list.
  await expect(async () => {
    const ids = await suggestions(page)
      .getByRole('option')
      .evaluateAll((els) => els.map((e) => e.id));
    const active = await input.getAttribute('aria-activedescendant');
    const steps = ids.indexOf(id) - (active ? ids.indexOf(active) : -1);
    for (let i = 0; i < steps; i++) await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', id, { timeout: 2_000 });
  }).toPass();
}

/** Types into the header's search box, key by key, and waits for the suggestions to open (unless told not to). */
async function typeInHeader(page: Page, text: string, { opens = true } = {}) {
  const input = searchBox(page);
  await input.click();
  await input.fill('');
  // The answer for the whole text: the list no longer changes under the keys that follow.
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/catalog/suggest' && url.searchParams.get('q') === text;
  });
  await input.pressSequentially(text);
  if (opens) {
    await answered;
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  }
  return input;
}

/** The size value of a list's facets that narrows it most while keeping something, and its label on the page. */
async function narrowingSize(request: APIRequestContext, query: string) {
  const facets = await catalogGet<ProductFacets>(request, `/api/catalog/facets?${query}`);
  const size = facets.options.find((o) => o.name === 'size');
  expect(size, `the list of ${query} can be narrowed by size`).toBeTruthy();
  const value = [...size!.values].filter((v) => v.count > 0).sort((a, b) => a.count - b.count)[0];
  return { value: value.value, label: (catalog.spec.value[value.value] as string | undefined) ?? value.value };
}

/** Ticks the size in the list's facets and waits for the narrowed list, as the API answers it. */
async function narrowBySize(page: Page, request: APIRequestContext, listQuery: string) {
  const size = await narrowingSize(request, listQuery);
  const box = page.getByRole('group', { name: catalog.spec.name.size }).getByRole('checkbox', { name: new RegExp(`^${size.label} \\(\\d+\\)$`) });
  await box.click();
  await expect(page).toHaveURL(new RegExp(`[?&]opt=size%3A${size.value}(&|$)`));
  await expect(box).toBeChecked();
  const narrowed = await catalogGet<ProductPage>(request, `/api/catalog/products?${listQuery}&opt=size:${size.value}`);
  expect(narrowed.total).toBeGreaterThan(0);
  await expect.poll(() => cardIds(page)).toEqual(narrowed.list.map((p) => p.id));
  return { size, narrowed };
}

/** The shared address in a fresh browser without JavaScript: the same list and facet, from the server alone. */
async function openWithoutJavaScript(browser: Browser, url: string, size: { label: string }, ids: number[]) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const fresh = await context.newPage();
    const response = await fresh.goto(url);
    expect(response?.status()).toBe(200);
    await expect(fresh.getByTestId('product-card')).toHaveCount(ids.length);
    expect(await cardIds(fresh)).toEqual(ids);
    const box = fresh.getByRole('group', { name: catalog.spec.name.size }).getByRole('checkbox', { name: new RegExp(`^${size.label} \\(`) });
    await expect(box).toBeChecked();
    // One filtered view among many: not for search engines' indexes.
    await expect(fresh.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(fresh.getByRole('button', { name: catalog.list.clearFilters })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('search from the header', () => {
  test('a misspelled word suggests the product; the keyboard opens it', async ({ page, request }) => {
    const expected = await catalogGet<Suggestions>(request, '/api/catalog/suggest?q=lether');
    expect(expected.products.length, 'the misspelled word still suggests products').toBeGreaterThan(0);
    await page.goto('/');
    await hydrated(page);
    const input = await typeInHeader(page, 'lether');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toContainText(expected.products[0].name);
    // The picture and the price in the shopper's currency beside the name.
    await expect(first.locator('img')).toHaveAttribute('src', expected.products[0].cover);

    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/shop/goodDetails/${expected.products[0].id}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected.products[0].name })).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('a misspelled keyword searched with Enter lists what it meant; a size narrows it; the shared URL renders the same without JavaScript', async ({
    page,
    request,
    browser,
  }) => {
    const found = await catalogGet<ProductPage>(request, '/api/catalog/products?keyword=jaket');
    expect(found.total, 'the misspelled word finds jackets').toBeGreaterThan(0);
    await page.goto('/');
    await hydrated(page);
    const input = await typeInHeader(page, 'jaket', { opens: false });
    // No option chosen: Enter searches the words as typed, with the relevance sort.
    await input.press('Enter');
    await expect(page).toHaveURL(/\/shop\/productList\?keyword=jaket$/);
    await expect(page.getByTestId('sort-select')).toHaveValue('relevance');
    await expect.poll(() => cardIds(page)).toEqual(found.list.map((p) => p.id));

    const { size, narrowed } = await narrowBySize(page, request, 'keyword=jaket');
    await openWithoutJavaScript(
      browser,
      page.url(),
      size,
      narrowed.list.map((p) => p.id),
    );
  });

  test('a suggested category opens its list, which a size narrows; the shared URL renders the same without JavaScript', async ({ page, request, browser }) => {
    const tree = await catalogGet<CategoryNode[]>(request, '/api/catalog/categories');
    const outerwear = tree.flatMap((c) => c.children).find((c) => c.slug === 'outerwear')!;
    await page.goto('/shop');
    await hydrated(page);
    const input = await typeInHeader(page, 'outerw');
    const option = suggestions(page).getByRole('group', { name: shell.search.categories }).getByRole('option', { name: outerwear.name });
    await arrowTo(page, input, option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/shop/productList/${outerwear.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: outerwear.name })).toBeVisible();

    const { size, narrowed } = await narrowBySize(page, request, `categoryId=${outerwear.id}`);
    await openWithoutJavaScript(
      browser,
      page.url(),
      size,
      narrowed.list.map((p) => p.id),
    );
    // Escape closes the suggestions and leaves the text.
    const again = await typeInHeader(page, 'jacket');
    await again.press('Escape');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();
    await expect(again).toHaveValue('jacket');
  });

  test('the open suggestions and the active option break no accessibility rule', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const input = await typeInHeader(page, 'leather');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('header').analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
