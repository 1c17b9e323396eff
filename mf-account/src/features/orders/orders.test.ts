import { describe, expect, it, vi } from 'vitest';
import { allSettled, createWatch, fork } from 'effector';
import type { CartLine } from '@storefront/shared/schemas/cart';
import { cartLineAdded } from '@storefront/shared/store';
import { cancelClicked, cancelConfirmed, cancelFx, orders, reorderClicked, reorderFx } from './model';

const line = {
  productId: 1,
  skuId: 11,
  quantity: 2,
  priceWhenAdded: 1500,
  options: { colour: 'red' },
  stock: 5,
  addedAt: 0,
  name: 'Teapot',
  image: '/t.jpg',
  spec: { Colour: 'Red' },
  currentPrice: 1500,
  available: true,
};

describe('order actions', () => {
  it('re-order puts the available lines in the cart', async () => {
    const scope = fork({
      handlers: [
        [reorderFx, async () => ({ lines: [line, { ...line, skuId: 12, available: false }], skipped: [{ skuId: 12, name: 'Cup', reason: 'unavailable' }] })],
      ],
    });
    const added: CartLine[] = [];
    createWatch({ unit: cartLineAdded, scope, fn: (l) => added.push(l) });
    await allSettled(reorderClicked, { scope, params: 9 });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ skuId: 11, quantity: 2, priceWhenAdded: 1500 });
    // The cart gets ids; the answer's words stay with the answer.
    expect(added[0]).not.toHaveProperty('name');
  });

  it('cancels only after the confirm prompt, then reloads the list', async () => {
    const cancel = vi.fn(async () => ({}));
    const fetch = vi.fn(async () => ({ list: [], total: 0, page: 1, size: 10 }));
    const scope = fork({
      handlers: [
        [cancelFx, cancel],
        [orders.fetchFx, fetch],
      ],
    });
    await allSettled(cancelClicked, { scope, params: 4 });
    expect(cancel).not.toHaveBeenCalled();
    await allSettled(cancelConfirmed, { scope });
    expect(cancel).toHaveBeenCalledWith(4);
    expect(fetch).toHaveBeenCalled();
  });
});
