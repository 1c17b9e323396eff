import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  previousGood,
  readRegistry,
  remoteFromArg,
  remotesDocument,
  setCurrent,
  setOverrideOrigins,
  updateRegistry,
  writeRegistry,
  type Registry,
} from './registry';

let tmp: string;
let releasesDir: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-registry-'));
  releasesDir = path.join(tmp, 'releases');
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

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
    await Promise.all(Array.from({ length: 10 }, (_, i) => updateRegistry((r) => setCurrent(r, 'content', `v${i}`, 'test'), { releasesDir })));
    const history = (await readRegistry({ releasesDir })).remotes.content!.history;
    expect(history.map((h) => h.version).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `v${i}`).sort());
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
    expect(remotesDocument(await readRegistry({ releasesDir })).overrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(await setOverrideOrigins(['https://dev.example.com'], { releasesDir })).toEqual(['https://dev.example.com']);
    expect(remotesDocument(await readRegistry({ releasesDir })).overrideOrigins).toEqual(['https://dev.example.com']);
    expect(await setOverrideOrigins([], { releasesDir })).toEqual([]);
    expect(await setOverrideOrigins(null, { releasesDir })).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });
});

describe('command-line arguments', () => {
  it('accept the remote by name or by folder', () => {
    expect(remoteFromArg('mf-catalog')).toBe('catalog');
    expect(remoteFromArg('cartCheckout')).toBe('cartCheckout');
    expect(remoteFromArg('mf-cart-checkout/')).toBe('cartCheckout');
    expect(remoteFromArg('shell')).toBeNull();
  });
});
