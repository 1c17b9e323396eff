import type { Registry } from '@storefront/registry/document';
import type { RouteMatch } from '@storefront/shared/routes';
import type { PublicGroup } from '../plugins/public-cache';

/** Past this many ids a page is named by its families alone: a header must stay well under proxies' limits. */
const MAX_IDS = 120;
const PRODUCT_LINKS = [Buffer.from('/shop/goodDetails/'), Buffer.from('/product/')];
const CATEGORY_LINKS = [Buffer.from('/shop/productList/')];
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

/**
 * The ids after each of the addresses in the page's bytes. Read from the bytes: turning a page into a string
 * and matching it was a tenth of the server thread's work per rendered page.
 */
function idsOf(html: Buffer, links: Buffer[]): Set<string> {
  const ids = new Set<string>();
  for (const link of links) {
    for (let at = html.indexOf(link); at !== -1; at = html.indexOf(link, at + 1)) {
      const from = at + link.length;
      let to = from;
      while (to < html.length && html[to]! >= DIGIT_0 && html[to]! <= DIGIT_9) to++;
      if (to > from) ids.add(html.toString('latin1', from, to));
    }
  }
  return ids;
}

/**
 * The surrogate keys of a public page (xkey / Surrogate-Key): what a change must purge it for. The families
 * of the change notices (every page shows the shop's languages and currencies; a remote's pages show its
 * catalogue or content), the products and categories it links to (a product card links to its page), the
 * content page, and the versions rendered.
 */
export function surrogateKeys(match: RouteMatch, served: Registry, html: Buffer): string[] {
  const families: PublicGroup[] = ['shop'];
  const keys: string[] = [];
  if (match.kind === 'page') {
    const { owner, page } = match.route;
    if (owner === 'catalog') families.push('catalog');
    if (owner === 'content') {
      families.push('content');
      keys.push(`content:${page}`);
    }
    if (owner !== 'shell') keys.push(`remote:${owner}@${served.remotes[owner]?.current ?? 'none'}`);
  }
  keys.push(`shell@${served.shell?.current ?? 'built'}`);
  const products = idsOf(html, PRODUCT_LINKS);
  const categories = idsOf(html, CATEGORY_LINKS);
  if (match.kind === 'page' && match.params.id && /^\d+$/.test(match.params.id)) {
    (match.route.page === 'ProductList' ? categories : products).add(match.params.id);
  }
  // A page that shows a product or category (a card, a link with its name) is stale when the catalogue changes.
  if ((products.size || categories.size) && !families.includes('catalog')) families.push('catalog');
  if (products.size + categories.size <= MAX_IDS) {
    for (const id of products) keys.push(`product:${id}`);
    for (const id of categories) keys.push(`category:${id}`);
  }
  return [...families, ...keys];
}
