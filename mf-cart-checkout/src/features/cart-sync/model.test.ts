import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine, CartView } from '@storefront/shared/schemas/cart';
import { $cart, $token, $userInfo, cartLineAdded, cartLinesRemoved, loggedIn, sessionEnded } from '@storefront/shared/store';
import { $cartSynced, cartSyncStarted, readOwnerFx, syncFx, writeOwnerFx, type SyncOp } from './model';

const line = (skuId: number, quantity: number, priceWhenAdded = 1000): CartLine => ({
  productId: skuId * 10,
  skuId,
  quantity,
  priceWhenAdded,
  options: { colour: 'red' },
  stock: 9,
  addedAt: 1,
});
const view = (...lines: [number, number][]): CartView => ({
  lines: lines.map(([skuId, quantity]) => ({
    productId: skuId * 10,
    skuId,
    quantity,
    priceWhenAdded: 1000,
    options: { colour: 'red' },
    stock: 5,
    addedAt: 2,
    name: `Item ${skuId}`,
    image: '',
    spec: { Colour: 'Red' },
    currentPrice: 1200,
    available: true,
  })),
});
const user = { id: 7, username: 'ada', email: 'ada@example.test' };

function setup(values: [unknown, unknown][], answer: (op: SyncOp) => CartView, owner: string | null = null) {
  const sent: SyncOp[] = [];
  const owners: (string | null)[] = [];
  const scope = fork({
    values: values as never,
    handlers: [
      [syncFx, async (op: SyncOp) => (sent.push(op), answer(op))],
      [readOwnerFx, () => owner],
      [writeOwnerFx, (o: string | null) => void owners.push(o)],
    ],
  });
  return { scope, sent, owners };
}

describe('cart sync', () => {
  it("at login the visitor's lines merge into the server cart and $cart mirrors the answer", async () => {
    const { scope, sent, owners } = setup([[$cart, [line(1, 2), line(2, 1)]]], () => view([1, 3], [2, 1], [3, 4]));
    await allSettled(loggedIn, { scope, params: { token: 't', user } });
    expect(sent).toEqual([
      { kind: 'merge', lines: [expect.objectContaining({ skuId: 1, quantity: 2, priceWhenAdded: 1000 }), expect.objectContaining({ skuId: 2, quantity: 1 })] },
    ]);
    expect(scope.getState($cart).map((l) => [l.skuId, l.quantity, l.priceWhenAdded])).toEqual([
      [1, 3, 1000],
      [2, 1, 1000],
      [3, 4, 1000],
    ]);
    // The mirror keeps ids, not the answer's words: another language names them afresh.
    expect(Object.keys(scope.getState($cart)[0]).sort()).toEqual(['addedAt', 'options', 'priceWhenAdded', 'productId', 'quantity', 'skuId', 'stock']);
    expect(owners).toEqual(['7']);
    expect(scope.getState($cartSynced)).toBe(true);
  });

  it("a customer's changes go to the server; a visitor's stay in the browser", async () => {
    const customer = setup(
      [
        [$token, 't'],
        [$userInfo, user],
        [$cart, [line(1, 1)]],
      ],
      () => view([1, 1]),
    );
    await allSettled(cartLinesRemoved, { scope: customer.scope, params: [1] });
    await allSettled(cartLineAdded, { scope: customer.scope, params: line(4, 2) });
    expect(customer.sent.map((op) => op.kind)).toEqual(['remove', 'add']);

    const visitor = setup([[$cart, [line(1, 1)]]], () => view());
    await allSettled(cartLineAdded, { scope: visitor.scope, params: line(4, 2) });
    expect(visitor.sent).toEqual([]);
    expect(visitor.scope.getState($cart).map((l) => l.skuId)).toEqual([1, 4]);
  });

  it('a refused change reads the server cart back', async () => {
    const sent: SyncOp[] = [];
    const scope = fork({
      values: [
        [$token, 't'],
        [$userInfo, user],
      ],
      handlers: [
        [
          syncFx,
          async (op: SyncOp) => {
            sent.push(op);
            if (op.kind === 'add') throw new Error('sold out');
            return view([1, 1]);
          },
        ],
      ],
    });
    await allSettled(cartLineAdded, { scope, params: line(4, 2) });
    expect(sent.map((op) => op.kind)).toEqual(['add', 'fetch']);
    expect(scope.getState($cart).map((l) => l.skuId)).toEqual([1]);
  });

  it('logout leaves the customer cart on the server and an empty visitor cart', async () => {
    const { scope, owners } = setup(
      [
        [$token, 't'],
        [$userInfo, user],
        [$cart, [line(1, 1)]],
      ],
      () => view(),
    );
    await allSettled(sessionEnded, { scope });
    expect(scope.getState($cart)).toEqual([]);
    expect(owners).toEqual([null]);
  });

  it('at start: fetches for the customer it mirrors, merges lines made before a login it missed, clears a mirror after the session ended', async () => {
    const mirrored = setup(
      [
        [$token, 't'],
        [$userInfo, user],
        [$cart, [line(1, 1)]],
      ],
      () => view([1, 2]),
      '7',
    );
    await allSettled(cartSyncStarted, { scope: mirrored.scope });
    expect(mirrored.sent).toEqual([{ kind: 'fetch' }]);
    expect(mirrored.owners).toEqual([]);

    const missed = setup(
      [
        [$token, 't'],
        [$userInfo, user],
        [$cart, [line(1, 1)]],
      ],
      () => view([1, 2]),
      null,
    );
    await allSettled(cartSyncStarted, { scope: missed.scope });
    expect(missed.sent.map((op) => op.kind)).toEqual(['merge']);
    expect(missed.owners).toEqual(['7']);

    const ended = setup([[$cart, [line(1, 1)]]], () => view(), '7');
    await allSettled(cartSyncStarted, { scope: ended.scope });
    expect(ended.sent).toEqual([]);
    expect(ended.scope.getState($cart)).toEqual([]);
    expect(ended.owners).toEqual([null]);
    expect(ended.scope.getState($cartSynced)).toBe(true);
  });

  it('sends one request at a time, in order', async () => {
    const order: string[] = [];
    const api = await import('./api');
    const slow = vi.spyOn(api, 'removeLines').mockImplementation(async () => {
      order.push('remove:start');
      await new Promise((r) => setTimeout(r, 20));
      order.push('remove:end');
      return view();
    });
    const quick = vi.spyOn(api, 'fetchCart').mockImplementation(async () => {
      order.push('fetch');
      return view();
    });
    const scope = fork({
      values: [
        [$token, 't'],
        [$userInfo, user],
      ],
    });
    await Promise.all([allSettled(syncFx, { scope, params: { kind: 'remove', skuIds: [1] } }), allSettled(syncFx, { scope, params: { kind: 'fetch' } })]);
    expect(order).toEqual(['remove:start', 'remove:end', 'fetch']);
    slow.mockRestore();
    quick.mockRestore();
  });
});
