// Lighthouse 12.8 with its default settings (mobile, simulated throttling) on five pages of the store and
// on a minimal React 19 + React Router 7 page built by the same rspack, in one run, in Debian's Chromium.
// Prints one table: the four category scores, LCP, CLS, TBT, TTI, LCP and TTI as multiples of the minimal
// page's, Performance as points from the minimal page's, and the bytes of pictures; then each page's goals
// and its three longest main-thread tasks, with the script each is attributed to.
// Starts the built store (`pnpm build` first) on its own port and scratch data folder unless BENCH_URL
// points at a running one; LIGHTHOUSE_STORE_ROOT starts another checkout's build (figures before a change).
// Every request stays on this machine: the run reports any that did not. Asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { buildMinimal, CHROMIUM_ARGS, median, removeScratch, scratchDir, serveMinimal, startStore, storeRoot, waitFor } from './common.mjs';

const here = import.meta.dirname;
const PAGES = ['/', '/shop', '/shop/goodDetails/1', '/shop/goodCart', '/de/blog'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Runs per page; with more than one every figure is the median (a shared machine is noisy).
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
async function startChromium() {
  const profile = scratchDir('lighthouse-chromium-');
  const child = spawn(CHROMIUM, ['--headless', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  // Chromium writes the port it chose into the profile.
  const port = await waitFor(() => Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]) || 0, 'Chromium', 60);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    // Waits for the browser to exit (at most 10 s): it writes its profile while closing, and the profile's
    // folder is removed next.
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
}

// A task's script as a short name: the chunk's name without its hash, the remote's name for a release file.
function scriptName(url, origin) {
  if (!url || !/^https?:/.test(url)) return url || 'unattributed';
  const { pathname } = new URL(url);
  if (url.startsWith(origin) && !/\.js$/.test(pathname)) return 'unattributed (page: style, layout, parsing)';
  const release = pathname.match(/^\/releases\/([^/]+)\/[^/]+\/(.+)$/);
  const file = (release ? release[2] : pathname.slice(1)).replace(/\.[0-9a-f]{8}\.js$/, '');
  return release ? `${release[1]}:${file}` : file;
}

async function audit(port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const origin = new URL(url).origin;
  const offMachine = (lhr.audits['network-requests']?.details?.items ?? []).map((i) => i.url).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    tti: lhr.audits.interactive.numericValue,
    pictureKiB:
      (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Image').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) /
      1024,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .toSorted((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((t) => `${Math.round(t.duration)} ms ${scriptName(t.url, origin)}`),
    lcpElement,
    offMachine,
    warnings: lhr.runWarnings ?? [],
  };
}

const cleanup = [];
try {
  console.error(`building the minimal page...`);
  const minimalDir = await buildMinimal();
  const minimal = await serveMinimal(minimalDir);
  cleanup.push(() => minimal.close());
  console.error(process.env.BENCH_URL ? `store at ${process.env.BENCH_URL}` : `starting the store from ${storeRoot}...`);
  const store = await startStore();
  cleanup.push(() => store.stop());
  const chromium = await startChromium();
  cleanup.push(() => chromium.stop());

  const targets = [
    ...PAGES.map((path) => ({ name: path, url: store.url + path })),
    { name: 'minimal React page', url: `http://127.0.0.1:${minimal.address().port}/` },
  ];
  // One untimed visit each first: the server's first answers (code loading, pictures written to disk) are not what a shopper meets.
  if (process.env.LIGHTHOUSE_WARMUP !== '0') for (const t of targets) await fetch(t.url).then((r) => r.arrayBuffer());
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): try that page again.
      for (let attempt = 1; ; attempt++) {
        console.error(`lighthouse ${target.url}${RUNS > 1 ? ` run ${run}/${RUNS}` : ''}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
        try {
          runs.get(target.name).push(await audit(chromium.port, target.url));
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.error(String(error.message ?? error));
        }
      }
    }
  }
  const rows = targets.map(({ name }) => {
    const all = runs.get(name);
    const row = {
      name,
      lcpElement: all[0].lcpElement,
      longTasks: all[0].longTasks,
      offMachine: all.flatMap((r) => r.offMachine),
      warnings: [...new Set(all.flatMap((r) => r.warnings))],
    };
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'cls', 'tbt', 'tti', 'pictureKiB'])
      row[key] = median(all.map((r) => r[key]));
    return row;
  });
  const minimalRow = rows.at(-1);
  const floor = minimalRow.lcp;
  const fmt = (n, digits) => n.toFixed(digits);
  const version = JSON.parse(readFileSync(join(here, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  console.log(
    `\nLighthouse ${version}, mobile, simulated throttling, ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'}; ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(
    '| page | Performance | vs minimal | Accessibility | Best Practices | SEO | LCP s | LCP vs minimal | TTI s | TTI vs minimal | CLS | TBT ms | pictures KiB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const points = r.performance - minimalRow.performance;
    console.log(
      `| ${r.name} | ${r.performance} | ${points > 0 ? '+' : ''}${points} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${fmt(r.lcp / 1000, 2)} | ${fmt(r.lcp / floor, 2)}x | ${fmt(r.tti / 1000, 2)} | ${fmt(r.tti / minimalRow.tti, 2)}x | ${fmt(r.cls, 3)} | ${Math.round(r.tbt)} | ${fmt(r.pictureKiB, 1)} |`,
    );
  }
  // The goals pages are held to, against the minimal page of this run (machines differ).
  const goals = [
    ['LCP <= 1.0x minimal', (r) => r.lcp <= floor],
    ['TTI <= 1.5x minimal', (r) => r.tti <= 1.5 * minimalRow.tti],
    ['Performance within 3 points of minimal', (r) => r.performance >= minimalRow.performance - 3],
    ['CLS <= 0.02', (r) => r.cls <= 0.02],
  ];
  console.log('\nGoals and the three longest main-thread tasks (first run):');
  for (const r of rows.slice(0, -1)) {
    const missed = goals.filter(([, met]) => !met(r)).map(([goal]) => goal);
    console.log(`  ${r.name}: ${missed.length ? `missed ${missed.join('; ')}` : 'all goals met'}`);
    console.log(`    ${r.longTasks.join(' | ') || '(no long task)'}`);
  }
  console.log(`  minimal React page: ${minimalRow.longTasks.join(' | ') || '(no long task)'}`);
  console.log('\nLCP element:');
  for (const r of rows) console.log(`  ${r.name}: ${r.lcpElement.slice(0, 140) || '(none reported)'}`);
  const off = rows.flatMap((r) => r.offMachine);
  console.log(off.length ? `\nrequests that left the machine: ${off.join(', ')}` : '\nno request left the machine');
  for (const r of rows) for (const w of r.warnings) console.log(`warning (${r.name}): ${w}`);
} finally {
  for (const step of cleanup.reverse()) await step();
  removeScratch();
}
