import { createEvent, createStore, sample } from 'effector';
import type { CategoryNode } from '@storefront/shared/contracts/catalog';
import { $locale, createRequest } from '@storefront/shared/store';
import { fetchCategories } from './api';

/** The category tree, in the language of the request that loaded it. */
export const categories = createRequest<void, CategoryNode[]>(fetchCategories);
export const categoriesOpened = categories.requested;
export const $categories = categories.$data.map((tree) => tree ?? []);
export const $categoriesStatus = categories.$status;

/**
 * A page shows the tree in the scope's language: home and the lists share it, so moving between them asks
 * again only for another language, or after a failure.
 */
export const categoriesNeeded = createEvent();
const $requestedLocale = createStore<string | null>(null);
sample({
  clock: categoriesNeeded,
  source: { requested: $requestedLocale, status: $categoriesStatus, locale: $locale },
  filter: ({ requested, status, locale }) => requested !== locale || (status !== 'done' && status !== 'loading'),
  target: categoriesOpened,
});
sample({ clock: categoriesOpened, source: $locale, target: $requestedLocale });

/** A category id the loaded tree does not have (a stale or made-up link); false while the tree is not there. */
export function categoryMissing(tree: CategoryNode[] | null, id: number | undefined): boolean {
  return Boolean(id && tree && categoryPath(tree, id).length === 0);
}

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
