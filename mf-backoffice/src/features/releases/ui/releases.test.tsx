import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderConsole } from '../../../test/harness';
import * as api from '../api';
import type { ReleaseListing } from '../api';
import { Releases } from './releases';

vi.mock('../api', () => ({
  fetchReleases: vi.fn(),
  fetchReleaseHealth: vi.fn(),
  rollBack: vi.fn(),
  startCanary: vi.fn(),
  promoteCanary: vi.fn(),
  endCanary: vi.fn(),
}));
const mocked = vi.mocked(api);

const version = (v: string, current = false) => ({ version: v, releasedAt: '2026-11-20T10:00:00.000Z', by: 'ops', current, rolledBack: false });
const catalog: ReleaseListing = {
  remote: 'catalog',
  current: '1.0.0-c',
  previousGood: '1.0.0-b',
  canary: null,
  health: null,
  versions: [version('1.0.0-c', true), version('1.0.0-b'), version('1.0.0-a')],
};
const withCanary = (health: ReleaseListing['health']): ReleaseListing => ({
  ...catalog,
  canary: { version: '1.0.0-b', percent: 25, startedAt: '2026-11-27T10:00:00.000Z', by: 'ops@shop.example (console)' },
  health,
});

beforeEach(() => {
  vi.resetAllMocks();
  mocked.fetchReleases.mockResolvedValue([catalog]);
  // No shopper has reported yet: the charts say so and keep no status line of their own.
  mocked.fetchReleaseHealth.mockResolvedValue({ remote: 'catalog', current: '1.0.0-c', canary: null, hours: 6, bucketMinutes: 30, buckets: [], versions: [] });
});
afterEach(() => vi.useRealTimers());

describe('releases in the console', () => {
  it("names each version's buttons after it, and says what shoppers get once a change is made", async () => {
    mocked.rollBack.mockResolvedValue({ remote: 'catalog', current: '1.0.0-a', canary: null });
    await renderConsole(<Releases />);
    const card = await screen.findByTestId('release-catalog');
    // One button per version, each named with its version, so they can be told apart without the table.
    expect(within(card).getByRole('button', { name: 'Start canary 1.0.0-b' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Make current 1.0.0-a' }));
    expect(screen.getByTestId('confirm-message').textContent).toBe('Serve version 1.0.0-a of catalog to every shopper?');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByText('Version 1.0.0-a of catalog is served to every shopper.')).getAttribute('role')).toBe('status');
    expect(mocked.rollBack).toHaveBeenCalledWith('catalog', '1.0.0-a');
    expect(mocked.fetchReleases).toHaveBeenCalledTimes(2);
  });

  it('starts a canary at the share typed, and says the canary runs beside the current version', async () => {
    mocked.startCanary.mockResolvedValue({ remote: 'catalog', current: '1.0.0-c', canary: '1.0.0-b' });
    await renderConsole(<Releases />);
    const card = await screen.findByTestId('release-catalog');
    fireEvent.change(within(card).getByLabelText('Canary share (%)'), { target: { value: '25' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Start canary 1.0.0-b' }));
    expect(screen.getByTestId('confirm-message').textContent).toBe('Serve version 1.0.0-b of catalog to 25% of shoppers?');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByText('Version 1.0.0-c of catalog is current; canary 1.0.0-b runs beside it.')).getAttribute('role')).toBe('status');
    expect(mocked.startCanary).toHaveBeenCalledWith('catalog', '1.0.0-b', 25);
  });

  it("keeps a running canary's counts current while the page is open, and stops once it has ended", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    mocked.fetchReleases.mockResolvedValueOnce([withCanary(null)]);
    mocked.fetchReleases.mockResolvedValueOnce([
      withCanary({ checkedAt: '2026-11-27T10:00:02.000Z', windowSeconds: 300, canary: { served: 3, failing: 1 }, stable: { served: 9, failing: 0 } }),
    ]);
    await renderConsole(<Releases />);
    const canary = await screen.findByTestId('canary');
    expect(canary.textContent).toContain('Canary 1.0.0-b to 25% of shoppers');
    expect(canary.textContent).not.toContain('clients served');

    // The page starts asking in an effect after its first answer has rendered. On a loaded machine that effect
    // can still be pending when the canary shows, and a tick advanced before it would be lost: flush it first.
    await act(async () => {});
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(screen.getByTestId('canary').textContent).toContain('Canary: 3 clients served, 1 failing. Stable: 9 served, 0 failing.'));

    // Ended elsewhere (the server's rule, another operator): the page shows it and stops asking.
    await act(async () => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(screen.queryByTestId('canary')).toBeNull());
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(mocked.fetchReleases).toHaveBeenCalledTimes(3);
  });
});
