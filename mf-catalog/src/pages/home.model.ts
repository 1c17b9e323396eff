import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { categoriesNeeded } from '../features/categories/model';
import { homeOpened } from '../features/home/model';

/** / opened: the featured categories and the strips of new products and best sellers. */
export const homeStarted = createEvent<PageStart>();

sample({ clock: homeStarted, fn: () => undefined, target: [categoriesNeeded, homeOpened] });

/** The title and description home gives usePageMeta. */
export function homeMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: t('catalog:home.title'), description: t('catalog:home.metaDescription') };
}
