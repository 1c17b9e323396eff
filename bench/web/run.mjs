// Cold-load weight of the storefront: for home and one page of each remote, the JavaScript bytes a first
// visit fetches (raw and gzip) and the number of requests. Starts the all-in-one server on a scratch
// data folder unless BENCH_URL points at a running one. Prints figures and budgets; asserts nothing.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const PAGES = [
  ['home (catalog)', '/'],
  ['product list (catalog)', '/shop/productList'],
  ['product detail (catalog)', '/shop/goodDetails/1'],
  ['cart (cartCheckout)', '/shop/goodCart'],
  ['login (account)', '/join'],
  ['about us (content)', '/aboutus'],
];
// Budgets per cold page load: JavaScript after gzip, and requests of any kind.
const BUDGET = { jsGzipKiB: 360, requests: 64 };

async function startServer() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop() {} };
  const port = Number(process.env.BENCH_PORT ?? 8299);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const child = spawn('npx', ['-y', 'pnpm@10.34.9', '--filter', 'api', 'run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const [name, path] of PAGES) {
    const context = await browser.newContext(); // cold: empty cache
    const page = await context.newPage();
    const seen = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      let body = Buffer.alloc(0);
      try {
        body = await res.body();
      } catch {}
      seen.push({ type, url: res.url(), bytes: body.length, gzip: type === 'script' ? gzipSync(body).length : 0 });
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const js = seen.filter((s) => s.type === 'script');
    rows.push({
      page: name,
      path,
      requests: seen.length,
      jsFiles: js.length,
      jsRawKiB: +(js.reduce((a, s) => a + s.bytes, 0) / 1024).toFixed(1),
      jsGzipKiB: +(js.reduce((a, s) => a + s.gzip, 0) / 1024).toFixed(1),
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.table(rows);
console.log(`budget per cold page: JS gzip <= ${BUDGET.jsGzipKiB} KiB, requests <= ${BUDGET.requests}`);
for (const r of rows) {
  const over = [];
  if (r.jsGzipKiB > BUDGET.jsGzipKiB) over.push(`JS gzip ${r.jsGzipKiB} KiB`);
  if (r.requests > BUDGET.requests) over.push(`${r.requests} requests`);
  console.log(`${r.page.padEnd(26)} ${over.length ? 'OVER budget: ' + over.join(', ') : 'within budget'}`);
}
