import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LocaleLink, Pager, useLocalePath } from '@storefront/shared/ui';
import { RequestState } from '../../../components/request-state';
import { NS } from '../../../i18n';
import { $articlePage, $blogStatus, blogRetried } from '../model';
import { pagingFromSearch, searchForPaging } from '../paging';
import { ArticleCard } from './article-card';

/**
 * The paged list (the page's model loads it); page and size live in the address so a page can be shared
 * and the back button works: moving to another page changes the address, which starts the page again.
 */
export function BlogList() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const { page, size } = pagingFromSearch(search);
  const [data, status, retry] = useUnit([$articlePage, $blogStatus, blogRetried]);
  const listTop = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After moving to another page, start reading (and tabbing) from the top of the list.
  useEffect(() => {
    if (!moved.current || status !== 'done') return;
    moved.current = false;
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start' });
  }, [status, data]);

  const go = (next: { page: number; size: number }) => {
    moved.current = true;
    navigate(toPath('blog') + searchForPaging(next));
  };

  return (
    <RequestState status={status} hasData={!!data} onRetry={retry}>
      <h2 className="sf-visually-hidden" tabIndex={-1} ref={listTop}>
        {t('blog.listLabel', { page })}
      </h2>
      {data && data.list.length === 0 ? (
        <EmptyState>
          <p>{t('blog.empty')}</p>
          <LocaleLink to="blog">{t('blog.firstPage')}</LocaleLink>
        </EmptyState>
      ) : (
        <div className="ct-cards" data-testid="article-list">
          {data?.list.map((article, i) => (
            <ArticleCard key={article.id} article={article} first={i === 0} />
          ))}
        </div>
      )}
      {data && data.total > 0 && <Pager page={page} size={size} total={data.total} onChange={go} />}
    </RequestState>
  );
}
