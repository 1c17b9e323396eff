import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { localeChosen } from '@storefront/shared/store';
import type { Address } from '@storefront/shared/schemas/checkout';
import { $addresses, $editing, addClicked, fetchAddressesFx } from '../features/address-book/model';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { addressStarted } from './address.model';

const address = { id: 1, consignee: 'Grace Hopper', isDefault: true } as Address;

describe('address page start', () => {
  it('loads the address book and closes a form left open on an earlier visit', async () => {
    const fetch = vi.fn(async () => [address]);
    const scope = fork({ handlers: [[fetchAddressesFx, fetch]] });
    await allSettled(addClicked, { scope });
    await startPage(scope, 'Address', addressStarted);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($addresses)).toEqual([address]);
    expect(scope.getState($editing)).toBeNull();
  });

  it('another language loads the book again while it is on screen, keeping a form being filled in', async () => {
    const fetch = vi.fn(async () => [address]);
    const scope = fork({ handlers: [[fetchAddressesFx, fetch]] });
    await startPage(scope, 'Address', addressStarted);
    await allSettled(addClicked, { scope });
    await changeLanguage(scope, addressStarted, 'de');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($editing)).toBe('new');
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'fr' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
