import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousGood, remotesDocument, replaceOverrideOrigins, setCurrent, type Registry } from './document';
import { fileRegistryStore, type FileRegistryStore } from './file-store';

let tmp: string;
let releasesDir: string;
let store: FileRegistryStore;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-registry-'));
  releasesDir = path.join(tmp, 'releases');
  store = fileRegistryStore(releasesDir);
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

function bigRegistry(n: number): Registry {
  const registry: Registry = { remotes: {} };
  for (let i = 0; i < 2000; i++) setCurrent(registry, 'catalog', `1.0.${n}-${i}`, 'test', new Date(0));
  return registry;
}

describe('registry file', () => {
  it('reads as empty before anything is released', async () => {
    expect(await store.read()).toEqual({ remotes: {} });
  });

  it('a concurrent reader never sees a partial file', async () => {
    await store.write(bigRegistry(0));
    let writing = true;
    const writer = (async () => {
      for (let n = 1; n <= 40; n++) await store.write(bigRegistry(n));
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const registry = await store.read(); // throws on a torn file
      expect(registry.remotes.catalog?.history).toHaveLength(2000);
      reads++;
    }
    await writer;
    expect(reads).toBeGreaterThan(5);
    expect(await readdir(releasesDir)).toEqual(['registry.json']);
  });

  it('serialises concurrent updates so none is lost', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.update((r) => setCurrent(r, 'content', `v${i}`, 'test', new Date()))));
    const history = (await store.read()).remotes.content!.history;
    expect(history.map((h) => h.version).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `v${i}`).sort());
  });
});

describe('registry file kept in memory while watched', () => {
  let watched: FileRegistryStore;
  beforeEach(() => {
    watched = fileRegistryStore(releasesDir, { watch: true });
  });
  afterEach(() => watched.close());

  it("gives one copy until the file changes, and another writer's change before the next read after it", async () => {
    const first = await watched.read();
    expect(await watched.read()).toBe(first);
    // As a release command in another process does: a new file renamed over the old one.
    await fileRegistryStore(releasesDir).update((r) => setCurrent(r, 'catalog', 'v2', 'test', new Date()));
    let seen = await watched.read();
    // inotify reports the rename within the same tick on Linux; a slower watch gets a few more ticks.
    for (let i = 0; i < 50 && seen.remotes.catalog?.current !== 'v2'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await watched.read();
    }
    expect(seen.remotes.catalog?.current).toBe('v2');
    expect(await watched.stamp()).not.toBeNull();
    // Its own change is seen at once.
    await watched.update((r) => setCurrent(r, 'catalog', 'v3', 'test', new Date()));
    expect((await watched.read()).remotes.catalog?.current).toBe('v3');
  });

  it('a file written in place (not renamed) is seen as well', async () => {
    await watched.update((r) => setCurrent(r, 'content', 'a', 'test', new Date()));
    expect((await watched.read()).remotes.content?.current).toBe('a');
    const edited = await fileRegistryStore(releasesDir).read();
    setCurrent(edited, 'content', 'b', 'test', new Date());
    await writeFile(path.join(releasesDir, 'registry.json'), JSON.stringify(edited));
    let seen = await watched.read();
    for (let i = 0; i < 50 && seen.remotes.content?.current !== 'b'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await watched.read();
    }
    expect(seen.remotes.content?.current).toBe('b');
  });
});

describe('previousGood', () => {
  it('is the last version current before this one that was not rolled back from', () => {
    const registry: Registry = { remotes: {} };
    const at = (v: string, action: 'release' | 'rollback' = 'release') => setCurrent(registry, 'catalog', v, 't', new Date(0), { action });
    expect(previousGood(registry.remotes.catalog)).toBeNull();
    at('p');
    expect(previousGood(registry.remotes.catalog)).toBeNull();
    at('a');
    at('b');
    expect(previousGood(registry.remotes.catalog)).toBe('a');
    at('a', 'rollback');
    expect(previousGood(registry.remotes.catalog)).toBe('p');
    at('c');
    expect(previousGood(registry.remotes.catalog)).toBe('a');
  });
});

describe('development override origins', () => {
  it('default to localhost and can be replaced or turned off', async () => {
    expect(remotesDocument(await store.read()).overrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(await store.update((r) => replaceOverrideOrigins(r, ['https://dev.example.com']))).toEqual(['https://dev.example.com']);
    expect(remotesDocument(await store.read()).overrideOrigins).toEqual(['https://dev.example.com']);
    expect(await store.update((r) => replaceOverrideOrigins(r, []))).toEqual([]);
    expect(await store.update((r) => replaceOverrideOrigins(r, null))).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });
});
