import type { CategoryNode } from '@storefront/shared/contracts/catalog';
import { createRequest } from '@storefront/shared/store';
import { fetchCategories } from './api';

/** The category tree in the current language (params: the locale, so a language switch reloads it). */
export const categories = createRequest(fetchCategories);
export const categoriesOpened = categories.requested;
export const $categories = categories.$data.map((tree) => tree ?? []);
export const $categoriesStatus = categories.$status;

/** The node and its ancestors, top first; empty when the id is not in the tree. */
export function categoryPath(tree: CategoryNode[], id: number | undefined): CategoryNode[] {
  if (!id) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
