import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@storefront/shared/schemas/cart';
import { $cart, $cartCount, $toasts } from '@storefront/shared/store';
import { shirt } from '../../test/fixtures';
import { $quantity, $selectedSku, addToCartClicked, optionChosen, product, quantityChanged } from './model';

/** The catalogue's side of the cart contract: the line it adds has the agreed shape and merges by SKU. */
async function setup() {
  const scope = fork({ values: [[product.$data, shirt]] });
  return scope;
}

describe('add to cart', () => {
  it('refuses without a full specification and says "please select specification"', async () => {
    const scope = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'black' } });
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($toasts).at(-1)).toMatchObject({ message: 'please select specification', type: 'warning' });
  });

  it('adds the chosen SKU as a cart line of the agreed shape, raising the header count at once', async () => {
    const scope = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'navy' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'xl' } });
    await allSettled(quantityChanged, { scope, params: 1 });
    await allSettled(addToCartClicked, { scope });
    const [line] = scope.getState($cart);
    const expected: CartLine = {
      productId: 1,
      skuId: 16,
      quantity: 1,
      priceWhenAdded: 3499,
      // Ids, not words: the cart names them in the language it is read in.
      options: { colour: 'navy', size: 'xl' },
      stock: 1,
      addedAt: expect.any(Number) as unknown as number,
    };
    expect(line).toEqual(expected);
    expect(Object.keys(line).sort()).toEqual(['addedAt', 'options', 'priceWhenAdded', 'productId', 'quantity', 'skuId', 'stock']);
    expect(scope.getState($cartCount)).toBe(1);
    expect(scope.getState($toasts).at(-1)).toMatchObject({ message: 'adding to cart succeeded', type: 'success' });
  });

  it('merges a second add of the same SKU and never goes past its stock', async () => {
    const scope = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'black' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'l' } });
    await allSettled(quantityChanged, { scope, params: 2 });
    await allSettled(addToCartClicked, { scope });
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($cart)).toHaveLength(1);
    expect(scope.getState($cart)[0]).toMatchObject({ skuId: 12, quantity: 3, stock: 3 });
    // Another SKU of the same product is its own line.
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'm' } });
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($cart).map((l) => l.skuId)).toEqual([12, 11]);
  });

  it('keeps the quantity between 1 and the chosen SKU stock', async () => {
    const scope = await setup();
    await allSettled(quantityChanged, { scope, params: 50 });
    expect(scope.getState($quantity)).toBe(8);
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'navy' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'm' } });
    expect(scope.getState($selectedSku)?.id).toBe(14);
    expect(scope.getState($quantity)).toBe(2);
    await allSettled(quantityChanged, { scope, params: 0 });
    expect(scope.getState($quantity)).toBe(1);
  });

  it('does not add a sold-out SKU', async () => {
    const scope = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'navy' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'l' } });
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($cart)).toEqual([]);
  });
});
