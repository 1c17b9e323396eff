// What the page benches in this folder share: a scratch folder per run, the built store started as `npm start`
// serves it, and the minimal React 19 + React Router 7 page the store is compared with, built and served.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

const here = import.meta.dirname;
/** The checkout whose build is measured: this one, or LIGHTHOUSE_STORE_ROOT (figures before a change). */
/** Debian's Chromium as both benches start it: no sandbox (root), nothing that talks to the network by itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const storeRoot = resolve(process.env.LIGHTHOUSE_STORE_ROOT ?? join(here, '../..'));

const scratch = [];

export function scratchDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

export async function waitFor(check, what, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      const value = await check();
      if (value) return value;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not come up within ${seconds} s`);
}

/** The minimal page: one React Router route, built for production by the rspack the apps use. */
export async function buildMinimal() {
  const outDir = scratchDir('lighthouse-minimal-');
  const compiler = rspack({
    context: join(here, 'minimal'),
    mode: 'production',
    devtool: false,
    entry: { main: './src/main.tsx' },
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: join(here, 'minimal/index.html'), inject: 'body' })],
    performance: { hints: false },
  });
  await new Promise((resolvePromise, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolvePromise();
    }),
  );
  return outDir;
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json' };

/** Serves the minimal build as the store serves its shell: compressed, hashed files immutable, SPA fallback. */
export function serveMinimal(dir, port = 0) {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (pathname === '/robots.txt') {
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      return res.end('User-agent: *\nAllow: /\n');
    }
    let file = normalize(join(dir, pathname));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) file = join(dir, 'index.html');
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw,
      );
    }
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', /\.[0-9a-f]{8}\.\w+$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('vary', 'accept-encoding');
    if (encoding) res.setHeader('content-encoding', encoding);
    res.end(cache.get(key));
  });
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

export async function startStore(defaultPort = 8585) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop() {} };
  if (!existsSync(join(storeRoot, 'shell/dist/index.html'))) throw new Error(`no build in ${storeRoot}: run pnpm build first`);
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const dataDir = scratchDir('lighthouse-store-');
  // As `npm start` serves it: the built shell and remotes, a freshly seeded embedded database.
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' };
  delete env.NODE_ENV;
  const child = spawn('npx', ['-y', 'pnpm@10.34.9', 'run', 'serve'], { cwd: storeRoot, env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).ok, `the store on port ${port}`, 300);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** Removes every scratch folder made by scratchDir. */
export function removeScratch() {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}

/** The middle value of a bench's runs (the lower one of an even count), missing values left out; null when none. */
export function median(values) {
  const known = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
}

/** The machine as a run found it: its cores and load averages, to print beside the figures. */
export const machineLoad = () =>
  `${cpus().length} cores, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
