// Cold-load weight of the storefront: for home and one page of each remote, the JavaScript bytes a first
// visit fetches (raw and gzip) and the number of requests, and the bytes the server really sent (every
// answer's body as it travelled, plus headers) by a browser that accepts gzip only and by one that accepts
// Brotli too. BENCH_DETAIL=1 also lists each page's scripts by weight. Starts the all-in-one server on a scratch data folder unless BENCH_URL points at a running
// one. Prints figures and budgets; asserts nothing.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { startStore } from './store.mjs';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const PAGES = [
  ['home (catalog)', '/', 'catalog'],
  ['shop (catalog)', '/shop', 'catalog'],
  ['product list (catalog)', '/shop/productList', 'catalog'],
  ['product detail (catalog)', '/shop/goodDetails/1', 'catalog'],
  ['cart (cartCheckout)', '/shop/goodCart', 'cartCheckout'],
  ['login (account)', '/join', 'account'],
  ['about us (content)', '/aboutus', 'content'],
  // The operators' console: not a shopper's page, measured so its first load is known (outside the budget).
  ["operators' console (backoffice)", '/backoffice', 'backoffice'],
];
// Budgets per cold page load: JavaScript after gzip (every script the visit fetched, the remote's page and
// what loads after hydration included), and requests of any kind.
const BUDGET = { jsGzipKiB: 176, requests: 64 };
// The shell's web-vitals measurement, fetched once the loaded page is idle: it serves the shop, not the
// shopper, so it is shown in a column of its own (measureGzipKiB) rather than in the page's JavaScript.
const MEASURING = /\/web-vitals\.[0-9a-f]{8}\.js$/;

const server = await startStore('bench-web-');
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
const rows = [];
const kib = (bytes) => +(bytes / 1024).toFixed(1);

/** One cold visit (empty cache) with the given Accept-Encoding: what was fetched and what travelled. */
async function visit(path, remote, acceptEncoding) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': acceptEncoding } });
  const page = await context.newPage();
  const pending = [];
  let done = false;
  page.on('requestfinished', (request) => {
    if (done) return;
    pending.push(
      (async () => {
        const type = request.resourceType();
        const res = await request.response();
        let body = Buffer.alloc(0);
        try {
          body = (await res?.body()) ?? body;
        } catch {}
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        return {
          type,
          url: request.url(),
          encoding: res ? ((await res.allHeaders())['content-encoding'] ?? '') : '',
          bytes: body.length,
          gzip: type === 'script' ? gzipSync(body).length : 0,
          // Body as it travelled (after content-encoding) plus the response headers.
          sent: Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize),
        };
      })().catch(() => null),
    );
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  // On a busy machine the network can idle while scripts still run: wait for the page's remote and its data.
  await page.waitForFunction((name) => window.__STOREFRONT__?.loaded?.[name] && !document.querySelector('.sf-loading'), remote, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  done = true;
  const seen = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return seen;
}

try {
  for (const [name, path, remote] of PAGES) {
    const seen = await visit(path, remote, 'gzip, deflate');
    const seenBr = await visit(path, remote, 'gzip, deflate, br');
    const scripts = seen.filter((s) => s.type === 'script');
    const js = scripts.filter((s) => !MEASURING.test(new URL(s.url).pathname));
    const measuring = scripts.filter((s) => MEASURING.test(new URL(s.url).pathname));
    // BENCH_DETAIL=1 lists each script of the visit, heaviest first: where the budget goes.
    if (process.env.BENCH_DETAIL) {
      console.log(`\n${name}`);
      for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(s.gzip).toFixed(1).padStart(6)} KiB  ${new URL(s.url).pathname}`);
    }
    const jsBr = seenBr.filter((s) => s.type === 'script' && !MEASURING.test(new URL(s.url).pathname));
    rows.push({
      page: name,
      path,
      requests: seen.length,
      jsFiles: js.length,
      jsRawKiB: kib(js.reduce((a, s) => a + s.bytes, 0)),
      jsGzipKiB: kib(js.reduce((a, s) => a + s.gzip, 0)),
      // The budget is held against the bytes, not the rounded figure (176.02 KiB shows as 176.0).
      jsGzipBytes: js.reduce((a, s) => a + s.gzip, 0),
      measureGzipKiB: kib(measuring.reduce((a, s) => a + s.gzip, 0)),
      sentGzipKiB: kib(seen.reduce((a, s) => a + s.sent, 0)),
      sentBrKiB: kib(seenBr.reduce((a, s) => a + s.sent, 0)),
      jsSentGzipKiB: kib(js.reduce((a, s) => a + s.sent, 0)),
      jsSentBrKiB: kib(jsBr.reduce((a, s) => a + s.sent, 0)),
      jsBrotliFiles: `${jsBr.filter((s) => s.encoding === 'br').length}/${jsBr.length}`,
    });
  }
} finally {
  await browser.close();
  server.stop();
}
console.table(rows.map(({ jsGzipBytes: _bytes, ...shown }) => shown));
console.log('sent*: bytes on the wire (compressed bodies and headers) accepting gzip only, and gzip plus Brotli');
console.log(`budget per cold page: JS gzip <= ${BUDGET.jsGzipKiB} KiB, requests <= ${BUDGET.requests}`);
for (const r of rows) {
  if (r.path === '/backoffice') continue;
  const over = [];
  if (r.jsGzipBytes > BUDGET.jsGzipKiB * 1024) over.push(`JS gzip ${(r.jsGzipBytes / 1024).toFixed(3)} KiB`);
  if (r.requests > BUDGET.requests) over.push(`${r.requests} requests`);
  console.log(`${r.page.padEnd(26)} ${over.length ? 'OVER budget: ' + over.join(', ') : 'within budget'}`);
}
