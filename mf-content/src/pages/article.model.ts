import { combine, createEvent, createStore, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $article, $articleStatus, articleOpened } from '../features/article/model';
import { NS } from '../i18n';
import { positiveId } from '../lib/ids';
import { articleJsonLd, breadcrumbList, contentTitle, notFoundMeta } from '../lib/page-meta';

/** blog/article?id=N: the article with its previous and next. An id that is not one shows the 404 view. */
export const articleStarted = createEvent<PageStart>();

/** The article the address asks for; null when ?id is not a positive whole number. */
export const $articleId = createStore<number | null>(null).on(articleStarted, (_, { query }) => positiveId(query.id));

sample({
  clock: articleStarted,
  filter: ({ query }) => positiveId(query.id) !== null,
  fn: ({ query }) => positiveId(query.id)!,
  target: articleOpened,
});

const $meta = combine({ id: $articleId, detail: $article, status: $articleStatus, locale: $locale });

/** The article's title and summary, its cover, schema.org Article and its place under the blog. */
export function articleMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { id, detail, status, locale } = scope.getState($meta);
  if (id === null || status === 'notFound') return notFoundMeta(t);
  if (!detail || detail.article.id !== id) return null;
  const { article } = detail;
  return {
    title: contentTitle(t, article.title),
    description: article.summary,
    image: article.cover.url,
    jsonLd: [
      articleJsonLd(article, locale),
      breadcrumbList(t, locale, [
        { name: t(`${NS}:blog.title`), path: 'blog' },
        { name: article.title, path: `blog/article?id=${article.id}` },
      ]),
    ],
  };
}
