import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, publishBuild, readRegistry, remotesDocument, setCurrent, updateRegistry, writeRegistry, type Registry } from './registry';

let tmp: string;
let releasesDir: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-registry-'));
  releasesDir = path.join(tmp, 'releases');
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

function bigRegistry(n: number): Registry {
  const registry: Registry = { remotes: {} };
  for (let i = 0; i < 2000; i++) setCurrent(registry, 'catalog', `1.0.${n}-${i}`, 'test', new Date(0));
  return registry;
}

describe('registry file', () => {
  it('reads as empty before anything is released', async () => {
    expect(await readRegistry({ releasesDir })).toEqual({ remotes: {} });
  });

  it('a concurrent reader never sees a partial file', async () => {
    await writeRegistry(bigRegistry(0), { releasesDir });
    let writing = true;
    const writer = (async () => {
      for (let n = 1; n <= 40; n++) await writeRegistry(bigRegistry(n), { releasesDir });
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const registry = await readRegistry({ releasesDir }); // throws on a torn file
      expect(registry.remotes.catalog?.history).toHaveLength(2000);
      reads++;
    }
    await writer;
    expect(reads).toBeGreaterThan(5);
    expect(await readdir(releasesDir)).toEqual(['registry.json']);
  });

  it('serialises concurrent updates so none is lost', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => updateRegistry((r) => setCurrent(r, 'content', `v${i}`, 'test'), { releasesDir })),
    );
    const history = (await readRegistry({ releasesDir })).remotes.content!.history;
    expect(history.map((h) => h.version).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `v${i}`).sort());
  });
});

describe('publishBuild', () => {
  it('names the version <package version>-<content hash> and makes it current', async () => {
    const dist = await fakeDist('mf-catalog', { 'mf-manifest.json': '{}', 'js/a.js': 'a' });
    const result = await publishBuild('catalog', dist, { releasesDir, by: 'alice' });
    expect(result.version).toBe(`1.2.3-${await contentHash(dist)}`);
    expect(result).toMatchObject({ created: true, madeCurrent: true });
    expect(await readFile(path.join(releasesDir, 'catalog', result.version, 'js', 'a.js'), 'utf8')).toBe('a');
    const record = (await readRegistry({ releasesDir })).remotes.catalog!;
    expect(record.current).toBe(result.version);
    expect(record.history).toEqual([{ version: result.version, releasedAt: expect.any(String), by: 'alice', replaced: null }]);
  });

  it('publishing the same dist twice makes one version', async () => {
    const dist = await fakeDist('mf-account', { 'mf-manifest.json': '{}' });
    const first = await publishBuild('account', dist, { releasesDir });
    const second = await publishBuild('account', dist, { releasesDir });
    expect(second).toMatchObject({ version: first.version, created: false, madeCurrent: false });
    expect(await readdir(path.join(releasesDir, 'account'))).toEqual([first.version]);
    expect((await readRegistry({ releasesDir })).remotes.account!.history).toHaveLength(1);
  });

  it('concurrent publishes of the same dist leave one folder and no temp folders', async () => {
    const dist = await fakeDist('mf-content', { 'mf-manifest.json': '{}', 'big.js': 'x'.repeat(200_000) });
    const results = await Promise.all(Array.from({ length: 4 }, () => publishBuild('content', dist, { releasesDir })));
    expect(new Set(results.map((r) => r.version)).size).toBe(1);
    expect(results.filter((r) => r.madeCurrent)).toHaveLength(1);
    expect(await readdir(path.join(releasesDir, 'content'))).toEqual([results[0].version]);
  });

  it('a changed build is a new version that records the one it replaced', async () => {
    const dist = await fakeDist('mf-cart-checkout', { 'mf-manifest.json': '{"v":1}' });
    const v1 = await publishBuild('cartCheckout', dist, { releasesDir });
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"v":2}');
    const v2 = await publishBuild('cartCheckout', dist, { releasesDir });
    expect(v2.version).not.toBe(v1.version);
    const registry = await readRegistry({ releasesDir });
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
    const again = await publishBuild('cartCheckout', dist, { releasesDir });
    expect(again).toMatchObject({ version: v1.version, created: false, madeCurrent: true });
  });
});
