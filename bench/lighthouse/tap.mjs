// Tap to answer: how long a shopper on a phone waits between tapping a button in a page still loading and
// seeing the page answer. Debian's Chromium through Playwright, as a phone: a 412x823 touch screen, 4x CPU
// throttling and the network of Lighthouse 12.8's mobile lab settings, applied as Lighthouse applies them
// when it throttles in the browser. Each visit in a fresh context (cold cache) opens a product page that
// needs a choice, chooses its options and taps "Add to cart" at 1.0, 1.5, 2.0 and 3.0 s after navigation
// start; the figure is the time from the tap to the cart count in the header changing, and that moment from
// navigation start ("answered at"). Before the page is hydrated the shell keeps an early tap and replays it
// (shell/src/app/early-clicks.ts): that wait is part of the figure. The minimal React page (./minimal) is
// tapped at the same moments, its button changing a counter.
// Both times are taken in the page (performance.now(): the tap's event time, and a MutationObserver that an
// init script installs). Medians of TAP_RUNS (3) visits. Starts the built store (`pnpm build` first) on its
// own port and scratch data folder unless BENCH_URL points at a running one. Prints a table of the taps and one of
// each page's first paint and take-over; asserts nothing.
import { chromium } from '@playwright/test';
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { buildMinimal, CHROMIUM_ARGS, machineLoad, median, removeScratch, serveMinimal, startStore, storeRoot } from './common.mjs';

