import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeRedirect('/user/order')).toBe('/user/order');
    expect(safeRedirect('/de/shop/goodCart?x=1')).toBe('/de/shop/goodCart?x=1');
  });
  it('drops anything that could lead to another site', () => {
    for (const value of [null, '', 'user/order', 'https://evil.example', '//evil.example', '/\\evil.example', '/x\u0000y', 'javascript:alert(1)']) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });
});
