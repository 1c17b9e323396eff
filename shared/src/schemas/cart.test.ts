import { describe, expect, it } from 'vitest';
import { cartLineInputSchema, cartLineSchema, readCartLines, type CartViewLine } from './cart';
import { cartLineOf } from '../contracts/cart';

const line = { productId: 3, skuId: 31, quantity: 2, priceWhenAdded: 2500, options: { colour: 'red', size: 'm' }, stock: 4, addedAt: 5 };

describe('cart line', () => {
  it('holds ids and the price when added; an answer line gives back just that', () => {
    const answer: CartViewLine = { ...line, name: 'Linen shirt', image: '/s.svg', spec: { Colour: 'Red', Size: 'M' }, currentPrice: 2700, available: true };
    expect(cartLineOf(answer)).toEqual(line);
    expect(cartLineSchema.parse(line)).toEqual(line);
  });

  it('a request needs only the SKU and a quantity of 1 to 999', () => {
    expect(cartLineInputSchema.safeParse({ skuId: 31, quantity: 1 }).success).toBe(true);
    expect(cartLineInputSchema.safeParse({ skuId: 31, quantity: 0 }).success).toBe(false);
    expect(cartLineInputSchema.safeParse({ skuId: 31, quantity: 1, priceWhenAdded: -1 }).success).toBe(false);
  });

  it("reads back an earlier version's stored lines and drops what cannot be read", () => {
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
    expect(readCartLines([earlier, { skuId: 'x' }, null])).toEqual([{ ...line, options: {} }]);
    expect(readCartLines([line])).toEqual([line]);
    expect(readCartLines('nonsense')).toEqual([]);
  });
});
