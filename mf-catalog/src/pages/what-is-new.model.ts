import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $newPage, whatsNewOpened } from '../features/whats-new/model';
import { readPaging } from '../features/whats-new/paging';

/** shop/whatisnew?page=&limit= opened: that page of the last 30 days' arrivals. Another page is another address. */
export const whatIsNewStarted = createEvent<PageStart>();

sample({ clock: whatIsNewStarted, fn: ({ query }) => readPaging(new URLSearchParams(query)), target: whatsNewOpened });

const $meta = combine({ list: $newPage });

/** The title and description the page gives usePageMeta; the newest arrival's picture for link previews. */
export function whatIsNewMeta(scope: Scope, t: TFunction): PageMeta {
  const { list } = scope.getState($meta);
  return { title: t('catalog:whatsNew.title'), description: t('catalog:whatsNew.intro'), image: list?.list[0]?.cover };
}
