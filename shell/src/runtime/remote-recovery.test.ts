import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRelease } from '@storefront/shared/contracts/remotes';
import remoteRecovery, { FAILED_KEY, failedVersions, RELOADED_KEY, RETRY_DELAYS_MS, runtimeState, setRunning, startingRelease } from './remote-recovery';

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

/** A page module that throws while evaluating: not retried, the plugin acts at once. */
function fail(origin: ReturnType<typeof fakeOrigin>, entry: string, lifecycle = 'onLoad') {
  const hook = remoteRecovery().errorLoadRemote as Hook;
  return hook({
    id: 'catalog/pages/Home',
    error: new Error('this release is broken'),
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
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, href: 'http://localhost/', pathname: '/', search: '', reload },
  });
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

/**
 * The runtime as the plugin meets it: loadRemote loads from the registered entry, and a failure goes to the
 * plugin's errorLoadRemote, whose answer loadRemote returns (or the error is thrown). Each request's outcome
 * is taken in turn from `outcomes` ('fail' once they run out).
 */
function fakeRuntime(outcomes: ('ok' | 'fail')[], error = () => Object.assign(new Error('Loading chunk 403 failed.'), { name: 'ChunkLoadError' })) {
  const plugin = remoteRecovery();
  const hook = plugin.errorLoadRemote as Hook;
  const onLoad = plugin.onLoad as (args: { id: string }) => unknown;
  const started = Date.now();
  const requests: { entry: string; at: number }[] = [];
  let entry = release.entry;
  const origin = {
    registerRemotes: vi.fn(([remote]: { entry: string }[]) => {
      entry = remote.entry;
    }),
    loadRemote: vi.fn(async (id: string): Promise<unknown> => {
      requests.push({ entry, at: Date.now() - started });
      if ((outcomes.shift() ?? 'fail') === 'ok') {
        onLoad({ id });
        return { default: `page of ${entry}` };
      }
      const failure = error();
      const answer = await hook({
        id,
        error: failure,
        from: 'runtime',
        lifecycle: 'onLoad',
        remote: { name: 'catalog', entry: new URL(entry, location.href).href } as never,
        origin: origin as never,
      });
      if (!answer) throw failure;
      return answer;
    }),
  };
  return { origin, requests };
}

async function beaconBodies() {
  return Promise.all(beacons.map(async (b) => JSON.parse(await (b as Blob).text()) as { version: string }));
}

