import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine, CartLineInput } from '@storefront/shared/schemas/cart';
import { cartLineAdded } from '@storefront/shared/store';
import { $stored, cartClosed, cartOpened, cartStarted, previewFx } from './model';
import {
  $checkoutTarget,
  $confirmOpen,
  $lines,
  $notice,
  $selected,
  $total,
  allToggled,
  cartPageClosed,
  deleteConfirmed,
  deleteSelectedClicked,
  lineToggled,
  proceedClicked,
  quantityChanged,
} from './selection';

const line = (skuId: number, quantity: number, priceWhenAdded: number, stock = 9): CartLine => ({
  productId: skuId,
  skuId,
  quantity,
  priceWhenAdded,
  options: { size: 'm' },
  stock,
  addedAt: 1,
});

/** The server's answer: today's prices and stock (SKU 3 sold out, SKU 4 unknown). */
const current = async (lines: CartLineInput[]) => ({
  lines: lines
    .filter((l) => l.skuId !== 4)
    .map((l) => ({
      productId: l.skuId,
      skuId: l.skuId,
      quantity: l.quantity,
      priceWhenAdded: l.priceWhenAdded ?? 0,
      options: { size: 'm' },
      stock: l.skuId === 3 ? 0 : 4,
      addedAt: 1,
      name: `Item ${l.skuId}`,
      image: '',
      spec: { Size: 'M' },
      currentPrice: l.skuId === 1 ? 1100 : (l.priceWhenAdded ?? 0),
      available: true,
    })),
});

/** A visitor's cart page: the lines this browser keeps, checked by the server. */
async function openCart(lines: CartLine[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
  const scope = fork({ handlers: [[previewFx, (ls: CartLine[]) => current(ls)]] });
  await allSettled(cartStarted, { scope, params: [] });
  await allSettled(cartOpened, { scope });
  return scope;
}

afterEach(() => localStorage.clear());

describe('cart page', () => {
  it("shows today's price beside the price when added, and which lines can be bought", async () => {
    const scope = await openCart([line(1, 2, 1000), line(2, 1, 500), line(3, 1, 700), line(4, 1, 900)]);
    const lines = scope.getState($lines);
    expect(lines.map((l) => [l.skuId, l.currentPrice, l.priceWhenAdded, l.stock, l.selectable])).toEqual([
      [1, 1100, 1000, 4, true],
      [2, 500, 500, 4, true],
      [3, 700, 700, 0, false],
      [4, 900, 900, 0, false],
    ]);
    // Names and options in words come from the answer; an unknown SKU goes by its number.
    expect(lines.map((l) => [l.name, l.spec])).toEqual([
      ['Item 1', { Size: 'M' }],
      ['Item 2', { Size: 'M' }],
      ['Item 3', { Size: 'M' }],
      ['#4', {}],
    ]);
    // The browser now bounds quantities by today's stock.
    expect(scope.getState($stored).map((l) => l.stock)).toEqual([4, 4, 0, 9]);
  });

  it('opens with every line that can be bought selected; unticked lines stay unticked while the page is open', async () => {
    const scope = await openCart([line(1, 2, 1000), line(2, 1, 500), line(3, 1, 700)]);
    // SKU 3 is sold out: it cannot be selected.
    expect(scope.getState($selected)).toEqual([1, 2]);
    expect(scope.getState($total)).toBe(2 * 1100 + 500);
    await allSettled(lineToggled, { scope, params: 1 });
    expect(scope.getState($selected)).toEqual([2]);
    // Another line added while the page is open arrives ticked; the unticked one stays unticked.
    await allSettled(cartLineAdded, { scope, params: line(5, 1, 300) });
    expect(scope.getState($selected)).toEqual([2, 5]);
    await allSettled(proceedClicked, { scope });
    expect(scope.getState($checkoutTarget)).toEqual([2, 5]);
  });

  it('proceeding with nothing selected says "please select the item"; select all picks what can be bought', async () => {
    const scope = await openCart([line(1, 2, 1000), line(2, 1, 500), line(3, 1, 700)]);
    await allSettled(allToggled, { scope, params: false });
    expect(scope.getState($selected)).toEqual([]);
    await allSettled(proceedClicked, { scope });
    expect(scope.getState($notice)).toEqual({ key: 'cart.selectTheItem' });
    expect(scope.getState($checkoutTarget)).toBeNull();
    await allSettled(allToggled, { scope, params: true });
    expect(scope.getState($selected)).toEqual([1, 2]);
    expect(scope.getState($total)).toBe(2 * 1100 + 500);
    await allSettled(proceedClicked, { scope });
    expect(scope.getState($checkoutTarget)).toEqual([1, 2]);
  });

  it('a line unticked before the page closes is ticked again the next time the cart opens', async () => {
    const scope = await openCart([line(1, 1, 1000), line(2, 1, 500)]);
    await allSettled(lineToggled, { scope, params: 2 });
    expect(scope.getState($selected)).toEqual([1]);
    await allSettled(cartPageClosed, { scope });
    await allSettled(cartClosed, { scope });
    await allSettled(cartOpened, { scope });
    expect(scope.getState($selected)).toEqual([1, 2]);
  });

  it('quantities stay between 1 and the stock', async () => {
    const scope = await openCart([line(1, 2, 1000)]);
    await allSettled(quantityChanged, { scope, params: { skuId: 1, quantity: 50 } });
    expect(scope.getState($stored)[0].quantity).toBe(4);
    await allSettled(quantityChanged, { scope, params: { skuId: 1, quantity: 0 } });
    expect(scope.getState($stored)[0].quantity).toBe(1);
  });

  it('deletes the selected lines after the confirm prompt', async () => {
    const scope = await openCart([line(1, 1, 1000), line(2, 1, 500)]);
    await allSettled(allToggled, { scope, params: false });
    await allSettled(deleteSelectedClicked, { scope });
    expect(scope.getState($confirmOpen)).toBe(false);
    expect(scope.getState($notice)).toEqual({ key: 'cart.selectTheItem' });
    await allSettled(lineToggled, { scope, params: 2 });
    await allSettled(deleteSelectedClicked, { scope });
    expect(scope.getState($confirmOpen)).toBe(true);
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($stored).map((l) => l.skuId)).toEqual([1]);
    // The line the shopper unticked stays unticked.
    expect(scope.getState($selected)).toEqual([]);
  });
});
