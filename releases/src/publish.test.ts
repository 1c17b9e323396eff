import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesOf } from '@storefront/shared/routes';
import { inCanary, servedRegistry } from '@storefront/registry/canary';
import { remotesDocument, setCurrent } from '@storefront/registry/document';
import { fileRegistryStore, type FileRegistryStore } from '@storefront/registry/file-store';
import type { ShellShared } from './check';
import { contentHash, listReleases, promoteRemote, publishBuild, releaseBuild, rollbackRemote, stagingDir } from './publish';

let tmp: string;
let releasesDir: string;
let store: FileRegistryStore;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-publish-'));
  releasesDir = path.join(tmp, 'releases');
  store = fileRegistryStore(releasesDir);
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

async function fakeDist(name: string, files: Record<string, string>, version = '1.2.3') {
  const root = path.join(tmp, name);
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name, version }));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, 'dist', file)), { recursive: true });
    await writeFile(path.join(root, 'dist', file), content);
  }
  return path.join(root, 'dist');
}

describe('publishBuild', () => {
  it('precompresses a release folder the build left uncompressed, but not its server build', async () => {
    const script = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
    const chunk = '__federation_expose_pages__Cart.5a92f2b0.js';
    const dist = await fakeDist('mf-cart-checkout', {
      'mf-manifest.json': JSON.stringify({ name: 'cartCheckout', padding: 'x'.repeat(2000) }),
      'remoteEntry.js': script,
      [chunk]: script,
      'server/remoteEntry.js': script,
    });
    const { dir } = await publishBuild('cartCheckout', dist, { registry: store, packageVersion: '1.0.0' });
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['remoteEntry.js.br', 'remoteEntry.js.gz', `${chunk}.br`, `${chunk}.gz`, 'mf-manifest.json.br']));
    expect(await readdir(path.join(dir, 'server'))).toEqual(['remoteEntry.js']);
  });

  it('names the version <package version>-<content hash> and makes it current', async () => {
    const dist = await fakeDist('mf-catalog', { 'mf-manifest.json': '{}', 'js/a.js': 'a' });
    const result = await publishBuild('catalog', dist, { registry: store, by: 'alice' });
    expect(result.version).toBe(`1.2.3-${await contentHash(dist)}`);
    expect(result).toMatchObject({ created: true, madeCurrent: true });
    expect(await readFile(path.join(releasesDir, 'catalog', result.version, 'js', 'a.js'), 'utf8')).toBe('a');
    const record = (await store.read()).remotes.catalog!;
    expect(record.current).toBe(result.version);
    expect(record.history).toEqual([{ version: result.version, releasedAt: expect.any(String), by: 'alice', replaced: null, action: 'release' }]);
  });

  it('publishing the same dist twice makes one version', async () => {
    const dist = await fakeDist('mf-account', { 'mf-manifest.json': '{}' });
    const first = await publishBuild('account', dist, { registry: store });
    const second = await publishBuild('account', dist, { registry: store });
    expect(second).toMatchObject({ version: first.version, created: false, madeCurrent: false });
    expect(await readdir(path.join(releasesDir, 'account'))).toEqual([first.version]);
    expect((await store.read()).remotes.account!.history).toHaveLength(1);
  });

  it('concurrent publishes of the same dist leave one folder and no temp folders', async () => {
    const dist = await fakeDist('mf-content', { 'mf-manifest.json': '{}', 'big.js': 'x'.repeat(200_000) });
    const results = await Promise.all(Array.from({ length: 4 }, () => publishBuild('content', dist, { registry: store })));
    expect(new Set(results.map((r) => r.version)).size).toBe(1);
    expect(results.filter((r) => r.madeCurrent)).toHaveLength(1);
    expect(await readdir(path.join(releasesDir, 'content'))).toEqual([results[0].version]);
  });

  it('a changed build is a new version that records the one it replaced', async () => {
    const dist = await fakeDist('mf-cart-checkout', { 'mf-manifest.json': '{"v":1}' });
    const v1 = await publishBuild('cartCheckout', dist, { registry: store });
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"v":2}');
    const v2 = await publishBuild('cartCheckout', dist, { registry: store });
    expect(v2.version).not.toBe(v1.version);
    const registry = await store.read();
    expect(registry.remotes.cartCheckout!.history.map((h) => [h.version, h.replaced])).toEqual([
      [v1.version, null],
      [v2.version, v1.version],
    ]);
    expect(remotesDocument(registry).remotes.cartCheckout).toEqual({
      version: v2.version,
      entry: `/releases/cartCheckout/${v2.version}/mf-manifest.json`,
      previous: v1.version,
      previousEntry: `/releases/cartCheckout/${v1.version}/mf-manifest.json`,
    });

    // Publishing the old build again (e.g. after a revert) makes it current without copying it again.
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"v":1}');
    const again = await publishBuild('cartCheckout', dist, { registry: store });
    expect(again).toMatchObject({ version: v1.version, created: false, madeCurrent: true });
  });

  it('at server start, an unchanged dist does not undo a release or rollback made since', async () => {
    const dist = await fakeDist('mf-content', { 'mf-manifest.json': '{"v":1}' });
    const first = await publishBuild('content', dist, { registry: store, onlyIfNew: true });
    expect(first.madeCurrent).toBe(true);
    await store.update((r) => setCurrent(r, 'content', 'operator-choice', 'test', new Date()));
    const restart = await publishBuild('content', dist, { registry: store, onlyIfNew: true });
    expect(restart).toMatchObject({ created: false, madeCurrent: false });
    expect((await store.read()).remotes.content!.current).toBe('operator-choice');
    // A changed dist is a new build: it is published and made current.
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"v":2}');
    expect(await publishBuild('content', dist, { registry: store, onlyIfNew: true })).toMatchObject({ created: true, madeCurrent: true });
  });
});

