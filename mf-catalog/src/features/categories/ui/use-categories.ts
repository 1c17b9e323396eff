import { useUnit } from 'effector-react';
import { $categories, $categoriesStatus, categories } from '../model';

/** The tree as the page's model loaded it (the page's start and a language change ask for it). */
export function useCategories() {
  const [tree, status, retry] = useUnit([$categories, $categoriesStatus, categories.retried]);
  return { tree, status, retry };
}
