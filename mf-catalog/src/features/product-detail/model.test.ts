import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@storefront/shared/schemas/cart';
import { $toasts, cartLineAdded } from '@storefront/shared/store';
import { shirt } from '../../test/fixtures';
import { $quantity, $selectedSku, addToCartClicked, optionChosen, product, quantityChanged } from './model';

/**
 * The catalogue's side of the cart contract: it sends `cartLineAdded` with a line of the agreed shape. The
 * cart (cart-and-checkout) keeps it, merges it by SKU and counts it for the header.
 */
async function setup() {
  const scope = fork({ values: [[product.$data, shirt]] });
  const added: CartLine[] = [];
  createWatch({ unit: cartLineAdded, scope, fn: (line) => added.push(line) });
  return { scope, added };
}

describe('add to cart', () => {
  it('refuses without a full specification and says "please select specification"', async () => {
    const { scope, added } = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'black' } });
    await allSettled(addToCartClicked, { scope });
    expect(added).toEqual([]);
    expect(scope.getState($toasts).at(-1)).toMatchObject({ message: 'please select specification', type: 'warning' });
  });

  it('adds the chosen SKU as a cart line of the agreed shape, at once', async () => {
    const { scope, added } = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'navy' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'xl' } });
    await allSettled(quantityChanged, { scope, params: 1 });
    await allSettled(addToCartClicked, { scope });
    expect(added).toHaveLength(1);
    const [line] = added;
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
    expect(scope.getState($toasts).at(-1)).toMatchObject({ message: 'adding to cart succeeded', type: 'success' });
  });

  it('each add sends the chosen SKU with its stock, which bounds the merged line in the cart', async () => {
    const { scope, added } = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'black' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'l' } });
    await allSettled(quantityChanged, { scope, params: 2 });
    await allSettled(addToCartClicked, { scope });
    await allSettled(addToCartClicked, { scope });
    // The cart merges by SKU and caps at this stock (mf-cart-checkout features/cart model.test.ts).
    expect(added.map((l) => [l.skuId, l.quantity, l.stock])).toEqual([
      [12, 2, 3],
      [12, 2, 3],
    ]);
    // Another SKU of the same product is its own line.
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'm' } });
    await allSettled(addToCartClicked, { scope });
    expect(added.map((l) => l.skuId)).toEqual([12, 12, 11]);
  });

  it('keeps the quantity between 1 and the chosen SKU stock', async () => {
    const { scope } = await setup();
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
    const { scope, added } = await setup();
    await allSettled(optionChosen, { scope, params: { name: 'colour', value: 'navy' } });
    await allSettled(optionChosen, { scope, params: { name: 'size', value: 'l' } });
    await allSettled(addToCartClicked, { scope });
    expect(added).toEqual([]);
  });
});
