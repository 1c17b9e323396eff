import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRelease } from '@storefront/shared/contracts/remotes';
import remoteRecovery, { FAILED_KEY, failedVersions, RELOADED_KEY, runtimeState, setRunning, startingRelease } from './remote-recovery';

const release: RemoteRelease = {
  version: '1.0.0-b',
  entry: '/releases/catalog/1.0.0-b/mf-manifest.json',
  previous: '1.0.0-a',
  previousEntry: '/releases/catalog/1.0.0-a/mf-manifest.json',
};

type Hook = NonNullable<ReturnType<typeof remoteRecovery>['errorLoadRemote']>;

function fakeOrigin(load: (id: string) => Promise<unknown>) {
  return { registerRemotes: vi.fn(), loadRemote: vi.fn(load) };
}

function fail(origin: ReturnType<typeof fakeOrigin>, entry: string, lifecycle = 'onLoad') {
  const hook = remoteRecovery().errorLoadRemote as Hook;
  return hook({
    id: 'catalog/pages/Home',
    error: new Error('ChunkLoadError: Loading chunk 403 failed'),
    from: 'runtime',
    lifecycle: lifecycle as 'onLoad',
    remote: { name: 'catalog', entry: new URL(entry, location.href).href } as never,
    origin: origin as never,
  });
}

let beacons: unknown[];
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.__STOREFRONT__ = { shell: '1.0.0', remotes: {}, loaded: {}, releases: { catalog: release }, failures: [] };
  setRunning('catalog', '1.0.0-b');
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, blob: Blob) => {
      beacons.push(blob);
      return true;
    },
  });
  reload = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, href: 'http://localhost/', pathname: '/', reload } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('last-known-good', () => {
  it('loads the previous good version when the current one fails, and reports it', async () => {
    const origin = fakeOrigin(async () => ({ default: 'old page' }));
    const result = await fail(origin, release.entry);
    expect(result).toEqual({ default: 'old page' });
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: release.previousEntry }], { force: true });
    expect(runtimeState().remotes.catalog).toBe('1.0.0-a');
    expect(document.documentElement.dataset.remotes).toBe('catalog@1.0.0-a');
    expect(runtimeState().failures).toMatchObject([{ remote: 'catalog', version: '1.0.0-b', fallback: '1.0.0-a' }]);
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(await (beacons[0] as Blob).text())).toMatchObject({ remote: 'catalog', version: '1.0.0-b', fallback: '1.0.0-a' });
    expect(failedVersions('catalog')).toEqual(['1.0.0-b']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('forgets the failed build chunks so the previous build does not adopt them', async () => {
    (globalThis as Record<string, unknown>).rspackChunkcatalog = [[[403], {}]];
    await fail(
      fakeOrigin(async () => ({})),
      release.entry,
    );
    expect((globalThis as Record<string, unknown>).rspackChunkcatalog).toBeUndefined();
  });

  it('reloads once when the previous version fails too, then leaves the slot to its fallback', async () => {
    setRunning('catalog', '1.0.0-a');
    sessionStorage.setItem(FAILED_KEY + 'catalog', JSON.stringify(['1.0.0-b']));
    const origin = fakeOrigin(async () => ({}));
    void fail(origin, release.previousEntry!);
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_KEY + 'catalog')).not.toBeNull();
    expect(origin.loadRemote).not.toHaveBeenCalled();

    // After the reload: the same failure shows the fallback slot instead of reloading again.
    expect(await fail(origin, release.previousEntry!)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('acts once per failure: manifest errors come back as the onLoad failure', async () => {
    const origin = fakeOrigin(async () => ({}));
    expect(await fail(origin, release.entry, 'afterResolve')).toBeUndefined();
    expect(beacons).toHaveLength(0);
  });

  it('when another page already switched the remote, loads from the fallback without reporting again', async () => {
    setRunning('catalog', '1.0.0-a');
    const origin = fakeOrigin(async () => ({ default: 'old' }));
    expect(await fail(origin, release.entry)).toEqual({ default: 'old' });
    expect(beacons).toHaveLength(0);
    expect(origin.registerRemotes).not.toHaveBeenCalled();
  });
});

describe('onLoad', () => {
  it('records the version whose page loaded and clears the reload guard', () => {
    sessionStorage.setItem(RELOADED_KEY + 'catalog', '1');
    const onLoad = remoteRecovery().onLoad as (args: { id: string }) => unknown;
    onLoad({ id: 'catalog/pages/Home' });
    expect(runtimeState().loaded).toEqual({ catalog: '1.0.0-b' });
    expect(sessionStorage.getItem(RELOADED_KEY + 'catalog')).toBeNull();
  });
});

describe('startingRelease', () => {
  it('starts at the last good version when the current one already failed in this session', () => {
    expect(startingRelease(release, [])).toEqual({ version: '1.0.0-b', entry: release.entry });
    expect(startingRelease(release, ['1.0.0-b'])).toEqual({ version: '1.0.0-a', entry: release.previousEntry });
    expect(startingRelease(release, ['1.0.0-b', '1.0.0-a'])).toEqual({ version: '1.0.0-b', entry: release.entry });
    expect(startingRelease({ version: 'x', entry: '/x', previous: null, previousEntry: null }, ['x'])).toEqual({ version: 'x', entry: '/x' });
  });
});
