// Which main-thread tasks stand between the painted page and a tap, and what runs in them. Loads the five
// pages of `bench:lighthouse` and the minimal React page at full speed in Debian's Chromium, traced as
// DevTools traces them (with its CPU samples), and prints for each: the work after the first contentful
// paint, the tasks over 12.5 ms (Lighthouse's simulation runs the trace's tasks 4x slower, and a task over
// 50 ms there delays its TTI), the longest; then each long task of the last load with the code that ran in
// it, by script and function (self time from the samples). Figures are medians of TASK_RUNS loads (3).
// Starts the built store on its own port unless BENCH_URL points at a running one. Asserts nothing.
import { chromium } from '@playwright/test';
import { buildMinimal, CHROMIUM_ARGS, machineLoad, median, removeScratch, serveMinimal, startStore, storeRoot } from './common.mjs';

const PAGES = ['/', '/shop', '/shop/goodDetails/1', '/shop/goodCart', '/de/blog'];
const RUNS = Math.max(1, Number(process.env.TASK_RUNS ?? 3));
// A task this long at full speed is a long task (50 ms) at Lighthouse's 4x CPU slowdown.
const LONG_MS = 12.5;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

const fileName = (url) =>
  (url ?? '')
    .split('/')
    .pop()
    .split('?')[0]
    .replace(/\.[0-9a-f]{8}\.js$/, '.js') || '(page)';

async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Everything a load starts is over within a second of `load` at full speed; three leave room.
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The main thread's CPU samples as [timestamp µs, node] pairs, with each node's parent. */
function samplesOf(events, pid, tid) {
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!head) return { samples: [], nodes: new Map() };
  const nodes = new Map();
  const samples = [];
  let ts = head.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === head.id)) {
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push([ts, id]);
    });
  }
  return { samples, nodes };
}

/** What ran in a task, by script and function, from the samples inside it (ms, largest first). */
function codeIn(task, { samples, nodes }) {
  const self = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const [ts, id] = samples[i];
    if (ts < task.ts || ts >= task.ts + task.dur) continue;
    const frame = nodes.get(id)?.callFrame ?? {};
    // A minified anonymous function is told by its place in the script (line:column, from 1).
    const fn = frame.functionName || `(anonymous ${frame.lineNumber + 1}:${frame.columnNumber + 1})`;
    const key = frame.url ? `${fileName(frame.url)} ${fn}` : frame.functionName || '(native)';
    self.set(key, (self.get(key) ?? 0) + (samples[i + 1][0] - ts) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 0.5);
}

function analyse(events, url) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const { pid, tid } = fcp;
  // The page's own navigation (a new origin's page may start in another process than the paint's).
  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) ??
    events.filter((e) => e.name === 'navigationStart' && e.ts <= fcp.ts).sort((a, b) => b.ts - a.ts)[0];
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= fcp.ts);
  const long = tasks.filter((t) => t.dur / 1000 > LONG_MS);
  const profile = samplesOf(events, pid, tid);
  return {
    fcp: (fcp.ts - navigation.ts) / 1000,
    busy: tasks.reduce((sum, t) => sum + t.dur, 0) / 1000,
    long: long.length,
    longest: Math.max(0, ...long.map((t) => t.dur / 1000)),
    tasks: long.map((t) => ({ at: (t.ts - navigation.ts) / 1000, ms: t.dur / 1000, code: codeIn(t, profile) })),
  };
}

const cleanup = [];
try {
  console.error('building the minimal page...');
  const minimal = await serveMinimal(await buildMinimal());
  cleanup.push(() => minimal.close());
  console.error(process.env.BENCH_URL ? `store at ${process.env.BENCH_URL}` : `starting the store from ${storeRoot}...`);
  const store = await startStore(8587);
  cleanup.push(() => store.stop());
  const targets = [
    { name: 'minimal page', url: `http://127.0.0.1:${minimal.address().port}/` },
    ...PAGES.map((path) => ({ name: path, url: store.url + path })),
  ];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  cleanup.push(() => browser.close());
  // One untraced visit each: the server's first answers are not what a shopper meets.
  for (const t of targets) await fetch(t.url).then((r) => r.arrayBuffer());
  const loadBefore = machineLoad();
  const results = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      const result = analyse(await traceLoad(browser, target.url), target.url);
      if (result) results.get(target.name).push(result);
      console.error(
        `run ${run}/${RUNS} ${target.name}: ${result ? `${result.long} long tasks, ${Math.round(result.busy)} ms busy after the first paint` : 'no first paint traced'}`,
      );
    }
  }
  console.log(`\nMain-thread tasks after the first contentful paint, full speed (${loadBefore} before, ${machineLoad()} after; medians of ${RUNS})`);
  console.table(
    targets.map(({ name }) => {
      const runs = results.get(name);
      return {
        page: name,
        loads: runs.length,
        'first paint ms': runs.length ? Math.round(median(runs.map((r) => r.fcp))) : null,
        'busy after it ms': runs.length ? Math.round(median(runs.map((r) => r.busy))) : null,
        [`tasks > ${LONG_MS} ms`]: runs.length ? median(runs.map((r) => r.long)) : null,
        'longest ms': runs.length ? Number(median(runs.map((r) => r.longest)).toFixed(1)) : null,
      };
    }),
  );
  console.log(`\nThe long tasks of each page's last load, and the code that ran in them (script, function: self ms)`);
  for (const { name } of targets) {
    const last = results.get(name).at(-1);
    if (!last) continue;
    console.log(`${name}`);
    for (const task of last.tasks) {
      const code = task.code.slice(0, 4).map(([what, ms]) => `${what}: ${ms.toFixed(1)}`);
      console.log(`  at ${Math.round(task.at)} ms, ${task.ms.toFixed(1)} ms: ${code.join('; ') || 'no script (style, layout, paint, parsing)'}`);
    }
  }
} finally {
  for (const stop of cleanup.reverse()) await stop();
  removeScratch();
}
