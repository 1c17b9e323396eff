// Bytes of pictures per page (ADR 0044): home, shop, a product list, a product page and the cart, each
// loaded cold at a phone width (412 px, device pixel ratio 1.75 as Lighthouse's phone) and a desktop
// width (1350 px), scrolled to the end so lazy pictures load too. Counts every image response's body as it
// travelled, and the photos among them by format. Starts the all-in-one server on a scratch data folder
// unless BENCH_URL points at a running one. Prints figures; asserts nothing.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { startStore } from './store.mjs';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};

const server = await startStore('bench-pictures-');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const kib = (bytes) => +(bytes / 1024).toFixed(1);

const list = await (await fetch(`${server.url}/api/catalog/products?sort=sales&limit=10`)).json();
const first = list.data.list[0];
const tree = await (await fetch(`${server.url}/api/catalog/categories`)).json();

/** Puts the best seller in the cart as a shopper does: the options of one of its SKUs in stock, then add. */
async function fillCart(page) {
  const detail = await (await fetch(`${server.url}/api/catalog/products/${first.id}`)).json();
  const sku = detail.data.skus.find((s) => s.stock > 0);
  await page.goto(`${server.url}/shop/goodDetails/${first.id}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  for (const [name, value] of Object.entries(sku.options))
    await page
      .getByTestId(`spec-${name}`)
      .locator('label', { has: page.locator(`input[value="${value}"]`) })
      .click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-count').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 30_000 });
}

const PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product list', `/shop/productList/${tree.data[0].id}`],
  ['product detail', `/shop/goodDetails/${first.id}`],
  ['cart', '/shop/goodCart', fillCart],
];

const rows = [];
for (const [device, options] of Object.entries(DEVICES)) {
  for (const [name, path, prepare] of PAGES) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    if (prepare) await prepare(page).catch((error) => console.warn(`${name}: ${error.message.split('\n')[0]}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const sizes = new Map();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { url: e.response.url, type: e.response.mimeType }));
    cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    // Lazy pictures below the fold count once a shopper scrolls to them.
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    const row = { device, page: name, imageKiB: 0, images: 0, photoKiB: 0, avif: 0, webp: 0, originals: 0, placeholders: 0, other: 0 };
    for (const [id, { url, type }] of types) {
      if (!type.startsWith('image/')) continue;
      const bytes = sizes.get(id) ?? 0;
      row.images += 1;
      row.imageKiB += bytes;
      if (url.includes('/media/photos/')) {
        row.photoKiB += bytes;
        if (url.endsWith('.avif')) row.avif += 1;
        else if (/\.\d+\.webp$/.test(url)) row.webp += 1;
        else row.originals += 1;
      } else if (url.startsWith('data:')) row.placeholders += 1;
      else row.other += 1;
    }
    row.imageKiB = kib(row.imageKiB);
    row.photoKiB = kib(row.photoKiB);
    rows.push(row);
    await context.close();
  }
}
await browser.close();
server.stop();
console.table(rows);
