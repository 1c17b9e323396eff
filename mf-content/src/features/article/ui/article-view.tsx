import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { localePath } from '@storefront/shared/routes';
import { LocaleLink } from '@storefront/shared/ui';
import { FallbackNote } from '../../../components/fallback-note';
import { RequestState } from '../../../components/request-state';
import { RichText } from '../../../components/rich-text';
import { NS } from '../../../i18n';
import { useContentMeta } from '../../../lib/meta';
import { publicationDate } from '../../../lib/page-meta';
import { $article, $articleStatus, articleRetried } from '../model';
import { ShareLink } from './share-link';

const noSubscription = () => () => {};

/**
 * The site's origin for the share link: empty on the server and while hydrating (so the HTML matches),
 * the browser's own right after.
 */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => location.origin,
    () => '',
  );
}

/** blog/article?id=N (the page's model loads it): the article, a link to share it, and the previous and next article. */
export function ArticleView({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const [locale, detail, status, retry] = useUnit([$locale, $article, $articleStatus, articleRetried]);

  // Until the asked article arrives, the previous one must not be shown under this address.
  const current = detail && detail.article.id === id ? detail : null;
  useContentMeta(current?.article.title, current?.article.summary);
  const shareUrl = `${useOrigin()}${localePath(locale, 'blog/article')}?id=${id}`;

  return (
    <RequestState status={status} hasData={!!current} onRetry={retry}>
      {current && (
        <>
          <article className="ct-article" lang={current.article.lang}>
            <p className="ct-crumb">
              <LocaleLink to="blog">{t('article.back')}</LocaleLink>
            </p>
            <h1>{current.article.title}</h1>
            <p className="ct-meta">
              <time dateTime={new Date(current.article.publishedAt * 1000).toISOString()}>{publicationDate(current.article.publishedAt)}</time>
              <span aria-hidden="true"> · </span>
              {t('article.by', { author: current.article.author })}
            </p>
            <FallbackNote lang={current.article.lang} locale={locale} />
            <img
              className="ct-article__cover"
              src={current.article.cover.url}
              alt={current.article.cover.alt}
              width={current.article.cover.width}
              height={current.article.cover.height}
              loading="eager"
              fetchPriority="high"
            />
            <p className="ct-lead">{current.article.summary}</p>
            <RichText body={current.article.body} />
          </article>
          <ShareLink url={shareUrl} title={current.article.title} />
          <nav className="ct-neighbours" aria-label={t('article.nav')}>
            {current.prev && (
              <LocaleLink to={`blog/article?id=${current.prev.id}`} rel="prev" className="ct-neighbours__prev" data-testid="prev-article">
                <span className="ct-neighbours__dir">{t('article.prev')}</span>
                <span>{current.prev.title}</span>
              </LocaleLink>
            )}
            {current.next && (
              <LocaleLink to={`blog/article?id=${current.next.id}`} rel="next" className="ct-neighbours__next" data-testid="next-article">
                <span className="ct-neighbours__dir">{t('article.next')}</span>
                <span>{current.next.title}</span>
              </LocaleLink>
            )}
          </nav>
        </>
      )}
    </RequestState>
  );
}
