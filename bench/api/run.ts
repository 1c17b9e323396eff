/**
 * API throughput of the catalogue: requests per second and p50/p99 latency of the product list and the
 * product detail at 32 connections, beside a route that touches no database (an unknown /api path: the
 * 404 envelope) on the same server, measured in the same run: the embedded store (one process, PGlite)
 * and the PostgreSQL cluster (three instances, Redis, HAProxy) through its load balancer. With the shell
 * built, the embedded store also serves server-rendered pages (/, /shop, a product page, a German product
 * list): warm from its page cache, and cold, where every request carries a query of its own so every one
 * is rendered. Prints figures; asserts nothing.
 *
 *   npx -y pnpm@10.34.9 run bench:api              (after pnpm build: the cluster serves the built store)
 *   BENCH_DURATION=20 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379 ...
 *   BENCH_PORT=8919: the embedded store's port.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { fmt, printRoutes, writeFigures } from './report';
import { startCluster } from 'api/cluster';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CEILING = '/api/bench/no-such-route';
const SECRET = 'bench-'.repeat(8);
// 32 connections from one address measure the server, not the per-client limit.
const UNLIMITED = { RATE_LIMIT_PAGES_PER_MINUTE: '1000000000', RATE_LIMIT_API_PER_MINUTE: '1000000000' };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX, path.join(import.meta.dirname, 'server.ts')], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      PAYMENT_SECRET: SECRET,
      BEACON_SECRET: SECRET,
      ...UNLIMITED,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
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

/** Errors: failed or timed-out requests and any status other than the route's own (404 for the ceiling). */
let unique = 0;
/** `fresh`: each request's address gets a query of its own, so no cache has it (a page rendered every time). */
async function measure(base: string, paths: string[], seconds: number, expected = 200, fresh = false): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-language': 'en', 'accept-encoding': 'br, gzip' },
    requests: paths.map((p) => ({
      method: 'GET',
      path: p,
      ...(fresh ? { setupRequest: (req: { path: string }) => ({ ...req, path: `${p}${p.includes('?') ? '&' : '?'}cold=${++unique}` }) } : {}),
    })),
  });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce(
    (n, [code, stat]) => n + (Number(code) === expected ? 0 : (stat as { count: number }).count),
    0,
  );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + unexpected };
}

async function catalogPaths(base: string) {
  const body = await fetch(`${base}/api/catalog/products?sort=sales&limit=50`).then((r) => r.json());
  const ids: number[] = body.data.list.map((p: { id: number }) => p.id);
  const sorts = ['newest', 'priceAsc', 'priceDesc', 'sales', 'score'];
  return {
    list: sorts.flatMap((sort) => [1, 2, 3].map((page) => `/api/catalog/products?sort=${sort}&page=${page}`)),
    detail: ids.slice(0, 30).map((id) => `/api/catalog/products/${id}`),
  };
}

/** The pages of issue 26's table; the product is the one it measured (7). */
const PAGES: Record<string, string> = {
  '/': '/',
  '/shop': '/shop',
  'product page': '/shop/goodDetails/7',
  'German product list': '/de/shop/productList/1?sort=priceAsc',
};

async function benchRoutes(name: string, base: string, startupMs: number, pages = false) {
  const { list, detail } = await catalogPaths(base);
  const routes: Record<string, [string[], number, boolean]> = {
    'no database (unknown /api path)': [[CEILING], 404, false],
    'product list': [list, 200, false],
    'product detail': [detail, 200, false],
  };
  if (pages)
    for (const [label, url] of Object.entries(PAGES)) {
      routes[`${label} (warm)`] = [[url], 200, false];
      routes[`${label} (cold)`] = [[url], 200, true];
    }
  const out: Record<string, Figures> = {};
  for (const [route, [paths, expected, fresh]] of Object.entries(routes)) {
    if (WARMUP > 0) await measure(base, paths, WARMUP, expected, fresh);
    out[route] = await measure(base, paths, DURATION, expected, fresh);
  }
  return { name, startupMs, routes: out };
}

const shellBuilt = existsSync(path.join(ROOT, 'shell', 'dist', 'server', 'render.cjs'));

async function benchEmbedded(port: number, dataDir: string) {
  const startedAt = Date.now();
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', BENCH_PAGES: shellBuilt ? 'true' : 'false' };
  // The builds as `pnpm serve` publishes them, so the store renders pages as `npm start` serves them.
  if (shellBuilt)
    await promisify(execFile)(process.execPath, [TSX, path.join(ROOT, 'releases', 'src', 'cli.ts'), 'publish-builds'], { env: { ...process.env, ...env } });
  const server = await startServer(port, env);
  try {
    return await benchRoutes('embedded store (one process, PGlite)', `http://127.0.0.1:${port}`, Date.now() - startedAt, shellBuilt);
  } finally {
    await stopServer(server);
  }
}

async function benchCluster() {
  const startedAt = Date.now();
  let cluster;
  try {
    cluster = await startCluster({
      databaseUrl: PG_URL,
      redisUrl: REDIS_URL,
      database: 'storefront_bench_cluster',
      fresh: true,
      port: 8920,
      log: () => {},
      env: UNLIMITED,
    });
  } catch (error) {
    console.log(`cluster not started (${(error as Error).message}): skipped`);
    return null;
  }
  try {
    return await benchRoutes('PostgreSQL cluster (3 instances, Redis, HAProxy), through the load balancer', cluster.url, Date.now() - startedAt);
  } finally {
    await cluster.stop();
  }
}

const cpus = os.cpus();
console.log(
  `bench/api: ${cpus.length} cores (${cpus[0]?.model.trim()}), node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s warm-up`,
);

const results = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-bench-api-'));
try {
  results.push(await benchEmbedded(Number(process.env.BENCH_PORT ?? 8919), dataDir));
  const cluster = await benchCluster();
  if (cluster) results.push(cluster);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

for (const r of results) printRoutes(`${r.name} (started, migrated and seeded in ${fmt(r.startupMs / 1000, 1)} s)`, r.routes);

await writeFigures('api', { connections: CONNECTIONS, durationSeconds: DURATION, results });
