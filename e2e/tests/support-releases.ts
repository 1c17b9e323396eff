import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { storeDataDir } from '../stores';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The data folder the config gives this worker's store (DATA_DIR): the releases live in its releases/. */
export const DATA_DIR = storeDataDir();
export const RELEASES_DIR = join(DATA_DIR, 'releases');

export interface RemoteEntry {
  version: string;
  entry: string;
  previous: string | null;
  previousEntry: string | null;
}

/** The operator's pnpm as the README gives it, run from the repository root against the test server's data folder. */
function pnpmCommand(args: string[], env: Record<string, string>) {
  const [bin, ...pre] = process.env.PNPM_COMMAND ? process.env.PNPM_COMMAND.split(' ') : ['npx', '-y', 'pnpm@10.34.9'];
  return { bin, argv: [...pre, ...args], options: { cwd: ROOT, env: { ...process.env, DATA_DIR, RELEASE_BY: 'e2e', ...env } } };
}

/**
 * Runs an operator command from the repository root exactly as the README gives it (pnpm release ...),
 * against the test server's data folder. Throws with the output when it fails.
 */
export function pnpm(args: string[], env: Record<string, string> = {}) {
  const { bin, argv, options } = pnpmCommand(args, env);
  const run = spawnSync(bin, argv, { ...options, encoding: 'utf8', timeout: 300_000 });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${run.status}):\n${output}`);
  return output;
}

/**
 * pnpm() without blocking the test, so it can watch the site while the command runs: its output and how
 * long it took from start to exit. Rejects with the output when it fails.
 */
export function pnpmRunning(args: string[], env: Record<string, string> = {}): Promise<{ output: string; ms: number }> {
  const { bin, argv, options } = pnpmCommand(args, env);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(bin, argv, { ...options, timeout: 300_000 });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ output, ms: Date.now() - started });
      else reject(new Error(`pnpm ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

/** pnpm release <remote> --label <label>; returns the version it made current. */
export function release(remote: string, label: string): string {
  const output = pnpm(['release', remote, '--label', label]);
  const name = remote.replace(/^mf-/, '');
  const match = output.match(new RegExp(`^${name}: (\\S+) is current`, 'm'));
  if (!match) throw new Error(`no version in the output of pnpm release:\n${output}`);
  return match[1];
}

export async function remotes(request: APIRequestContext): Promise<Record<string, RemoteEntry>> {
  const res = await request.get('/remotes.json');
  if (res.headers()['cache-control'] !== 'no-store') throw new Error('/remotes.json must be served no-store');
  return (await res.json()).remotes;
}

/**
 * The version of a remote a page was rendered for, as the server wrote it into the page's state
 * (`<script id="sf-state">`, its remotes document); null for a page without it.
 */
export async function renderedVersion(request: APIRequestContext, remote: string, path = '/'): Promise<string | null> {
  const html = await (await request.get(path)).text();
  const state = html.match(/<script type="application\/json" id="sf-state">([^<]*)<\/script>/)?.[1];
  return state ? ((JSON.parse(state).remotes?.remotes?.[remote]?.version as string | undefined) ?? null) : null;
}

/**
 * Milliseconds from `since` (an operator's OK, a command's start) to the first page the server sends
 * rendered with `version` of `remote`: `GET path` about every 50 ms, as shoppers' next pages would ask.
 * No browser is involved, so the figure is the server's and the same for every way of making the change.
 */
export async function firstPageServedWith(request: APIRequestContext, remote: string, version: string, since: number, path = '/'): Promise<number> {
  const deadline = since + 60_000;
  for (;;) {
    const asked = Date.now();
    const seen = await renderedVersion(request, remote, path);
    const answered = Date.now();
    if (seen === version) return answered - since;
    if (answered > deadline) throw new Error(`no page with ${remote} ${version} within 60 s of the change (last: ${seen})`);
    await new Promise((r) => setTimeout(r, Math.max(0, 50 - (answered - asked))));
  }
}

