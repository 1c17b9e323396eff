import { describe, expect, it } from 'vitest';
import { pageHead } from './document';

const head = (meta: Parameters<typeof pageHead>[0]['meta'], indexable = true) =>
  pageHead({ locale: 'en', url: '/shop/productList/3?opt=size%3Am', origin: 'https://shop.example', meta, hints: '', indexable });

describe('the head of a server-rendered page', () => {
  it('keeps a filtered view out of search indexes: noindex, no canonical or alternates', () => {
    const filtered = head({ title: 'Jackets', noindex: true });
    expect(filtered).toContain('<meta name="robots" content="noindex">');
    expect(filtered).not.toContain('rel="canonical"');
    expect(filtered).not.toContain('hreflang');
  });

  it('lets the unfiltered page be indexed with its canonical address', () => {
    const plain = head({ title: 'Jackets' });
    expect(plain).not.toContain('noindex');
    expect(plain).toContain('<link rel="canonical" href="https://shop.example/shop/productList/3?opt=size%3Am">');
  });
});
