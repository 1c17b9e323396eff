import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale, $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $newPage, $newPaging, whatsNewOpened } from '../features/whats-new/model';
import { readPaging } from '../features/whats-new/paging';
import { isShown } from '../lib/pages';

/** shop/whatisnew?page=&limit= opened: that page of the last 30 days' arrivals. Another page is another address. */
export const whatIsNewStarted = createEvent<PageStart>();

sample({ clock: whatIsNewStarted, fn: ({ query, locale }) => ({ ...readPaging(new URLSearchParams(query)), locale }), target: whatsNewOpened });

// Another language on what's new: the same page again, in that language.
const $shown = $page.map(isShown('WhatIsNew'));
sample({
  clock: $locale.updates,
  source: { paging: $newPaging, shown: $shown },
  filter: ({ paging, shown }) => shown && paging !== null,
  fn: ({ paging }, locale) => ({ ...paging!, locale }),
  target: whatsNewOpened,
});

const $meta = combine({ list: $newPage });

/** The title and description the page gives usePageMeta; the newest arrival's picture for link previews. */
export function whatIsNewMeta(scope: Scope, t: TFunction): PageMeta {
  const { list } = scope.getState($meta);
  return { title: t('catalog:whatsNew.title'), description: t('catalog:whatsNew.intro'), image: list?.list[0]?.cover };
}