/** sha256 of every file of the built shell, by relative path. */
export function shellFiles(): Record<string, string> {
  const dist = join(ROOT, 'shell', 'dist');
  const out: Record<string, string> = {};
  for (const name of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!name.isFile()) continue;
    const full = join(name.parentPath, name.name);
    out[full.slice(dist.length + 1)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

/**
 * sha256 of the shell as the browser gets it: the scripts the page names. The page's HTML itself is
 * rendered per request (with the current release's content), so it is not part of the shell's bytes.
 */
export async function servedShell(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get('/')).text();
  const out: Record<string, string> = {};
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
    out[src] = createHash('sha256')
      .update(await (await request.get(src)).body())
      .digest('hex');
  }
  return out;
}

export interface RuntimeInfo {
  remotes: Record<string, string>;
  loaded: Record<string, string>;
  failures: { remote: string; version: string; fallback: string | null; error: string; at: string }[];
}

/** What the shell says it runs (window.__STOREFRONT__). */
export function runtime(page: Page): Promise<RuntimeInfo> {
  return page.evaluate(() => {
    // Undefined until the shell has read /remotes.json.
    const s = (window as unknown as { __STOREFRONT__?: RuntimeInfo }).__STOREFRONT__;
    return { remotes: { ...s?.remotes }, loaded: { ...s?.loaded }, failures: [...(s?.failures ?? [])] };
  });
}

/** The chunk of an exposed page, as the release's manifest names it. */
export function exposeChunk(remote: string, version: string, expose: string): string {
  const manifest = JSON.parse(readFileSync(join(RELEASES_DIR, remote, version, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.exposes.find((e: { name: string }) => e.name === expose);
  const file = entry?.assets.js.sync.find((f: string) => f.includes('__federation_expose_'));
  if (!file) throw new Error(`no chunk for ${expose} in ${remote} ${version}`);
  return join(RELEASES_DIR, remote, version, file);
}

/** Puts `code` at the start of the module an exposed page evaluates (its chunk still loads as built). */
function prependToExposeModule(remote: string, version: string, expose: string, code: string) {
  const dir = join(RELEASES_DIR, remote, version);
  const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
  const key = JSON.stringify(`./${expose}`);
  // The expose's factory ends by requiring its module: `__webpack_require__(123))`, or minified `u(123))`.
  const id = entry.slice(entry.indexOf(key)).match(/[\w$]+\((\d+)\)\)/)?.[1];
  if (!id) throw new Error(`no module for ${expose} in ${remote} ${version}/remoteEntry.js`);
  const file = exposeChunk(remote, version, expose);
  const original = readFileSync(file, 'utf8');
  const changed = original.replace(new RegExp(`([{,]${id}\\([\\w$,]*\\)\\{)`), `$1${code}`);
  if (changed === original) throw new Error(`module ${id} not found in ${file}`);
  writeFileSync(file, changed);
  dropCompressed(file);
}

/** Makes the module an exposed page evaluates throw (its chunk still loads): a release that is broken inside. */
export function makeExposeThrow(remote: string, version: string, expose: string) {
  prependToExposeModule(remote, version, expose, 'throw new Error("this release is broken");');
}

/** Gives the page a click handler that keeps the main thread busy for `ms`: a release slow to answer a tap. */
export function makeExposeSlowToAnswer(remote: string, version: string, expose: string, ms: number) {
  prependToExposeModule(
    remote,
    version,
    expose,
    `document.addEventListener("click",function(){for(var t=performance.now()+${ms};performance.now()<t;);},true);`,
  );
}

/** Releases are precompressed: a file changed or removed by hand must lose its .br and .gz copies too. */
function dropCompressed(file: string) {
  for (const ext of ['.br', '.gz']) rmSync(file + ext, { force: true });
}

/** Removes a file of a release as a broken upload would leave it, compressed copies included. */
export function removeReleaseFile(file: string) {
  rmSync(file);
  dropCompressed(file);
}

/** Makes the server build's module of an exposed page throw when evaluated: a release broken on the server only. */
export function makeServerExposeThrow(remote: string, version: string, expose: string) {
  const dir = join(RELEASES_DIR, remote, version, 'server');
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.exposes.find((e: { name: string }) => e.name === expose);
  const file = entry?.assets.js.sync.find((f: string) => f.includes('__federation_expose_'));
  if (!file) throw new Error(`no server chunk for ${expose} in ${remote} ${version}`);
  const full = join(dir, file);
  writeFileSync(full, `throw new Error("this release is broken on the server");\n${readFileSync(full, 'utf8')}`);
  dropCompressed(full);
}
