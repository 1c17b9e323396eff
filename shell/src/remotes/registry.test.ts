import { afterEach, describe, expect, it } from 'vitest';
import { applyOverrides, manifestOf, originAllowed, OVERRIDE_KEY, readOverrides } from './registry';

const LOCAL = ['http://localhost:*', 'http://127.0.0.1:*'];
const released = {
  catalog: {
    version: '1.0.0-b',
    entry: '/releases/catalog/1.0.0-b/mf-manifest.json',
    previous: '1.0.0-a',
    previousEntry: '/releases/catalog/1.0.0-a/mf-manifest.json',
  },
};

afterEach(() => localStorage.clear());

describe('development override origins', () => {
  it('allow any port of a host listed with *, or an exact origin', () => {
    expect(originAllowed('http://localhost:3001/mf-manifest.json', LOCAL)).toBe(true);
    expect(originAllowed('http://127.0.0.1:9999/x', LOCAL)).toBe(true);
    expect(originAllowed('https://localhost:3001/x', LOCAL)).toBe(false);
    expect(originAllowed('http://localhost.evil.com:3001/x', LOCAL)).toBe(false);
    expect(originAllowed('https://evil.example/mf-manifest.json', LOCAL)).toBe(false);
    expect(originAllowed('https://dev.example.com/m.json', ['https://dev.example.com'])).toBe(true);
    expect(originAllowed('https://dev.example.com:8443/m.json', ['https://dev.example.com'])).toBe(false);
    expect(originAllowed('not a url', LOCAL)).toBe(false);
    expect(originAllowed('http://localhost:3001/x', [])).toBe(false);
  });

  it('take a bare dev-server origin as its manifest', () => {
    expect(manifestOf('http://localhost:3001')).toBe('http://localhost:3001/mf-manifest.json');
    expect(manifestOf('http://localhost:3001/other/mf-manifest.json')).toBe('http://localhost:3001/other/mf-manifest.json');
  });
});

describe('applyOverrides', () => {
  it('points an allowed remote at the dev server and keeps the release as its fallback', () => {
    const { remotes, applied, refused } = applyOverrides(released, { catalog: 'http://localhost:3001/mf-manifest.json' }, LOCAL);
    expect(remotes.catalog).toEqual({
      version: 'dev@http://localhost:3001',
      entry: 'http://localhost:3001/mf-manifest.json',
      previous: '1.0.0-b',
      previousEntry: '/releases/catalog/1.0.0-b/mf-manifest.json',
    });
    expect(applied).toHaveLength(1);
    expect(refused).toEqual([]);
  });

  it('refuses an origin the registry does not list', () => {
    const { remotes, refused } = applyOverrides(released, { catalog: 'https://evil.example/mf-manifest.json' }, LOCAL);
    expect(remotes.catalog).toBe(released.catalog);
    expect(refused).toEqual(['catalog: https://evil.example/mf-manifest.json']);
  });
});

describe('readOverrides', () => {
  it('reads the overrides kept in localStorage', () => {
    localStorage.setItem(OVERRIDE_KEY + 'catalog', 'http://localhost:3001/mf-manifest.json');
    localStorage.setItem('unrelated', 'x');
    expect(readOverrides('', localStorage, false)).toEqual({ catalog: 'http://localhost:3001/mf-manifest.json' });
  });

  it('takes an address parameter only when allowed (development builds), and an empty one clears', () => {
    const search = '?remoteOverride=catalog@http://localhost:3001';
    expect(readOverrides(search, localStorage, false)).toEqual({});
    expect(readOverrides(search, localStorage, true)).toEqual({ catalog: 'http://localhost:3001/mf-manifest.json' });
    expect(readOverrides('?remoteOverride=catalog@', localStorage, true)).toEqual({});
    expect(readOverrides('?remoteOverride=bad name@http://localhost:1', localStorage, true)).toEqual({});
  });
});
