import type { TFunction } from 'i18next';
import type { Article, ContentPage } from '@storefront/shared/contracts/content';
import type { RequestStatus } from '@storefront/shared/store';
import { LANGUAGE_TAGS, isLocale, localePath, type Locale, type PageMeta } from '@storefront/shared/routes';
import { NS } from '../i18n';

/** "<page> · Aurora", the same title the page gives usePageMeta (useContentMeta). */
export const contentTitle = (t: TFunction, title: string): string => t(`${NS}:metaTitle`, { title });

/** An id the page shows its 404 view for; the server answers 404 with the shared not-found title. */
export const notFoundMeta = (t: TFunction): PageMeta => ({ title: t('shared:notFound.title'), notFound: true });

/** schema.org BreadcrumbList from the home page down to the page, with the shop's localised addresses. */
export function breadcrumbList(t: TFunction, locale: Locale, trail: { name: string; path: string }[]): Record<string, unknown> {
  const items = [{ name: t(`${NS}:home`), path: '' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: localePath(locale, item.path) })),
  };
}

/** BCP 47 tag of a text's language (`lang` of a content item: the asked locale, or en as fallback). */
export const languageTag = (lang: string): string => (isLocale(lang) ? LANGUAGE_TAGS[lang] : lang);

/** An article's publication date, the same wherever the page is rendered (UTC, not the reader's clock). */
export const publicationDate = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** schema.org Article of a blog article. */
export function articleJsonLd(article: Article, locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: new Date(article.publishedAt * 1000).toISOString(),
    image: [article.cover.url],
    inLanguage: languageTag(article.lang),
    author: { '@type': 'Person', name: article.author },
    mainEntityOfPage: localePath(locale, `blog/article?id=${article.id}`),
  };
}

/** Head of a text page (brand story, about us, single/{id}) once the scope holds it. */
export function textPageMeta(t: TFunction, page: ContentPage | null, status: RequestStatus, ref: string): PageMeta | null {
  if (status === 'notFound') return notFoundMeta(t);
  if (!page || (page.slug !== ref && String(page.id) !== ref)) return null;
  return { title: contentTitle(t, page.title), description: page.summary };
}
