import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, CartView, CartViewLine } from '@storefront/shared/schemas/cart';
import { $cartCount, $token, $userInfo, cartLineAdded, loggedIn, sessionEnded } from '@storefront/shared/store';
import { $cartSynced, $shown, $stored, cartOpened, cartStarted, linesRemoved, previewFx, quantitySet, startCart, syncFx, type SyncOp } from './model';

const line = (skuId: number, quantity: number, priceWhenAdded = 1000, stock = 9): CartLine => ({
  productId: skuId * 10,
  skuId,
  quantity,
  priceWhenAdded,
  options: { colour: 'red' },
  stock,
  addedAt: 1,
});
const worded = (skuId: number, quantity: number, extra: Partial<CartViewLine> = {}): CartViewLine => ({
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
  ...extra,
});
const view = (...lines: [number, number][]): CartView => ({ lines: lines.map(([skuId, quantity]) => worded(skuId, quantity)) });
const user = { id: 7, username: 'ada', email: 'ada@example.test' };
const customer: [unknown, unknown][] = [
  [$token, 't'],
  [$userInfo, user],
];
const stored = (): CartLine[] => JSON.parse(localStorage.getItem('cart') ?? '[]');

function setup(values: [unknown, unknown][], answer: (op: SyncOp) => CartView = () => view()) {
  const sent: SyncOp[] = [];
  const previews: CartLine[][] = [];
  const scope = fork({
    values: values as never,
    handlers: [
      [syncFx, async (op: SyncOp) => (sent.push(op), answer(op))],
      [previewFx, async (lines: CartLine[]) => (previews.push(lines), { lines: lines.map((l) => worded(l.skuId, l.quantity)) })],
    ],
  });
  return { scope, sent, previews };
}

afterEach(() => localStorage.clear());

