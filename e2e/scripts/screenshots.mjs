// Screenshots of home, /shop and a product page on a phone and a desktop, for the README.
// Usage: start the store (`npm start`), then `pnpm screenshots [store URL]` (default http://127.0.0.1:8080).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const out = path.resolve(import.meta.dirname, '../../docs/screenshots');
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

const res = await fetch(`${base}/api/catalog/products?sort=sales&page=1&limit=10`).catch(() => null);
if (!res?.ok) {
  console.error(`no store answers at ${base}: start it with npm start, or pass its URL`);
  process.exit(1);
}
const product = (await res.json()).data.list[0];
const pages = { home: '/', shop: '/shop', product: `/shop/goodDetails/${product.id}` };

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [name, url] of Object.entries(pages)) {
    await page.goto(base + url, { waitUntil: 'networkidle' });
    // Lazy pictures of the first screen finish before the shot.
    await page.waitForFunction(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete));
    const file = path.join(out, `${name}-${device}.png`);
    await page.screenshot({ path: file });
    console.log(`${path.relative(process.cwd(), file)}  ${viewport.width}x${viewport.height}  ${url}`);
  }
  await context.close();
}
await browser.close();
