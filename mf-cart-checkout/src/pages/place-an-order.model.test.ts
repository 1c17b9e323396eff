import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine, CartView, CartViewLine } from '@storefront/shared/schemas/cart';
import type { Address, Order, PaymentMethod, Quote, QuoteBody } from '@storefront/shared/schemas/checkout';
import { $token, localeChosen } from '@storefront/shared/store';
import { $cartSyncState, $shown, syncFx, type SyncOp } from '../features/cart/model';
import {
  $addressId,
  $created,
  $quote,
  $skuIds,
  confirmClicked,
  createFx,
  loadAddressesFx,
  loadMethodsFx,
  methodChosen,
  newKeyFx,
  openPayPageFx,
  quoteFx,
  startPaymentFx,
} from '../features/checkout/model';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { $checkoutReady, $chosenSkuIds, placeAnOrderStarted } from './place-an-order.model';

const address = { id: 4, isDefault: true } as Address;
const methods: PaymentMethod[] = [{ code: 'card', name: 'Card', feeFixed: 0, feeRate: 0 }];

function setup(syncState: 'synced' | 'syncing', sync: (op: SyncOp) => Promise<CartView> = async () => ({ lines: [] }), cart: CartViewLine[] = []) {
  const addresses = vi.fn(async () => [address]);
  const loadMethods = vi.fn(async () => methods);
  const quote = vi.fn(async (body: QuoteBody) => ({ actualPayment: 1000 * body.skuIds.length }) as Quote);
  const scope = fork({
    values: [
      [$token, 'token'],
      [$cartSyncState, syncState],
      [$shown, cart],
    ],
    handlers: [
      [loadAddressesFx, addresses],
      [loadMethodsFx, loadMethods],
      [quoteFx, quote],
      [newKeyFx, () => 'key-1'],
      [syncFx, sync],
      [
        createFx,
        async () => ({ status: 200, msg: 'ok', data: { order: { id: 41, orderNo: 'SF1', items: [{ skuId: 5 }] } as unknown as Order, payClosed: true } }),
      ],
      [startPaymentFx, async () => ({ payUrl: '/pay', serialNumber: 'P' })],
      [openPayPageFx, () => undefined],
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

  it('after the order is placed the cart is read back from the server, which keeps the lines not bought', async () => {
    const cartLine = (skuId: number): CartLine => ({ productId: skuId, skuId, quantity: 1, priceWhenAdded: 1000, options: {}, stock: 3, addedAt: 1 });
    const kept = { ...cartLine(7), name: 'Lamp', image: '', spec: {}, currentPrice: 1000, available: true };
    const sync = vi.fn(async (op: SyncOp): Promise<CartView> => ({ lines: op.kind === 'fetch' ? [kept] : [] }));
    const shown = (skuId: number): CartViewLine => ({ ...cartLine(skuId), name: 'Lamp', image: '', spec: {}, currentPrice: 1000, available: true });
    const { scope } = setup('synced', sync, [shown(5), shown(7)]);
    await startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: { items: '5' } });
    const before = sync.mock.calls.length;
    await allSettled(methodChosen, { scope, params: 'card' });
    await allSettled(confirmClicked, { scope });
    expect(scope.getState($created)?.order.id).toBe(41);
    // One read of the server cart, no removal sent by the browser.
    expect(sync.mock.calls.slice(before).map((c) => c[0])).toEqual([{ kind: 'fetch' }]);
    expect(scope.getState($shown).map((l) => l.skuId)).toEqual([7]);
  });

  it('another language loads the payment methods and the summary again, only while the checkout is shown', async () => {
    const { scope, loadMethods, quote } = setup('synced');
    await startPage(scope, 'PlaceAnOrder', placeAnOrderStarted, { query: { items: '5' } });
    const quotes = quote.mock.calls.length;
    await changeLanguage(scope, placeAnOrderStarted, 'de', { query: { items: '5' } });
    expect(loadMethods).toHaveBeenCalledTimes(2);
    expect(quote).toHaveBeenCalledTimes(quotes + 1);
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'en' });
    expect(loadMethods).toHaveBeenCalledTimes(2);
  });
});
