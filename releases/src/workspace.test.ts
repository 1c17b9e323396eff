import { describe, expect, it } from 'vitest';
import { remoteFromArg } from './workspace';

describe('command-line arguments', () => {
  it('accept the remote by name or by folder', () => {
    expect(remoteFromArg('mf-catalog')).toBe('catalog');
    expect(remoteFromArg('cartCheckout')).toBe('cartCheckout');
    expect(remoteFromArg('mf-cart-checkout/')).toBe('cartCheckout');
    expect(remoteFromArg('shell')).toBeNull();
  });
});
