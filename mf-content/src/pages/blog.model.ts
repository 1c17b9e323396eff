import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale, $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $articlePage, $blogQuery, blogPageOpened } from '../features/blog/model';
import { pagingFromSearch } from '../features/blog/paging';
import { NS } from '../i18n';
import { breadcrumbList, contentTitle, isShown } from '../lib/page-meta';

/** blog, blog?page=2&size=20: that page of articles. Moving to another page changes the address, which starts it again. */
export const blogStarted = createEvent<PageStart>();

sample({
  clock: blogStarted,
  fn: ({ query, locale }) => ({ ...pagingFromSearch(new URLSearchParams(query)), locale }),
  target: blogPageOpened,
});

// Another language on the blog: the same page of articles again, in that language.
const $shown = $page.map(isShown('Blog'));
sample({
  clock: $locale.updates,
  source: { query: $blogQuery, shown: $shown },
  filter: ({ query, shown }) => shown && query !== null,
  fn: ({ query }, locale) => ({ page: query!.page, size: query!.size, locale }),
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
