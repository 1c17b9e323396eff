import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Address, PaymentMethod, Quote, QuoteBody } from '@storefront/shared/schemas/checkout';
import { $token, localeChosen } from '@storefront/shared/store';
import { $cartSyncState, readOwnerFx, syncFx, writeOwnerFx } from '../features/cart-sync/model';
import { $addressId, $quote, $skuIds, loadAddressesFx, loadMethodsFx, newKeyFx, quoteFx } from '../features/checkout/model';
import { leavePage, startPage } from '../test/page-start';
import { $checkoutReady, $chosenSkuIds, placeAnOrderStarted } from './place-an-order.model';

const address = { id: 4, isDefault: true } as Address;
const methods: PaymentMethod[] = [{ code: 'card', name: 'Card', feeFixed: 0, feeRate: 0 }];

function setup(syncState: 'synced' | 'syncing', sync: () => Promise<{ lines: [] }> = async () => ({ lines: [] })) {
  const addresses = vi.fn(async () => [address]);
  const loadMethods = vi.fn(async () => methods);
  const quote = vi.fn(async (body: QuoteBody) => ({ actualPayment: 1000 * body.skuIds.length }) as Quote);
  const scope = fork({
    values: [[$token, 'token'], [$cartSyncState, syncState]],
    handlers: [
      [loadAddressesFx, addresses], [loadMethodsFx, loadMethods], [quoteFx, quote], [newKeyFx, () => 'key-1'],
      [syncFx, sync], [readOwnerFx, () => '7'], [writeOwnerFx, () => undefined],
    ],
  });
  return { scope, addresses, loadMethods, quote };
}

describe('place an order page start', () => {
  it('opens the checkout of the lines in ?items=: addresses, payment methods and a quote for them', async () => {
    const { scope, addresses, loadMethods, quote } = setup('synced');
    await startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: { items: '5,7' } });
    expect(scope.getState($chosenSkuIds)).toEqual([5, 7]);
    expect(scope.getState($checkoutReady)).toBe(true);
    expect(addresses).toHaveBeenCalledTimes(1);
    expect(loadMethods).toHaveBeenCalledTimes(1);
    expect(scope.getState($addressId)).toBe(4);
    expect(quote.mock.calls.at(-1)?.[0]).toMatchObject({ skuIds: [5, 7], addressId: 4 });
    expect(scope.getState($quote)?.actualPayment).toBe(2000);
  });

  it('waits for the server cart (a merge at login on its way) before it opens', async () => {
    let release: (() => void) | null = null;
    const { scope, addresses } = setup('syncing', () => new Promise((resolve) => (release = () => resolve({ lines: [] }))));
    const settled = startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: { items: '5' } });
    // The server cart is being read back.
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect(scope.getState($checkoutReady)).toBe(false);
    expect(addresses).not.toHaveBeenCalled();
    release!();
    await settled;
    expect(scope.getState($checkoutReady)).toBe(true);
    expect(scope.getState($skuIds)).toEqual([5]);
    expect(addresses).toHaveBeenCalledTimes(1);
  });

  it('without chosen lines nothing opens; leaving the page closes the checkout', async () => {
    const { scope, addresses } = setup('synced');
    await startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: {} });
    expect(scope.getState($chosenSkuIds)).toEqual([]);
    expect(scope.getState($checkoutReady)).toBe(false);
    expect(addresses).not.toHaveBeenCalled();

    await startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: { items: '5' } });
    expect(scope.getState($checkoutReady)).toBe(true);
    await leavePage(scope);
    expect(scope.getState($checkoutReady)).toBe(false);
    expect(scope.getState($skuIds)).toEqual([]);
  });

  it('another language loads the payment methods and the summary again, only while the checkout is shown', async () => {
    const { scope, loadMethods, quote } = setup('synced');
    await startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: { items: '5' } });
    const quotes = quote.mock.calls.length;
    await allSettled(localeChosen, { scope, params: 'de' });
    expect(loadMethods).toHaveBeenCalledTimes(2);
    expect(quote).toHaveBeenCalledTimes(quotes + 1);
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'en' });
    expect(loadMethods).toHaveBeenCalledTimes(2);
  });
});
