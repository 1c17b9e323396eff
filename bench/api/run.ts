/**
 * API throughput of the catalogue: requests per second and p50/p99 latency of the product list and the
 * product detail at 32 connections, on PGlite and on PostgreSQL, beside a route that touches no
 * database, measured in the same run on this machine. Prints figures; asserts nothing.
 *
 *   npx -y pnpm@10.34.9 run bench:api
 *   BENCH_DURATION=20 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres ...
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres } from '../../api/src/db/client';

const ROOT = path.resolve(import.meta.dirname, '../..');
const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const TSX = requireFromApi.resolve('tsx/cli');
const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'storefront_bench';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX, path.join(import.meta.dirname, 'server.ts')], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      const up = await fetch(`http://127.0.0.1:${port}/api/bench/ping`).then((r) => r.ok, () => false);
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

async function measure(port: number, paths: string[], seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-language': 'en' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function catalogPaths(port: number) {
  const body = await fetch(`http://127.0.0.1:${port}/api/catalog/products?sort=sales&limit=50`).then((r) => r.json());
  const ids: number[] = body.data.list.map((p: { id: number }) => p.id);
  const sorts = ['newest', 'priceAsc', 'priceDesc', 'sales', 'score'];
  return {
    list: sorts.flatMap((sort) => [1, 2, 3].map((page) => `/api/catalog/products?sort=${sort}&page=${page}`)),
    detail: ids.slice(0, 30).map((id) => `/api/catalog/products/${id}`),
  };
}

async function benchDriver(name: string, port: number, env: Record<string, string>) {
  const startedAt = Date.now();
  const server = await startServer(port, env);
  const startup = Date.now() - startedAt;
  try {
    const { list, detail } = await catalogPaths(port);
    const routes = { 'no database (/api/bench/ping)': ['/api/bench/ping'], 'product list': list, 'product detail': detail };
    const out: Record<string, Figures> = {};
    for (const [route, paths] of Object.entries(routes)) {
      if (WARMUP > 0) await measure(port, paths, WARMUP);
      out[route] = await measure(port, paths, DURATION);
    }
    return { name, startupMs: startup, routes: out };
  } finally {
    await stopServer(server);
  }
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  let admin;
  try {
    admin = await openPostgres({ url: PG_URL, max: 1 });
  } catch (error) {
    console.log(`PostgreSQL at ${PG_URL} not reachable (${(error as Error).message}): skipped`);
    return null;
  }
  const pool = admin.client as unknown as { query(sql: string): Promise<unknown> };
  await pool.query(`drop database if exists ${PG_DATABASE} with (force)`);
  await pool.query(`create database ${PG_DATABASE}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${PG_DATABASE}`;
    return await run(url.toString());
  } finally {
    await pool.query(`drop database if exists ${PG_DATABASE} with (force)`).catch(() => {});
    await admin.close();
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const cpus = os.cpus();
console.log(`bench/api: ${cpus.length} cores (${cpus[0]?.model.trim()}), node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s warm-up`);

const results = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-bench-api-'));
try {
  results.push(await benchDriver('PGlite', 8290, { DATA_DIR: dataDir, DATABASE_URL: '' }));
  const pg = await withPostgresDatabase((url) => benchDriver('PostgreSQL', 8291, { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: url }));
  if (pg) results.push(pg);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

for (const r of results) {
  const base = r.routes['no database (/api/bench/ping)'].rps;
  console.log(`\n${r.name} (started, migrated and seeded in ${fmt(r.startupMs / 1000, 1)} s)`);
  console.log(`  ${'route'.padEnd(32)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs no-db'.padStart(9)} ${'errors'.padStart(7)}`);
  for (const [route, f] of Object.entries(r.routes)) {
    console.log(`  ${route.padEnd(32)} ${fmt(f.rps).padStart(9)} ${fmt(f.p50).padStart(7)} ${fmt(f.p99).padStart(7)} ${(fmt((f.rps / base) * 100, 1) + '%').padStart(9)} ${String(f.errors).padStart(7)}`);
  }
}

const file = path.join(ROOT, 'var', 'bench', 'api.json');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, JSON.stringify({ at: new Date().toISOString(), cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, connections: CONNECTIONS, durationSeconds: DURATION, results }, null, 2));
console.log(`\nfigures written to ${path.relative(ROOT, file)}`);
