import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { $categories, $categoriesStatus, categories, categoriesOpened } from '../model';

export function useCategories() {
  const [tree, status, open, retry, locale] = useUnit([$categories, $categoriesStatus, categoriesOpened, categories.retried, $locale]);
  useEffect(() => {
    open(locale);
  }, [open, locale]);
  return { tree, status, retry };
}
