import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale, $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { categoriesNeeded } from '../features/categories/model';
import { homeOpened } from '../features/home/model';
import { isShown } from '../lib/pages';

/** / opened: the featured categories and the strips of new products and best sellers. */
export const homeStarted = createEvent<PageStart>();

sample({ clock: homeStarted, fn: ({ locale }) => locale, target: [categoriesNeeded, homeOpened] });

// Another language on home: categories and strips again, in that language.
const $shown = $page.map(isShown('Home'));
sample({ clock: $locale.updates, filter: $shown, target: [categoriesNeeded, homeOpened] });

/** The title and description home gives usePageMeta. */
export function homeMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: t('catalog:home.title'), description: t('catalog:home.metaDescription') };
}
