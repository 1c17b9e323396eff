import { describe, expect, it } from 'vitest';
import { shirt } from '../../test/fixtures';
import { choose, clampQuantity, initialSelection, missingSpecs, optionState, priceRange, quantityLimit, selectedSku } from './spec-picker';

const { specs, skus } = shirt;

describe('specification picker rules', () => {
  it('starts with nothing chosen when every spec has a choice, and pre-chooses single-option specs', () => {
    expect(initialSelection(specs)).toEqual({});
    expect(
      initialSelection([
        { name: 'colour', values: ['red'] },
        { name: 'size', values: ['s', 'm'] },
      ]),
    ).toEqual({ colour: 'red' });
  });

  it('has no SKU until every spec is chosen', () => {
    expect(selectedSku(specs, skus, {})).toBeNull();
    expect(selectedSku(specs, skus, { colour: 'black' })).toBeNull();
    expect(missingSpecs(specs, { colour: 'black' })).toEqual(['size']);
    expect(selectedSku(specs, skus, { colour: 'black', size: 'xl' })?.id).toBe(13);
  });

  it('chooses, switches and clears an option', () => {
    const a = choose({}, 'colour', 'black');
    expect(a).toEqual({ colour: 'black' });
    expect(choose(a, 'colour', 'navy')).toEqual({ colour: 'navy' });
    expect(choose(a, 'colour', 'black')).toEqual({});
  });

  it('marks options that only lead to sold-out SKUs, given the other choices', () => {
    expect(optionState(skus, {}, 'size', 'l')).toBe('available');
    expect(optionState(skus, { colour: 'navy' }, 'size', 'l')).toBe('soldOut');
    expect(optionState(skus, { size: 'l' }, 'colour', 'navy')).toBe('soldOut');
    expect(optionState(skus, { size: 'l' }, 'colour', 'black')).toBe('available');
    // The spec's own current choice does not restrict its alternatives.
    expect(optionState(skus, { colour: 'navy', size: 'm' }, 'colour', 'black')).toBe('available');
    expect(optionState(skus, {}, 'size', 'xxl')).toBe('unavailable');
  });

  it('limits the quantity to the chosen SKU stock, at least 1', () => {
    expect(quantityLimit(skus, selectedSku(specs, skus, { colour: 'navy', size: 'xl' }))).toBe(1);
    expect(quantityLimit(skus, null)).toBe(8);
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it('prices a complete choice exactly and a partial one as the range it allows', () => {
    expect(priceRange(skus, {})).toEqual({ min: 2999, max: 3499 });
    expect(priceRange(skus, { size: 'm' })).toEqual({ min: 2999, max: 2999 });
    expect(priceRange(skus, { size: 'xl' })).toEqual({ min: 3499, max: 3499 });
  });
});
