import { localePath, type Locale } from '@storefront/shared/routes';

/** The exposed pages of this remote, as the shell's $page names them. */
export type CatalogPage = 'Home' | 'Shop' | 'ProductList' | 'WhatIsNew' | 'GoodDetails';

/** For `$page.map(...)`: whether the page on screen is one of these pages of this remote. */
export const isShown =
  (...pages: CatalogPage[]) =>
  (page: { owner: string; page: string } | null): boolean =>
    page?.owner === 'catalog' && (pages as string[]).includes(page.page);

/** schema.org BreadcrumbList of a category trail (top first), each step its product list in the page's language. */
export function categoryBreadcrumbs(locale: Locale, trail: { id: number; name: string }[], last?: { name: string; path: string }): Record<string, unknown> {
  const items = [...trail.map((c) => ({ name: c.name, path: `shop/productList/${c.id}` })), ...(last ? [last] : [])];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: localePath(locale, item.path) })),
  };
}
