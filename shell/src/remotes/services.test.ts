import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@storefront/shared/schemas/cart';
import { $cartCount, $page, $sessionKnown, $token, cartLineAdded, loggedIn, pageEntered, sessionEnded } from '@storefront/shared/store';
import { PENDING_LINES_KEY, startCart } from './services';

const cart = vi.hoisted(() => ({ startCart: vi.fn(async (_scope: unknown, _added: unknown[]) => undefined) }));
const loadRemote = vi.hoisted(() => vi.fn(async (_id: string) => cart as unknown));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const line = (skuId: number): CartLine => ({ productId: 1, skuId, quantity: 1, priceWhenAdded: 100, options: {}, stock: 5, addedAt: 1 });
const user = { id: 7, username: 'ada', email: 'ada@example.test' };
const handedOver = () => cart.startCart.mock.calls.map((c) => c[1]);

beforeEach(() => {
  loadRemote.mockClear();
  cart.startCart.mockClear();
});
afterEach(() => localStorage.clear());

describe("the cart's model is loaded only when it has something to do", () => {
  it('a visitor who only browses never loads it', async () => {
    const scope = fork({ values: [[$sessionKnown, true]] });
    startCart(scope);
    await vi.waitFor(() => expect(loadRemote).not.toHaveBeenCalled());
    expect(cart.startCart).not.toHaveBeenCalled();
  });

  it('a line added loads it, and the line comes with its start', async () => {
    const scope = fork({ values: [[$sessionKnown, true]] });
    startCart(scope);
    await allSettled(cartLineAdded, { scope, params: line(1) });
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(1));
    expect(loadRemote).toHaveBeenCalledWith('cartCheckout/cart');
    expect(handedOver()).toEqual([[line(1)]]);
    expect(localStorage.getItem(PENDING_LINES_KEY)).toBeNull();
    // From then on the cart hears the event itself.
    await allSettled(cartLineAdded, { scope, params: line(2) });
    expect(handedOver()).toEqual([[line(1)]]);
  });

  it('a line added counts in the header at once, before the model arrives; the model then sets its own count', async () => {
    let arrive!: (mod: unknown) => void;
    loadRemote.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    const scope = fork({
      values: [
        [$sessionKnown, true],
        [$cartCount, 2],
      ],
    });
    startCart(scope);
    await allSettled(cartLineAdded, { scope, params: { ...line(1), quantity: 3 } });
    expect(scope.getState($cartCount)).toBe(5);
    expect(cart.startCart).not.toHaveBeenCalled();
    cart.startCart.mockImplementationOnce(async () => {
      await allSettled($cartCount, { scope, params: 4 });
    });
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    arrive(cart);
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(scope.getState($cartCount)).toBe(4));
    // From then on the model alone counts.
    await allSettled(cartLineAdded, { scope, params: line(2) });
    expect(scope.getState($cartCount)).toBe(4);
  });

  it('a line added just before a reload is not lost: the next page hands it over', async () => {
    loadRemote.mockImplementationOnce(() => new Promise(() => undefined));
    const before = fork({ values: [[$sessionKnown, true]] });
    startCart(before);
    await allSettled(cartLineAdded, { scope: before, params: line(1) });
    const after = fork({ values: [[$sessionKnown, true]] });
    startCart(after);
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(1));
    expect(handedOver()).toEqual([[line(1)]]);
  });

  it("a customer's cart loads it once the session is known, and a login loads it", async () => {
    const scope = fork({ values: [[$token, 't']] });
    startCart(scope);
    await Promise.resolve();
    expect(loadRemote).not.toHaveBeenCalled();
    await allSettled($sessionKnown, { scope, params: true });
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(1));

    const visitor = fork({ values: [[$sessionKnown, true]] });
    startCart(visitor);
    await allSettled(loggedIn, { scope: visitor, params: { token: 't', user } });
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(2));
  });

  it('a page of the cart remote (cart, checkout) starts it, once per page load, hydrated or opened', async () => {
    const hydrated = fork({
      values: [
        [$sessionKnown, true],
        [$page, { owner: 'cartCheckout', page: 'GoodCart' }],
      ],
    });
    startCart(hydrated);
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(1));

    const browsing = fork({ values: [[$sessionKnown, true]] });
    startCart(browsing);
    await allSettled(pageEntered, { scope: browsing, params: { owner: 'catalog', page: 'Home' } });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await allSettled(pageEntered, { scope: browsing, params: { owner: 'cartCheckout', page: 'PlaceAnOrder' } });
    await allSettled(pageEntered, { scope: browsing, params: { owner: 'cartCheckout', page: 'GoodCart' } });
    await vi.waitFor(() => expect(cart.startCart).toHaveBeenCalledTimes(2));
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("a customer's lines not handed over yet go when the session ends", async () => {
    loadRemote.mockImplementationOnce(() => new Promise(() => undefined));
    const scope = fork({ values: [[$sessionKnown, true]] });
    startCart(scope);
    await allSettled(cartLineAdded, { scope, params: line(1) });
    await allSettled(sessionEnded, { scope });
    expect(localStorage.getItem(PENDING_LINES_KEY)).toBeNull();
  });
});
