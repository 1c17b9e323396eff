/**
 * Search latency against a 10,000-product catalogue: requests per second and p50/p99 latency at 32
 * connections of the product list with a keyword (plain words, typos, German compounds, Chinese and
 * Japanese), the facets and the suggestions, every request with a query of its own so no cached answer
 * serves it, beside the same keyword lists served from the instance's cache and a route that touches no
 * database (/api/no-such-endpoint, the 404 envelope), on the same server in the same run. The catalogue is
 * the demo shop's 120 products repeated, each copy with a number in its name, so words recur as in a real
 * shop's range: the embedded store (PGlite) always, and PostgreSQL when BENCH_PG_URL names a database of its
 * own (the bench upserts the catalogue into it; a second run changes nothing). Prints figures; asserts nothing.
 *
 *   npx -y pnpm@10.34.9 run bench:search
 *   BENCH_DURATION=20 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/search_api npx -y pnpm@10.34.9 run bench:search
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fmt, printRoutes, writeFigures } from './report';
import { importCatalog } from 'api/catalog-file';
import { analyze, openPglite, openPostgres, prepareDatabase, type Database } from 'api/db';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const CONNECTIONS = 32;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8811);
const SECRET = 'bench-'.repeat(8);

/** The demo shop's catalogue with its products repeated to PRODUCTS, each copy numbered in every language, without photos. */
function benchCatalog(): string {
  const lines = readFileSync(path.join(ROOT, 'demo-shop', 'catalog', 'demo.jsonl'), 'utf8')
    .trim()
    .split('\n');
  const records = lines.map((line) => JSON.parse(line) as Record<string, unknown> & { type?: string });
  const demo = records.filter((r) => r.type === 'product') as (Record<string, unknown> & {
    handle: string;
    texts: Record<string, { name: string; description: string }>;
    skus: { code: string }[];
  })[];
  const out = records.filter((r) => r.type !== 'product').map((r) => JSON.stringify(r));
  for (let i = 0; i < PRODUCTS; i++) {
    const base = demo[i % demo.length];
    const copy = Math.floor(i / demo.length);
    out.push(
      JSON.stringify({
        ...base,
        handle: `${base.handle}-${copy}`,
        // The demo's photos are made per machine by its seed (demo-shop); search reads no picture file.
        images: [],
        texts: Object.fromEntries(Object.entries(base.texts).map(([l, t]) => [l, { name: `${t.name} ${copy + 100}`, description: t.description }])),
        skus: base.skus.map((s) => ({ ...s, code: `${s.code}-${copy}` })),
      }),
    );
  }
  return `${out.join('\n')}\n`;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Request {
  path: string;
  locale: string;
}

const SEARCHES: Request[] = [
  { path: '/api/catalog/products?keyword=leather%20jacket', locale: 'en' },
  { path: '/api/catalog/products?keyword=cotton%20shirt', locale: 'en' },
  { path: '/api/catalog/products?keyword=ceramic%20vase', locale: 'en' },
  { path: '/api/catalog/products?keyword=sleeping%20bags', locale: 'en' },
  { path: '/api/catalog/products?keyword=headphones&opt=colour:black', locale: 'en' },
  { path: '/api/catalog/products?keyword=Lederjacke', locale: 'de' },
  { path: '/api/catalog/products?keyword=Teekannen', locale: 'de' },
  { path: `/api/catalog/products?keyword=${encodeURIComponent('veste cuir')}`, locale: 'fr' },
  { path: `/api/catalog/products?keyword=${encodeURIComponent('真皮夹克')}`, locale: 'cn' },
  { path: `/api/catalog/products?keyword=${encodeURIComponent('シャツ')}`, locale: 'jp' },
];
const TYPOS: Request[] = [
  { path: '/api/catalog/products?keyword=lether%20jaket', locale: 'en' },
  { path: '/api/catalog/products?keyword=backpak', locale: 'en' },
  { path: '/api/catalog/products?keyword=ceramc%20vase', locale: 'en' },
  { path: '/api/catalog/products?keyword=Wanderschue', locale: 'de' },
  { path: `/api/catalog/products?keyword=${encodeURIComponent('chaqeta de cuero')}`, locale: 'es' },
];
const FACETS: Request[] = [
  { path: '/api/catalog/facets?keyword=leather', locale: 'en' },
  { path: '/api/catalog/facets?keyword=shirt&opt=colour:white&opt=size:m', locale: 'en' },
  { path: '/api/catalog/facets?categoryId=1&opt=colour:black', locale: 'en' },
  { path: '/api/catalog/facets?keyword=Jacke', locale: 'de' },
];
const SUGGEST: Request[] = [
  { path: '/api/catalog/suggest?q=lea', locale: 'en' },
  { path: '/api/catalog/suggest?q=jack', locale: 'en' },
  { path: '/api/catalog/suggest?q=cera', locale: 'en' },
  { path: '/api/catalog/suggest?q=Leder', locale: 'de' },
  { path: `/api/catalog/suggest?q=${encodeURIComponent('夹')}`, locale: 'cn' },
  { path: `/api/catalog/suggest?q=${encodeURIComponent('シャ')}`, locale: 'jp' },
];

let unique = 0;
/** `fresh`: each request's address gets a query of its own, so no cached answer serves it. */
async function measure(base: string, requests: Request[], seconds: number, expected = 200, fresh = true): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: requests.map((r) => ({
      method: 'GET',
      path: r.path,
      headers: { 'accept-language': r.locale },
      ...(fresh ? { setupRequest: (req: { path: string }) => ({ ...req, path: `${r.path}${r.path.includes('?') ? '&' : '?'}cold=${++unique}` }) } : {}),
    })),
  });
  // Answers shed under pressure (503 with Retry-After) come back in a millisecond: counted apart, not as served.
  const others = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .map(([code, stat]) => [code, (stat as { count: number }).count] as const);
  const unexpected = others.reduce((n, [, count]) => n + count, 0);
  if (others.length) console.log(`    ${requests[0]?.path}...: ${others.map(([code, count]) => `${fmt(count)} answered ${code}`).join(', ')}`);
  return {
    rps: (result.requests.total - unexpected) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
  };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX, path.join(import.meta.dirname, 'server.ts')], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      ...env,
      BENCH_SEED: 'false',
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PAYMENT_SECRET: SECRET,
      BEACON_SECRET: SECRET,
      // 32 connections from one address measure the server, not the per-client limit.
      RATE_LIMIT_PAGES_PER_MINUTE: '1000000000',
      RATE_LIMIT_API_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      const up = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return resolve(child);
      if (Date.now() - started > 180_000) return reject(new Error('server did not start in 3 minutes'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function fill(database: Database, file: string): Promise<number> {
  const started = performance.now();
  try {
    await prepareDatabase(database);
    const result = await importCatalog(database.db, 'bench.jsonl', file);
    if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.errors.slice(0, 3))}`);
    await analyze(database.db);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

async function bench(name: string, env: Record<string, string>, importMs: number) {
  const server = await startServer(env);
  const base = `http://127.0.0.1:${PORT}`;
  const routes: Record<string, [Request[], number, boolean]> = {
    'no database (unknown /api path)': [[{ path: '/api/no-such-endpoint', locale: 'en' }], 404, false],
    'search, cached answers': [SEARCHES, 200, false],
    search: [SEARCHES, 200, true],
    'search with typos': [TYPOS, 200, true],
    facets: [FACETS, 200, true],
    suggestions: [SUGGEST, 200, true],
  };
  const out: Record<string, Figures> = {};
  try {
    for (const [route, [requests, expected, fresh]] of Object.entries(routes)) {
      if (WARMUP > 0) await measure(base, requests, WARMUP, expected, fresh);
      out[route] = await measure(base, requests, DURATION, expected, fresh);
    }
  } finally {
    await stopServer(server);
  }
  return { name, importMs, routes: out };
}

const cpus = os.cpus();
console.log(
  `bench/api search: ${cpus.length} cores (${cpus[0]?.model.trim()}), node ${process.version}, ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s warm-up, load ${os.loadavg()[0]!.toFixed(1)}`,
);
const file = benchCatalog();
const results = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-bench-search-'));
try {
  const importMs = await fill(await openPglite({ dir: path.join(dataDir, 'db') }), file);
  results.push(await bench('embedded store (one process, PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' }, importMs));
  if (process.env.BENCH_PG_URL) {
    const pgMs = await fill(await openPostgres({ url: process.env.BENCH_PG_URL, max: 4 }), file);
    results.push(await bench('PostgreSQL (one instance)', { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_PG_URL }, pgMs));
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

for (const r of results) printRoutes(`${r.name} (catalogue imported and indexed in ${fmt(r.importMs / 1000, 1)} s)`, r.routes);
await writeFigures('search', { products: PRODUCTS, connections: CONNECTIONS, durationSeconds: DURATION, results });