// A build as rspack leaves it: a federation manifest naming its entry, its exposes' and shared chunks.
const SHELL: ShellShared = new Map([
  ['react', '19.3.1'],
  ['react-dom', '19.3.1'],
  ['react-router', '7.18.5'],
  ['effector', '23.4.4'],
  ['@storefront/shared/store', '1.0.0'],
]);

interface FakeRelease {
  name?: string;
  /** The server build beside it: the same pages (default), none at all, or one page short. */
  server?: 'same' | 'none' | 'fewer';
  shared?: { name: string; version: string; requiredVersion: string; chunk?: string }[];
  skip?: string[];
  marker?: string;
  /** mf-stats.json: the exports the build keeps of each tree-shaken shared library. */
  kept?: Record<string, string[]>;
}

async function fakeRelease(dir: string, options: FakeRelease = {}) {
  const shared = options.shared ?? [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', chunk: '11.aaaa1111.js' },
    { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', chunk: '12.bbbb2222.js' },
    { name: '@storefront/shared/store', version: '1.0.0', requiredVersion: '^1.0.0', chunk: '13.cccc3333.js' },
  ];
  const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
  const chunk = (page: string) => `__federation_expose_pages__${page}.dddd4444.js`;
  const exposes = (pages: string[]) =>
    pages.map((page) => ({ id: `catalog:pages/${page}`, name: `pages/${page}`, path: `./pages/${page}`, assets: assets([chunk(page)]) }));
  const pages = pagesOf('catalog');
  const manifest = (pageList: string[]) => ({
    id: options.name ?? 'catalog',
    name: options.name ?? 'catalog',
    metaData: { name: options.name ?? 'catalog', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: shared.map((s) => ({
      id: `catalog:${s.name}`,
      name: s.name,
      version: s.version,
      singleton: true,
      requiredVersion: s.requiredVersion,
      assets: assets(s.chunk ? [s.chunk] : []),
    })),
    remotes: [],
    exposes: exposes(pageList),
  });
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest(pages)),
    'remoteEntry.js': `entry ${options.marker ?? ''}`,
  };
  if (options.kept) files['mf-stats.json'] = JSON.stringify({ shared: Object.entries(options.kept).map(([name, usedExports]) => ({ name, usedExports })) });
  for (const page of pages) files[chunk(page)] = `${page} ${options.marker ?? ''}`;
  if ((options.server ?? 'same') !== 'none') {
    const serverPages = options.server === 'fewer' ? pages.slice(1) : pages;
    files['server/mf-manifest.json'] = JSON.stringify(manifest(serverPages));
    files['server/remoteEntry.js'] = `server entry ${options.marker ?? ''}`;
    for (const page of serverPages) files[`server/${chunk(page)}`] = `server ${page}`;
  }
  for (const s of shared) {
    if (!s.chunk) continue;
    files[s.chunk] = s.name;
    if (files['server/mf-manifest.json']) files[`server/${s.chunk}`] = s.name;
  }
  for (const [file, content] of Object.entries(files)) {
    if (options.skip?.includes(file)) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

async function release(version: string, options: FakeRelease & { by?: string; label?: string; now?: Date; shell?: ShellShared } = {}) {
  const dir = await fakeRelease(path.join(tmp, 'builds', version), options);
  return releaseBuild('catalog', dir, {
    registry: store,
    version,
    shell: options.shell ?? SHELL,
    by: options.by ?? 'alice',
    label: options.label,
    now: options.now,
  });
}

const current = async () => (await store.read()).remotes.catalog?.current;

describe('release (pnpm release)', () => {
  it('puts the build in releases/<remote>/<version>/, makes it current and keeps who, when and what it replaced', async () => {
    const first = await release('1.0.0-b1', { now: new Date('2025-01-01T10:00:00Z') });
    expect(first).toMatchObject({ ok: true, data: { version: '1.0.0-b1', replaced: null } });
    const second = await release('1.0.0-b2', { by: 'bob', label: 'Spring sale', marker: 'two', now: new Date('2025-01-02T10:00:00Z') });
    expect(second).toMatchObject({ ok: true, data: { version: '1.0.0-b2', replaced: '1.0.0-b1' } });

    expect(await readFile(path.join(releasesDir, 'catalog', '1.0.0-b2', 'remoteEntry.js'), 'utf8')).toBe('entry two');
    const record = (await store.read()).remotes.catalog!;
    expect(record.current).toBe('1.0.0-b2');
    expect(record.history).toEqual([
      { version: '1.0.0-b1', releasedAt: '2025-01-01T10:00:00.000Z', by: 'alice', replaced: null, action: 'release' },
      { version: '1.0.0-b2', releasedAt: '2025-01-02T10:00:00.000Z', by: 'bob', replaced: '1.0.0-b1', action: 'release', label: 'Spring sale' },
    ]);
    expect(remotesDocument(await store.read()).remotes.catalog).toMatchObject({ version: '1.0.0-b2', previous: '1.0.0-b1' });
  });

  it('refuses a build with a missing asset and changes nothing', async () => {
    await release('1.0.0-good');
    const result = await release('1.0.0-broken', { skip: ['__federation_expose_pages__Home.dddd4444.js'] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('asset __federation_expose_pages__Home.dddd4444.js named by mf-manifest.json is missing');
    expect(await current()).toBe('1.0.0-good');
    expect(await readdir(path.join(releasesDir, 'catalog'))).toEqual(['1.0.0-good']);
  });

  it('refuses a build that does not expose every page the route table gives the remote', async () => {
    const dir = await fakeRelease(path.join(tmp, 'builds', '1.0.0-pages'));
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.exposes = manifest.exposes.filter((e: { name: string }) => e.name !== 'pages/GoodDetails');
    await writeFile(manifestFile, JSON.stringify(manifest));
    const refused = await releaseBuild('catalog', dir, { registry: store, version: '1.0.0-pages', shell: SHELL, by: 'alice' });
    expect(!refused.ok && refused.error).toContain('the route table routes to pages the build does not expose: ./pages/GoodDetails');
  });

  it('checks the server build like the browser build, and serves a build without one with a warning', async () => {
    const fewer = await release('1.0.0-fewer', { server: 'fewer' });
    expect(!fewer.ok && fewer.error).toMatch(/the server build exposes .*, the browser build /);
    const missing = await release('1.0.0-missing', { skip: ['server/remoteEntry.js'] });
    expect(!missing.ok && missing.error).toContain('asset server/remoteEntry.js named by server/mf-manifest.json is missing');
    const none = await release('1.0.0-none', { server: 'none' });
    expect(none).toMatchObject({ ok: true, data: { warnings: ['no server build (server/mf-manifest.json): its pages are rendered in the browser only'] } });
  });

  it('refuses a build without a manifest, or a manifest of another remote', async () => {
    const noManifest = await release('1.0.0-nomanifest', { skip: ['mf-manifest.json'] });
    expect(!noManifest.ok && noManifest.error).toContain('mf-manifest.json is missing');
    const other = await release('1.0.0-other', { name: 'account' });
    expect(!other.ok && other.error).toContain('the build is remote "account", not "catalog"');
    expect(await current()).toBeUndefined();
  });

  it('refuses a build whose shared requirements the shell cannot satisfy', async () => {
    const newerReact = await release('1.0.0-react20', {
      shared: [
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
        { name: 'effector', version: '23.4.4', requiredVersion: '^23.4.4' },
      ],
    });
    expect(newerReact.ok).toBe(false);
    expect(!newerReact.ok && newerReact.error).toContain('react: the remote requires ^20.0.0, the shell provides 19.3.1');

    const notProvided = await release('1.0.0-i18n', { shared: [{ name: 'i18next', version: '26.7.2', requiredVersion: '^26.7.2' }] });
    expect(!notProvided.ok && notProvided.error).toContain('i18next: the remote needs it from the shell (^26.7.2) and the shell provides none');

    const newerShared = await release('1.0.0-shared2', { shared: [{ name: '@storefront/shared/store', version: '2.0.0', requiredVersion: '^2.0.0' }] });
    expect(!newerShared.ok && newerShared.error).toContain('@storefront/shared/store: the remote requires ^2.0.0, the shell provides 1.0.0');
    expect(await current()).toBeUndefined();
    expect(await readdir(path.join(releasesDir, 'catalog')).catch(() => [])).toEqual([]);
  });

  it("refuses a build that uses exports the shell's tree-shaken copy of a library does not keep", async () => {
    const shell: ShellShared = Object.assign(new Map(SHELL), { kept: new Map([['react-router', ['Link', 'useNavigate']]]) });
    const more = await release('1.0.0-usematch', { shell, kept: { 'react-router': ['Link', 'useMatch', 'useNavigate'] } });
    expect(!more.ok && more.error).toContain("react-router: the remote uses useMatch, which the shell's copy does not keep");
    expect(await current()).toBeUndefined();

    const fewer = await release('1.0.0-link', { shell, kept: { 'react-router': ['Link'] } });
    expect(fewer).toMatchObject({ ok: true, data: { warnings: [] } });

    const unknown = await release('1.0.0-whole', { shell });
    expect(unknown).toMatchObject({
      ok: true,
      data: { warnings: ['react-router: the shell keeps only some of its exports and the build does not say which it uses'] },
    });
  });

  it('lets a remote bring its own copy of a shared subpath the shell does not load, with a warning', async () => {
    const result = await release('1.0.0-format', { shared: [{ name: '@storefront/shared/format', version: '1.0.0', requiredVersion: '^1.0.0' }] });
    expect(result).toMatchObject({ ok: true, data: { warnings: ['the shell does not load @storefront/shared/format: the remote uses its own copy'] } });
  });

  it('refuses to overwrite a version (releases are immutable) and refuses without a shell to check against', async () => {
    await release('1.0.0-same', { marker: 'first' });
    const again = await release('1.0.0-same', { marker: 'second' });
    expect(!again.ok && again.error).toContain('already exists and releases are immutable');
    expect(await readFile(path.join(releasesDir, 'catalog', '1.0.0-same', 'remoteEntry.js'), 'utf8')).toBe('entry first');

    const dir = await fakeRelease(path.join(tmp, 'builds', 'noshell'));
    const noShell = await releaseBuild('catalog', dir, { registry: store, version: '1.0.0-noshell', shell: null });
    expect(!noShell.ok && noShell.error).toContain('shell build to check against was not found');
    const badName = await releaseBuild('catalog', dir, { registry: store, version: '../escape', shell: SHELL });
    expect(badName.ok).toBe(false);
  });

  it('moves a staged build into place without leaving the staging folder', async () => {
    const staging = stagingDir('catalog', '1.0.0-staged', { registry: store });
    await fakeRelease(staging);
    const result = await releaseBuild('catalog', staging, { registry: store, version: '1.0.0-staged', shell: SHELL, move: true });
    expect(result.ok).toBe(true);
    expect(await readdir(path.join(releasesDir, 'catalog'))).toEqual(['1.0.0-staged']);
  });

  it('a reader polling the registry during releases never sees a version whose folder is incomplete', async () => {
    await release('1.0.0-r0');
    let releasing = true;
    const releaser = (async () => {
      for (let i = 1; i <= 8; i++) {
        const result = await release(`1.0.0-r${i}`, { marker: String(i) });
        expect(result.ok).toBe(true);
      }
      releasing = false;
    })();
    const seen = new Set<string>();
    while (releasing) {
      const doc = remotesDocument(await store.read());
      const version = doc.remotes.catalog!.version;
      seen.add(version);
      // Everything the manifest names is already there when the registry points at it.
      for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_pages__Home.dddd4444.js']) {
        await readFile(path.join(releasesDir, 'catalog', version, file));
      }
    }
    await releaser;
    expect(seen.size).toBeGreaterThan(1);
    expect((await readdir(path.join(releasesDir, 'catalog'))).filter((n) => n.startsWith('.'))).toEqual([]);
  });
});

describe('rollback (pnpm rollback)', () => {
  beforeEach(async () => {
    for (const v of ['1.0.0-a', '1.0.0-b', '1.0.0-c']) expect((await release(v)).ok).toBe(true);
  });

  it('makes the previous version current, records it, and the shell falls back past rolled-back versions', async () => {
    const result = await rollbackRemote('catalog', { registry: store, by: 'carol' });
    expect(result).toEqual({ ok: true, data: { version: '1.0.0-b', replaced: '1.0.0-c' } });
    const registry = await store.read();
    expect(registry.remotes.catalog!.history.at(-1)).toMatchObject({ version: '1.0.0-b', by: 'carol', replaced: '1.0.0-c', action: 'rollback' });
    // The version rolled back from is not a "last known good" for the shell.
    expect(remotesDocument(registry).remotes.catalog).toMatchObject({ version: '1.0.0-b', previous: '1.0.0-a' });

    expect(await rollbackRemote('catalog', { registry: store })).toEqual({ ok: true, data: { version: '1.0.0-a', replaced: '1.0.0-b' } });
    const none = await rollbackRemote('catalog', { registry: store });
    expect(!none.ok && none.error).toContain('no earlier version to roll back to');
  });

  it('makes a named version current', async () => {
    expect(await rollbackRemote('catalog', { registry: store, to: '1.0.0-a' })).toEqual({ ok: true, data: { version: '1.0.0-a', replaced: '1.0.0-c' } });
    expect(await current()).toBe('1.0.0-a');
    expect(remotesDocument(await store.read()).remotes.catalog).toMatchObject({ version: '1.0.0-a', previous: '1.0.0-b' });
    // Releasing a version again clears its rolled-back mark.
    expect(await rollbackRemote('catalog', { registry: store, to: '1.0.0-c' })).toMatchObject({ ok: true });
  });

  it('refuses an unknown version and the current one, and changes nothing', async () => {
    const before = await readFile(path.join(releasesDir, 'registry.json'), 'utf8');
    const unknown = await rollbackRemote('catalog', { registry: store, to: '9.9.9-nope' });
    expect(unknown).toEqual({ ok: false, error: 'catalog has no version 9.9.9-nope. Known versions: 1.0.0-a, 1.0.0-b, 1.0.0-c' });
    const same = await rollbackRemote('catalog', { registry: store, to: '1.0.0-c' });
    expect(!same.ok && same.error).toContain('already current');
    const never = await rollbackRemote('content', { registry: store });
    expect(!never.ok && never.error).toContain('never been released');
    expect(await readFile(path.join(releasesDir, 'registry.json'), 'utf8')).toBe(before);
  });

  it('pnpm releases lists every version, the current one and when each was released', async () => {
    await rollbackRemote('catalog', { registry: store });
    const [listing] = await listReleases('catalog', { registry: store });
    expect(listing).toMatchObject({ remote: 'catalog', current: '1.0.0-b', previousGood: '1.0.0-a' });
    expect(listing.versions.map((v) => [v.version, v.current, v.rolledBack, v.by])).toEqual([
      ['1.0.0-c', false, true, 'alice'],
      ['1.0.0-b', true, false, 'alice'],
      ['1.0.0-a', false, false, 'alice'],
    ]);
    expect(listing.versions.every((v) => typeof v.releasedAt === 'string')).toBe(true);
    expect(listing.history.map((h) => h.action)).toEqual(['release', 'release', 'release', 'rollback']);
  });
});

describe('canary releases (pnpm release --canary, promote, rollback)', () => {
  const canaryRelease = (version: string, percent: number, options: FakeRelease = {}) =>
    fakeRelease(path.join(tmp, 'builds', version), options).then((dir) =>
      releaseBuild('catalog', dir, { registry: store, version, shell: SHELL, by: 'carol', label: 'Canary', canary: { percent } }),
    );
  /** A bucket inside and one outside the canary's share. */
  function buckets(version: string, percent: number) {
    const all = Array.from({ length: 10_000 }, (_, b) => b);
    return { inside: all.find((b) => inCanary(b, 'catalog', { version, percent }))!, outside: all.find((b) => !inCanary(b, 'catalog', { version, percent }))! };
  }

  it('serves the canary to its share only, keeps the current version for everyone else, and refuses a second canary', async () => {
    await release('1.0.0-stable');
    const result = await canaryRelease('1.0.0-canary', 25);
    expect(result).toMatchObject({ ok: true, data: { version: '1.0.0-canary', replaced: '1.0.0-stable', canaryPercent: 25 } });
    const registry = await store.read();
    expect(registry.remotes.catalog).toMatchObject({ current: '1.0.0-stable', canary: { version: '1.0.0-canary', percent: 25, by: 'carol', label: 'Canary' } });
    // The plain document (and everyone outside the share) stays on the current version.
    expect(remotesDocument(registry).remotes.catalog!.version).toBe('1.0.0-stable');
    const { inside, outside } = buckets('1.0.0-canary', 25);
    expect(remotesDocument(servedRegistry(registry, inside)).remotes.catalog).toMatchObject({ version: '1.0.0-canary', previous: '1.0.0-stable' });
    expect(remotesDocument(servedRegistry(registry, outside)).remotes.catalog!.version).toBe('1.0.0-stable');

    const second = await canaryRelease('1.0.0-canary2', 10);
    expect(!second.ok && second.error).toContain('a canary (1.0.0-canary, 25%) is already running');
    expect((await store.read()).remotes.catalog!.canary!.version).toBe('1.0.0-canary');
  });

  it('refuses a canary of a remote with nothing current, and a share outside 0-100', async () => {
    const first = await canaryRelease('1.0.0-first', 10);
    expect(!first.ok && first.error).toContain('release this remote normally first');
    await release('1.0.0-stable');
    const all = await canaryRelease('1.0.0-all', 100);
    expect(!all.ok && all.error).toContain('between 0 and 100');
  });

  it('promote makes the canary current for everyone and records it', async () => {
    await release('1.0.0-stable');
    await canaryRelease('1.0.0-canary', 50);
    expect(await promoteRemote('catalog', { registry: store, by: 'dave' })).toEqual({ ok: true, data: { version: '1.0.0-canary', replaced: '1.0.0-stable' } });
    const registry = await store.read();
    const record = registry.remotes.catalog!;
    expect(record).toMatchObject({ current: '1.0.0-canary', canary: null });
    expect(record.history.at(-1)).toMatchObject({ version: '1.0.0-canary', by: 'dave', replaced: '1.0.0-stable', action: 'promote', label: 'Canary' });
    expect(record.canaryEvents!.map((e) => e.action)).toEqual(['canary', 'promote']);
    const { outside } = buckets('1.0.0-canary', 50);
    expect(remotesDocument(servedRegistry(registry, outside)).remotes.catalog).toMatchObject({ version: '1.0.0-canary', previous: '1.0.0-stable' });
    expect(await promoteRemote('catalog', { registry: store })).toEqual({ ok: false, error: 'catalog has no canary running: nothing to promote' });
  });

  it('rollback ends the canary: everyone stays on the current version, and the canary is never a fallback', async () => {
    await release('1.0.0-stable');
    await canaryRelease('1.0.0-canary', 50);
    expect(await rollbackRemote('catalog', { registry: store, by: 'erin' })).toEqual({
      ok: true,
      data: { version: '1.0.0-stable', replaced: '1.0.0-canary', endedCanary: true },
    });
    const registry = await store.read();
    expect(registry.remotes.catalog).toMatchObject({ current: '1.0.0-stable', canary: null });
    expect(registry.remotes.catalog!.canaryEvents!.at(-1)).toMatchObject({
      action: 'end',
      version: '1.0.0-canary',
      by: 'erin',
      reason: 'ended by an operator (pnpm rollback)',
    });
    const { inside } = buckets('1.0.0-canary', 50);
    expect(remotesDocument(servedRegistry(registry, inside)).remotes.catalog!.version).toBe('1.0.0-stable');
    await release('1.0.0-next');
    expect(remotesDocument(await store.read()).remotes.catalog!.previous).toBe('1.0.0-stable');
    const listing = (await listReleases('catalog', { registry: store }))[0];
    expect(listing.canary).toBeNull();
    expect(listing.canaryEvents.map((e) => `${e.action} ${e.version}`)).toEqual(['canary 1.0.0-canary', 'end 1.0.0-canary']);
  });
});

describe('shell releases (pnpm release shell)', () => {
  /** A shell build providing these libraries. */
  async function fakeShell(version: string, shared: Record<string, string>) {
    const dir = path.join(tmp, 'builds', `shell-${version}`);
    await mkdir(path.join(dir, 'server'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><html><head></head><body><div id="root"></div>${version}</body></html>`);
    await writeFile(path.join(dir, 'server', 'render.cjs'), 'module.exports = {};');
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'shell', shared: Object.entries(shared).map(([name, v]) => ({ name, version: v })) }),
    );
    return dir;
  }
  const shellRelease = async (version: string, shared: Record<string, string>) =>
    releaseBuild('shell', await fakeShell(version, shared), { registry: store, version, shell: null, by: 'frank' });
  const provided = Object.fromEntries(SHELL);

  it('makes a shell current that provides what the current remotes need, and rolls it back', async () => {
    await release('1.0.0-b1');
    expect(await shellRelease('1.0.0-s1', provided)).toMatchObject({ ok: true, data: { remote: 'shell', version: '1.0.0-s1', replaced: null } });
    expect(await shellRelease('1.0.0-s2', provided)).toMatchObject({ ok: true, data: { version: '1.0.0-s2', replaced: '1.0.0-s1' } });
    const registry = await store.read();
    expect(registry.shell).toMatchObject({ current: '1.0.0-s2' });
    expect(await readFile(path.join(releasesDir, 'shell', '1.0.0-s2', 'index.html'), 'utf8')).toContain('1.0.0-s2');
    // Remotes are untouched by a shell release.
    expect(registry.remotes.catalog!.current).toBe('1.0.0-b1');
    expect(await rollbackRemote('shell', { registry: store })).toEqual({ ok: true, data: { version: '1.0.0-s1', replaced: '1.0.0-s2' } });
  });

  it('refuses a shell that would leave a current remote without a library it needs, naming remote, version and library', async () => {
    await release('1.0.0-b1');
    await shellRelease('1.0.0-s1', provided);
    const older = await shellRelease('1.0.0-old', { ...provided, react: '18.3.1' });
    expect(older.ok).toBe(false);
    expect(!older.ok && older.error).toContain('catalog 1.0.0-b1: react: the remote requires ^19.3.1, the shell provides 18.3.1');
    const { 'react-router': _dropped, ...withoutRouter } = provided;
    const missing = await shellRelease('1.0.0-norouter', withoutRouter);
    expect(!missing.ok && missing.error).toContain('catalog 1.0.0-b1: react-router: the remote needs it from the shell (^7.18.5) and the shell provides none');
    expect((await store.read()).shell!.current).toBe('1.0.0-s1');
    expect(await readdir(path.join(releasesDir, 'shell'))).toEqual(['1.0.0-s1']);
  });

  it('refuses a remote built against a newer @storefront/shared than the shell provides, with the fix', async () => {
    const newer = await release('1.1.0-b1', { shared: [{ name: '@storefront/shared/store', version: '1.1.0', requiredVersion: '^1.1.0' }] });
    expect(!newer.ok && newer.error).toContain(
      'catalog was built against @storefront/shared 1.1.0, the current shell provides 1.0.0: release the shell first (pnpm release shell catalog',
    );
    // A shell providing 1.1.0 accepts it.
    const shellShared: ShellShared = new Map([...SHELL, ['@storefront/shared/store', '1.1.0']]);
    const dir = await fakeRelease(path.join(tmp, 'builds', '1.1.0-b2'), {
      shared: [{ name: '@storefront/shared/store', version: '1.1.0', requiredVersion: '^1.1.0' }],
    });
    expect(await releaseBuild('catalog', dir, { registry: store, version: '1.1.0-b2', shell: shellShared })).toMatchObject({ ok: true });
  });
});
