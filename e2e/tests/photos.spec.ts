import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, watchLayoutShifts } from './support';
import { hydrated, productPage } from './support-catalog';

/**
 * Photos at every width (ADR 0044): each product picture offers AVIF and WebP at the widths made at import,
 * the browser takes the narrowest that fills its box on this screen, the page's main pictures come first,
 * and nothing moves when they arrive.
 */

const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };

interface Shown {
  format: string;
  fileWidth: number;
  needed: number;
  widths: number[];
  loading: string | null;
  fetchPriority: string | null;
  hasSize: boolean;
  sources: string[];
}

/** What each photo on screen was loaded as: its file's width against the pixels its box needs. */
function shownPhotos(page: Page, scope: string): Promise<Shown[]> {
  return page.locator(`${scope} picture`).evaluateAll((pictures) =>
    pictures.map((picture) => {
      const img = picture.querySelector('img')!;
      const match = /\.(\d+)\.(avif|webp)$/.exec(img.currentSrc) ?? /\.(\d+)x\d+\.(jpg|png|webp)$/.exec(img.currentSrc);
      const avif = picture.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
      return {
        format: match?.[2] ?? img.currentSrc,
        fileWidth: Number(match?.[1] ?? 0),
        needed: img.getBoundingClientRect().width * devicePixelRatio,
        widths: [...avif.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        hasSize: !!img.getAttribute('width') && !!img.getAttribute('height'),
        sources: [...picture.querySelectorAll('source')].map((s) => s.getAttribute('type')!),
      };
    }),
  );
}

/** The file the browser should take: the narrowest derived width that fills the box (the widest when none does). */
const fitting = (shown: Shown) => shown.widths.find((w) => w >= shown.needed - 1) ?? shown.widths[shown.widths.length - 1];

const photoRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/photos/')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test.describe('photos at every width', () => {
  test('a phone opening the product list downloads narrow AVIF files, first row first, and nothing shifts', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await watchLayoutShifts(page);
    const requested = photoRequests(page);
    await page.goto('/shop');
    await hydrated(page);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect.poll(async () => (await shownPhotos(page, '[data-testid="product-card"]')).filter((s) => s.fileWidth > 0).length).toBeGreaterThan(1);

    const shown = await shownPhotos(page, '[data-testid="product-card"]');
    expect(shown.length).toBeGreaterThanOrEqual(10);
    for (const s of shown) {
      expect(s.sources).toEqual(['image/avif', 'image/webp']);
      expect(s.widths).toEqual([160, 320, 480, 800, 1200, 1600]);
      expect(s.hasSize).toBe(true);
    }
    // The first row loads at once and ahead of other requests; the rest wait until they near the screen.
    expect(shown.slice(0, 2).map((s) => [s.loading, s.fetchPriority])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    expect(shown.slice(-1).map((s) => [s.loading, s.fetchPriority])).toEqual([['lazy', 'auto']]);
    for (const s of shown.filter((x) => x.fileWidth > 0)) {
      expect(s.format).toBe('avif');
      expect(s.fileWidth, `a ${Math.round(s.needed)}-px box`).toBe(fitting(s));
    }
    // A card on a phone is about 166 CSS px, 332 device px: the 480-px file, never an original or a desktop width.
    expect(requested.length).toBeGreaterThan(0);
    for (const url of requested) expect(url).toMatch(/\.(160|320|480)\.avif$/);

    await page.mouse.wheel(0, 3000);
    await expect.poll(async () => (await shownPhotos(page, '[data-testid="product-card"]')).filter((s) => s.fileWidth > 0).length).toBeGreaterThan(4);
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join('; ')).toBe(0);
    await context.close();
  });

  test('a product page loads its main picture eagerly at the width of the screen, and nothing shifts', async ({ browser, request }) => {
    const { list } = await productPage(request, 'sort=sales&limit=10');
    for (const [device, expectedWidths] of [
      [PHONE, [800]],
      [DESKTOP, [800]],
    ] as const) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      await watchLayoutShifts(page);
      const requested = photoRequests(page);
      await page.goto(`/shop/goodDetails/${list[0]!.id}`);
      await hydrated(page);
      const main = page.locator('.cat-gallery__main');
      await expect(main).toHaveAttribute('loading', 'eager');
      await expect(main).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const [gallery] = await shownPhotos(page, '.cat-gallery');
      expect(gallery!.format).toBe('avif');
      expect(gallery!.fileWidth).toBe(fitting(gallery!));
      expect(expectedWidths).toContain(gallery!.fileWidth);
      // Thumbnails of 72 px take the 160-px file; no original is ever fetched.
      const thumbs = requested.filter((u) => /\.160\.avif$/.test(u));
      expect(thumbs.length).toBeGreaterThan(0);
      expect(requested.filter((u) => /\.(jpg|png)$/.test(u))).toEqual([]);
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shifts.total, shifts.moved.join('; ')).toBe(0);
      await context.close();
    }
  });

  test('photos are served immutable for a year, each format with its own type', async ({ request }) => {
    const { list } = await productPage(request, 'limit=10');
    const picture = list[0]!.picture!;
    const base = picture.src.replace(/\.jpg$/, '');
    for (const [file, type] of [
      [`${base}.320.avif`, 'image/avif'],
      [`${base}.320.webp`, 'image/webp'],
      [picture.src, 'image/jpeg'],
    ] as const) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
  });
});
