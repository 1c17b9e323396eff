import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $articlePage, blogPageOpened } from '../features/blog/model';
import { pagingFromSearch } from '../features/blog/paging';
import { NS } from '../i18n';
import { breadcrumbList, contentTitle } from '../lib/page-meta';

/** blog, blog?page=2&size=20: that page of articles. Moving to another page changes the address, which starts it again. */
export const blogStarted = createEvent<PageStart>();

sample({
  clock: blogStarted,
  fn: ({ query }) => pagingFromSearch(new URLSearchParams(query)),
  target: blogPageOpened,
});

const $meta = combine({ list: $articlePage, locale: $locale });

/** The blog's title and description, the newest article's cover for previews, and its place under home. */
export function blogMeta(scope: Scope, t: TFunction): PageMeta {
  const { list, locale } = scope.getState($meta);
  const title = t(`${NS}:blog.title`);
  return {
    title: contentTitle(t, title),
    description: t(`${NS}:blog.description`),
    image: list?.list[0]?.cover.url,
    jsonLd: [breadcrumbList(t, locale, [{ name: title, path: 'blog' }])],
  };
}