describe('the cart', () => {
  it("a visitor's cart is read from this browser at start and counted for the header, with no request", async () => {
    localStorage.setItem('cart', JSON.stringify([line(1, 2), line(2, 1)]));
    const { scope, sent, previews } = setup([]);
    await startCart(scope);
    expect(scope.getState($stored).map((l) => l.skuId)).toEqual([1, 2]);
    expect(scope.getState($cartCount)).toBe(3);
    expect(sent).toEqual([]);
    expect(previews).toEqual([]);
  });

  it("at login the visitor's lines merge into the server cart: the answer is shown whole and the browser keeps no line", async () => {
    localStorage.setItem('cart', JSON.stringify([line(1, 2), line(2, 1)]));
    const { scope, sent } = setup([], () => view([1, 3], [2, 1], [3, 4]));
    await startCart(scope);
    await allSettled(loggedIn, { scope, params: { token: 't', user } });
    expect(sent).toEqual([
      { kind: 'merge', lines: [expect.objectContaining({ skuId: 1, quantity: 2, priceWhenAdded: 1000 }), expect.objectContaining({ skuId: 2, quantity: 1 })] },
    ]);
    // The server's lines, words and today's price included: one shape for a shown line.
    expect(scope.getState($shown)).toEqual(view([1, 3], [2, 1], [3, 4]).lines);
    expect(scope.getState($cartCount)).toBe(8);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(scope.getState($cartSynced)).toBe(true);
  });

  it("a customer's changes go to the server, one request each; a visitor's stay in the browser", async () => {
    const signedIn = setup(customer, () => view([1, 1]));
    await startCart(signedIn.scope);
    await allSettled(linesRemoved, { scope: signedIn.scope, params: [1] });
    await allSettled(cartLineAdded, { scope: signedIn.scope, params: line(4, 2) });
    expect(signedIn.sent.map((op) => op.kind)).toEqual(['fetch', 'remove', 'add']);
    expect(localStorage.getItem('cart')).toBeNull();

    localStorage.setItem('cart', JSON.stringify([line(1, 1)]));
    const visitor = setup([]);
    await startCart(visitor.scope);
    await allSettled(cartLineAdded, { scope: visitor.scope, params: line(4, 2) });
    expect(visitor.sent).toEqual([]);
    expect(visitor.scope.getState($stored).map((l) => l.skuId)).toEqual([1, 4]);
    expect(stored().map((l) => l.skuId)).toEqual([1, 4]);
    expect(visitor.scope.getState($cartCount)).toBe(3);
  });

  it("a visitor's second add of the same SKU merges, never past its stock; another SKU is its own line", async () => {
    const { scope } = setup([]);
    await startCart(scope);
    await allSettled(cartLineAdded, { scope, params: line(12, 2, 1000, 3) });
    await allSettled(cartLineAdded, { scope, params: line(12, 2, 1000, 3) });
    expect(scope.getState($stored)).toHaveLength(1);
    expect(scope.getState($stored)[0]).toMatchObject({ skuId: 12, quantity: 3, stock: 3 });
    await allSettled(cartLineAdded, { scope, params: line(11, 1) });
    expect(scope.getState($stored).map((l) => l.skuId)).toEqual([12, 11]);
  });

  it('one quantity change of a customer is one request, whose answer is the shown line (words, price, stock)', async () => {
    const { scope, sent, previews } = setup(customer, (op) =>
      op.kind === 'quantity' ? { lines: [worded(1, 3, { name: 'Teapot', currentPrice: 1500, stock: 4 })] } : view([1, 2]),
    );
    await startCart(scope);
    await allSettled(cartOpened, { scope });
    const before = sent.length;
    await allSettled(quantitySet, { scope, params: { skuId: 1, quantity: 3 } });
    expect(sent.slice(before)).toEqual([{ kind: 'quantity', skuId: 1, quantity: 3 }]);
    expect(previews).toEqual([]);
    expect(scope.getState($shown)).toEqual([worded(1, 3, { name: 'Teapot', currentPrice: 1500, stock: 4 })]);
    expect(scope.getState($cartCount)).toBe(3);
  });

  it('quick changes: only the last answer is shown, so the line does not jump back', async () => {
    const answers: ((v: CartView) => void)[] = [];
    const scope = fork({
      values: [...customer, [$shown, [worded(1, 1)]]] as never,
      handlers: [[syncFx, (op: SyncOp) => new Promise<CartView>((resolve) => answers.push(() => resolve(view([1, (op as { quantity: number }).quantity]))))]],
    });
    const shown: number[] = [];
    const first = allSettled(quantitySet, { scope, params: { skuId: 1, quantity: 2 } });
    const second = allSettled(quantitySet, { scope, params: { skuId: 1, quantity: 3 } });
    shown.push(scope.getState($shown)[0].quantity);
    answers[0](view());
    await Promise.resolve();
    shown.push(scope.getState($shown)[0].quantity);
    answers[1](view());
    await Promise.all([first, second]);
    shown.push(scope.getState($shown)[0].quantity);
    expect(shown).toEqual([3, 3, 3]);
  });

  it("a visitor's quantity change sends nothing: the browser's line and the shown line follow", async () => {
    localStorage.setItem('cart', JSON.stringify([line(1, 1)]));
    const { scope, sent, previews } = setup([]);
    await startCart(scope);
    await allSettled(cartOpened, { scope });
    expect(previews).toHaveLength(1);
    await allSettled(quantitySet, { scope, params: { skuId: 1, quantity: 2 } });
    expect(sent).toEqual([]);
    expect(previews).toHaveLength(1);
    expect(stored()[0].quantity).toBe(2);
    expect(scope.getState($shown)[0]).toMatchObject({ skuId: 1, quantity: 2, name: 'Item 1' });
    expect(scope.getState($cartCount)).toBe(2);
  });

  it('a refused change reads the server cart back', async () => {
    const sent: SyncOp[] = [];
    const scope = fork({
      values: customer as never,
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
    await allSettled(cartStarted, { scope, params: [] });
    await allSettled(cartLineAdded, { scope, params: line(4, 2) });
    expect(sent.map((op) => op.kind)).toEqual(['fetch', 'add', 'fetch']);
    expect(scope.getState($shown).map((l) => l.skuId)).toEqual([1]);
  });

  it('logout leaves the customer cart on the server and an empty visitor cart', async () => {
    const { scope } = setup(customer, () => view([1, 2]));
    await startCart(scope);
    expect(scope.getState($cartCount)).toBe(2);
    await allSettled(sessionEnded, { scope });
    expect(scope.getState($shown)).toEqual([]);
    expect(scope.getState($cartCount)).toBe(0);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('at start a customer: fetches the server cart, or merges visitor lines made before a login the cart did not see', async () => {
    const signedIn = setup(customer, () => view([1, 2]));
    await startCart(signedIn.scope);
    expect(signedIn.sent).toEqual([{ kind: 'fetch' }]);
    // Another page of this remote starting the cart again reads nothing twice.
    await allSettled(cartStarted, { scope: signedIn.scope, params: [] });
    expect(signedIn.sent).toHaveLength(1);

    localStorage.setItem('cart', JSON.stringify([line(1, 1)]));
    const missed = setup(customer, () => view([1, 2]));
    await startCart(missed.scope);
    expect(missed.sent.map((op) => op.kind)).toEqual(['merge']);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('lines added before the cart was loaded come with its start', async () => {
    localStorage.setItem('cart', JSON.stringify([line(1, 1)]));
    const visitor = setup([]);
    await startCart(visitor.scope, [line(2, 1)]);
    expect(stored().map((l) => l.skuId)).toEqual([1, 2]);
    expect(visitor.scope.getState($cartCount)).toBe(2);

    localStorage.clear();
    const signedIn = setup(customer, () => view([2, 1]));
    await startCart(signedIn.scope, [line(2, 1)]);
    expect(signedIn.sent).toEqual([{ kind: 'merge', lines: [line(2, 1)] }]);
  });

  it("an earlier version's mirror of a customer's cart is not a visitor's cart: it is dropped, not merged", async () => {
    localStorage.setItem('cart', JSON.stringify([line(1, 1)]));
    localStorage.setItem('cartOwner', '7');
    const { scope, sent } = setup(customer, () => view());
    await startCart(scope);
    expect(sent).toEqual([{ kind: 'fetch' }]);
    expect(localStorage.getItem('cartOwner')).toBeNull();
  });

  it('reads back a cart stored by an earlier version: SKU, quantity and price when added are kept', async () => {
    const earlier = {
      productId: 3,
      skuId: 31,
      name: 'Linen shirt',
      image: '/s.svg',
      spec: { Colour: 'Red' },
      unitPrice: 2500,
      quantity: 2,
      stock: 4,
      addedAt: 5,
    };
    localStorage.setItem('cart', JSON.stringify([earlier, { skuId: 'broken' }]));
    const { scope } = setup([]);
    await startCart(scope);
    expect(scope.getState($stored)).toEqual([{ productId: 3, skuId: 31, quantity: 2, priceWhenAdded: 2500, options: {}, stock: 4, addedAt: 5 }]);
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
    const scope = fork({ values: customer as never });
    await Promise.all([allSettled(syncFx, { scope, params: { kind: 'remove', skuIds: [1] } }), allSettled(syncFx, { scope, params: { kind: 'fetch' } })]);
    expect(order).toEqual(['remove:start', 'remove:end', 'fetch']);
    slow.mockRestore();
    quick.mockRestore();
  });
});
