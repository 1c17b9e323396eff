import { describe, expect, it } from 'vitest';
import type { Registry } from '@storefront/registry/document';
import { matchPath } from '@storefront/shared/routes';
import { surrogateKeys } from './page-keys';

const served = { remotes: { catalog: { current: '1.0.0-a', history: [] } }, shell: { current: '1.0.0-s', history: [] } } as unknown as Registry;

describe('the surrogate keys of a page', () => {
  it('names the products and categories the page links to, from its bytes, and its remote and shell', () => {
    const html = Buffer.from(
      '<a href="/de/shop/goodDetails/12">Jacke</a><a href="/shop/goodDetails/7?x=1">Mütze</a>' +
        '<img src="/photos/product/31/cover.avif"><a href="/shop/productList/4">Hüte</a><a href="/shop/goodDetails/">none</a><a href="/shop/goodDetails/12">again</a>',
    );
    const keys = surrogateKeys(matchPath('/shop/goodDetails/9'), served, html);
    expect(keys.filter((k) => !k.startsWith('product:'))).toEqual(['shop', 'catalog', 'remote:catalog@1.0.0-a', 'shell@1.0.0-s', 'category:4']);
    expect(keys.filter((k) => k.startsWith('product:')).sort()).toEqual(['product:12', 'product:31', 'product:7', 'product:9']);
  });

  it('names a page with more ids than a header should carry by its families alone', () => {
    const links = Array.from({ length: 130 }, (_, i) => `<a href="/shop/goodDetails/${i + 1}">${i}</a>`).join('');
    expect(surrogateKeys(matchPath('/shop'), served, Buffer.from(links))).toEqual(['shop', 'catalog', 'remote:catalog@1.0.0-a', 'shell@1.0.0-s']);
  });
});