const MOMENTS = [1000, 1500, 2000, 3000];
const RUNS = Math.max(1, Number(process.env.TAP_RUNS ?? 3));
// The options are chosen this long before the moment, so that the tap on Add to cart lands on it.
const LEAD_MS = Number(process.env.TAP_LEAD_MS ?? 100);
const PORTS = { store: 8860, minimal: 8861 };
// Lighthouse's mobile lab settings, converted as its devtools throttling converts them (kbit/s to bytes/s).
const PHONE = throttling.mobileSlow4G;
const NETWORK = {
  offline: false,
  latency: PHONE.requestLatencyMs,
  downloadThroughput: Math.floor((PHONE.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((PHONE.uploadThroughputKbps * 1024) / 8),
};

/**
 * Runs in the page before any of its scripts: keeps the time of the first touch on the button and of the
 * first change of the count away from its starting text, both on the page's clock, and when the button was
 * taken over by React (looked at every 50 ms: taking over changes no text for an observer to see).
 */
function watchTap({ button, count, from }) {
  const seen = { tapAt: null, hydratedAtTap: null, changedAt: null, takenOverAt: null };
  window.__tapBench = seen;
  const takenOver = (element) => Object.keys(element).some((k) => k.startsWith('__reactFiber$'));
  const look = () => {
    const element = document.querySelector(button);
    if (element && takenOver(element)) seen.takenOverAt = performance.now();
    else setTimeout(look, 50);
  };
  look();
  window.addEventListener(
    'pointerdown',
    (e) => {
      if (seen.tapAt !== null || !(e.target instanceof Element) || !e.target.closest(button)) return;
      seen.tapAt = e.timeStamp;
      seen.hydratedAtTap = takenOver(e.target.closest(button));
    },
    true,
  );
  new MutationObserver(() => {
    if (seen.changedAt !== null || seen.tapAt === null) return;
    const text = document.querySelector(count)?.textContent?.trim();
    if (text && text !== from) seen.changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** A product whose page needs a choice before Add to cart adds: two options or more, a variant in stock. */
async function productNeedingChoice(url) {
  const get = async (path) => {
    const res = await fetch(url + path, { headers: { 'accept-language': 'en' } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()).data;
  };
  const { list } = await get('/api/catalog/products?sort=sales&limit=100');
  for (const card of list) {
    const product = await get(`/api/catalog/products/${card.id}`);
    const sku = product.skus.find((s) => s.stock >= 2);
    if (product.specs.length >= 2 && product.specs.every((s) => s.values.length >= 2) && sku) return { id: product.id, options: sku.options };
  }
  throw new Error('no product with two options in stock');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** One cold visit: navigate, wait for the moment, choose, tap, wait for the answer. */
async function visit(browser, target, moment) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'en-US',
  });
  try {
    await context.addInitScript(watchTap, { button: target.button, count: target.count, from: target.from });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
    await page.goto(target.url, { waitUntil: 'commit', timeout: 60_000 });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const options = target.options.length > 0 ? LEAD_MS : 0;
    await sleep(timeOrigin + moment - options - Date.now());
    for (const [name, value] of target.options) {
      await page
        .getByTestId(`spec-${name}`)
        .locator('label')
        .filter({ has: page.locator(`input[value="${value}"]`) })
        .tap({ timeout: 30_000 });
    }
    await page.locator(target.button).tap({ timeout: 30_000 });
    await page.waitForFunction(() => window.__tapBench.changedAt !== null, null, { timeout: 30_000, polling: 50 }).catch(() => {});
    const seen = await page.evaluate(() => ({
      ...window.__tapBench,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    // No answer: what the page shows instead, so the run says why.
    const shows =
      seen.changedAt === null
        ? await page.evaluate(() => ({
            checked: [...document.querySelectorAll('input[type=radio]:checked')].map((i) => i.value),
            messages: [...document.querySelectorAll('[data-testid^="toasts-"]')].map((t) => t.textContent.trim()).filter(Boolean),
          }))
        : null;
    return {
      shows,
      tapAt: seen.tapAt,
      hydratedAtTap: seen.hydratedAtTap,
      paintedAt: seen.paintedAt,
      takenOverAt: seen.takenOverAt,
      answer: seen.changedAt === null || seen.tapAt === null ? null : seen.changedAt - seen.tapAt,
    };
  } finally {
    await context.close();
  }
}

const cleanup = [];
try {
  console.error('building the minimal page...');
  const minimal = await serveMinimal(await buildMinimal(), PORTS.minimal);
  cleanup.push(() => minimal.close());
  console.error(process.env.BENCH_URL ? `store at ${process.env.BENCH_URL}` : `starting the store from ${storeRoot}...`);
  const store = await startStore(PORTS.store);
  cleanup.push(() => store.stop());
  const product = await productNeedingChoice(store.url);
  const targets = [
    {
      name: 'store',
      url: `${store.url}/shop/goodDetails/${product.id}`,
      options: Object.entries(product.options),
      button: '[data-testid="add-to-cart"]',
      count: '[data-testid="cart-count"]',
      from: '0',
    },
    {
      name: 'minimal',
      url: `http://127.0.0.1:${minimal.address().port}/`,
      options: [],
      button: '[data-testid="tap-button"]',
      count: '[data-testid="tap-count"]',
      from: '0',
    },
  ];
  // One untimed visit each first: the server's first answers (code loading, pictures written to disk) are not what a shopper meets.
  for (const t of targets) await fetch(t.url).then((r) => r.arrayBuffer());
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  cleanup.push(() => browser.close());
  const loadBefore = machineLoad();
  const results = new Map(targets.flatMap((t) => MOMENTS.map((m) => [`${t.name}@${m}`, []])));
  for (let run = 1; run <= RUNS; run++) {
    for (const moment of MOMENTS) {
      for (const target of targets) {
        const result = await visit(browser, target, moment);
        results.get(`${target.name}@${moment}`).push(result);
        const answer =
          result.answer === null
            ? `no answer within 30 s (options chosen: ${result.shows.checked.join(', ') || 'none'}; messages: ${result.shows.messages.join(' / ') || 'none'})`
            : `${Math.round(result.answer)} ms`;
        console.error(
          `run ${run}/${RUNS} ${target.name} at ${moment} ms: tapped at ${result.tapAt === null ? '-' : Math.round(result.tapAt)} ms${result.hydratedAtTap ? ' (hydrated)' : ''}, ${answer}`,
        );
      }
    }
  }
  const ms = (n) => (n === null ? '-' : String(Math.round(n)));
  console.log(
    `\nTap to answer: 412x823 touch screen, ${PHONE.cpuSlowdownMultiplier}x CPU, Lighthouse's mobile network (${PHONE.rttMs} ms RTT, ` +
      `${(PHONE.throughputKbps / 1024).toFixed(1)} Mbps; applied as ${PHONE.requestLatencyMs} ms latency, ${PHONE.downloadThroughputKbps.toFixed(0)} kbps down, ` +
      `${PHONE.uploadThroughputKbps.toFixed(0)} kbps up), cold cache, median of ${RUNS} visits; product ${product.id}; ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(`machine: ${loadBefore} before, ${machineLoad()} after`);
  // "Answered at": the tap's time plus its wait, from navigation start: what the shopper meets on either page,
  // whose button is on the screen at different moments.
  const answeredAt = (rs) => median(rs.map((r) => (r.answer === null ? null : r.tapAt + r.answer)));
  console.log(
    '| tap at | store: tapped at ms | store: hydrated at tap | store ms | minimal: tapped at ms | minimal ms | store / minimal | store: answered at ms | minimal: answered at ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const moment of MOMENTS) {
    const s = results.get(`store@${moment}`);
    const m = results.get(`minimal@${moment}`);
    const sAnswer = median(s.map((r) => r.answer));
    const mAnswer = median(m.map((r) => r.answer));
    console.log(
      `| ${(moment / 1000).toFixed(1)} s | ${ms(median(s.map((r) => r.tapAt)))} | ${s.filter((r) => r.hydratedAtTap).length} of ${s.length} | ${ms(sAnswer)} | ` +
        `${ms(median(m.map((r) => r.tapAt)))} | ${ms(mAnswer)} | ${sAnswer !== null && mAnswer ? `${(sAnswer / mAnswer).toFixed(1)}x` : '-'} | ` +
        `${ms(answeredAt(s))} | ${ms(answeredAt(m))} |`,
    );
  }
  // Where the wait goes, over every visit of each page: its first paint, and the moment its button could answer
  // by itself (the store's once its code has arrived and taken over the server's HTML, the minimal page's once
  // its bundle has rendered it).
  console.log('\n| page | visits | first paint ms | button taken over ms |');
  console.log('|---|---|---|---|');
  for (const target of targets) {
    const visits = MOMENTS.flatMap((moment) => results.get(`${target.name}@${moment}`));
    console.log(`| ${target.name} | ${visits.length} | ${ms(median(visits.map((r) => r.paintedAt)))} | ${ms(median(visits.map((r) => r.takenOverAt)))} |`);
  }
} finally {
  for (const step of cleanup.reverse()) await step();
  removeScratch();
}