describe('retry before fallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries the same version again after 300 ms and then 1 s, before falling back to the last good one', async () => {
    expect(RETRY_DELAYS_MS).toEqual([300, 1000]);
    const { origin, requests } = fakeRuntime(['fail', 'fail', 'fail', 'ok']);
    const page = origin.loadRemote('catalog/pages/Home');
    await vi.runAllTimersAsync();
    expect(await page).toEqual({ default: `page of ${release.previousEntry}` });
    expect(requests).toEqual([
      { entry: release.entry, at: 0 },
      { entry: release.entry, at: 300 },
      { entry: release.entry, at: 1300 },
      // The fallback is loaded at once: the current version failed three times.
      { entry: release.previousEntry, at: 1300 },
    ]);
    expect(runtimeState().remotes.catalog).toBe('1.0.0-a');
  });

  it('a request dropped once: the retry loads the page, nothing falls back and nothing is reported', async () => {
    const { origin, requests } = fakeRuntime(['fail', 'ok']);
    const page = origin.loadRemote('catalog/pages/Home');
    // Before the retry is due, nothing has happened yet: no report, no fallback.
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toHaveLength(1);
    expect(beacons).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await page).toEqual({ default: `page of ${release.entry}` });
    expect(requests.map((r) => r.at)).toEqual([0, 300]);
    expect(origin.registerRemotes).not.toHaveBeenCalled();
    expect(runtimeState()).toMatchObject({ remotes: { catalog: '1.0.0-b' }, loaded: { catalog: '1.0.0-b' }, failures: [] });
    expect(beacons).toHaveLength(0);
    expect(failedVersions('catalog')).toEqual([]);
  });

  it('counts the failure only after the last retry: one beacon for the version, none for the retries', async () => {
    const { origin } = fakeRuntime(['fail', 'fail', 'fail', 'ok']);
    const page = origin.loadRemote('catalog/pages/Home');
    await vi.advanceTimersByTimeAsync(1299);
    expect(beacons).toHaveLength(0);
    expect(runtimeState().failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await page;
    expect(await beaconBodies()).toMatchObject([{ version: '1.0.0-b' }]);
    expect(runtimeState().failures).toMatchObject([{ version: '1.0.0-b', fallback: '1.0.0-a' }]);
  });

  it('the last good version gets its own retries; only then is the page reloaded, once', async () => {
    const { origin, requests } = fakeRuntime([]);
    void origin.loadRemote('catalog/pages/Home');
    await vi.runAllTimersAsync();
    expect(requests).toEqual([
      { entry: release.entry, at: 0 },
      { entry: release.entry, at: 300 },
      { entry: release.entry, at: 1300 },
      { entry: release.previousEntry, at: 1300 },
      { entry: release.previousEntry, at: 1600 },
      { entry: release.previousEntry, at: 2600 },
    ]);
    expect((await beaconBodies()).map((b) => b.version)).toEqual(['1.0.0-b', '1.0.0-a']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page showing its server-rendered slot is not reloaded: the failure is left to the slot, which keeps that HTML', async () => {
    runtimeState().serverHtml = '/';
    const { origin } = fakeRuntime([]);
    const page = origin.loadRemote('catalog/pages/Home');
    const settled = expect(page).rejects.toThrow(/Loading chunk 403 failed/);
    await vi.runAllTimersAsync();
    await settled;
    expect(reload).not.toHaveBeenCalled();
    expect(beacons).toHaveLength(2);
  });

  it('retries a manifest or an entry that failed to load as it does a chunk', async () => {
    for (const text of [
      'Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n TypeError: Failed to fetch',
      'Failed to load script resources. #RUNTIME-008\nOriginal Error Message:\n ScriptNetworkError',
    ]) {
      const { origin, requests } = fakeRuntime(['fail', 'ok'], () => new Error(text));
      const page = origin.loadRemote('catalog/pages/Home');
      await vi.runAllTimersAsync();
      expect(await page).toEqual({ default: `page of ${release.entry}` });
      expect(requests.map((r) => r.at)).toEqual([0, 300]);
    }
    expect(beacons).toHaveLength(0);
  });

  it('a page module that throws while evaluating is not retried: it falls back at once', async () => {
    const { origin, requests } = fakeRuntime(['fail', 'ok'], () => new Error('this release is broken'));
    const page = origin.loadRemote('catalog/pages/Home');
    await vi.runAllTimersAsync();
    expect(await page).toEqual({ default: `page of ${release.previousEntry}` });
    expect(requests).toEqual([
      { entry: release.entry, at: 0 },
      { entry: release.previousEntry, at: 0 },
    ]);
    expect(await beaconBodies()).toMatchObject([{ version: '1.0.0-b' }]);
  });

  it('a later failure of the same page gets its retries again', async () => {
    const { origin, requests } = fakeRuntime(['fail', 'ok', 'fail', 'ok']);
    const first = origin.loadRemote('catalog/pages/Home');
    await vi.runAllTimersAsync();
    await first;
    const second = origin.loadRemote('catalog/pages/Home');
    await vi.runAllTimersAsync();
    expect(await second).toEqual({ default: `page of ${release.entry}` });
    expect(requests.map((r) => r.at)).toEqual([0, 300, 300, 600]);
    expect(beacons).toHaveLength(0);
  });

  it('offline, nothing is retried or reported: the build is not at fault', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    try {
      const { origin, requests } = fakeRuntime([]);
      const page = origin.loadRemote('catalog/pages/Home');
      const settled = expect(page).rejects.toThrow();
      await vi.runAllTimersAsync();
      await settled;
      expect(requests).toHaveLength(1);
      expect(beacons).toHaveLength(0);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    }
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
