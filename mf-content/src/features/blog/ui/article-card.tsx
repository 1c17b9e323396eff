import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '@storefront/shared/contracts/content';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { publicationDate } from '../../../lib/page-meta';

/** One article in the list; the first card's cover is the list's large picture, loaded first. */
export function ArticleCard({ article, first = false }: { article: ArticleSummary; first?: boolean }) {
  const { t } = useTranslation(NS);
  const href = `blog/article?id=${article.id}`;
  return (
    <article className="ct-card" lang={article.lang} data-testid="article-card">
      {/* The title link is the one stop for keyboard and screen reader users; the picture repeats it. */}
      <LocaleLink to={href} tabIndex={-1} aria-hidden="true" className="ct-card__cover">
        <img
          src={article.cover.url}
          alt=""
          width={article.cover.width}
          height={article.cover.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? undefined : 'async'}
        />
      </LocaleLink>
      <div className="ct-card__body">
        <h2 className="ct-card__title">
          <LocaleLink to={href}>{article.title}</LocaleLink>
        </h2>
        <p className="ct-meta">
          <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>{publicationDate(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {t('article.by', { author: article.author })}
        </p>
        <p>{article.summary}</p>
      </div>
    </article>
  );
}
