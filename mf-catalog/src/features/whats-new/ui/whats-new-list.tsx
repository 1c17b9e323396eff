import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState, Pager } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { FIRST_ROW, ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { $newPage, $newStatus, newProducts } from '../model';
import { pagingSearch, readPaging } from '../paging';

/**
 * Arrivals of the last 30 days, newest first; page and size in the URL. The page's model loads what the
 * URL names; another page or size is a new address, which starts the page again.
 */
export function WhatsNewList() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const paging = readPaging(new URLSearchParams(location.search));
  const { page, limit } = paging;
  const [data, status, retry] = useUnit([$newPage, $newStatus, newProducts.retried]);
  const go = (next: { page: number; size: number }) => {
    navigate({ pathname: location.pathname, search: pagingSearch(paging, next) });
    window.scrollTo?.({ top: 0 });
  };
  return (
    <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.list')}>
      {data && data.total === 0 ? (
        <EmptyState>{t('whatsNew.empty')}</EmptyState>
      ) : (
        data && (
          <>
            <p className="cat-muted" data-testid="result-count">
              {t('list.results', { count: data.total })}
            </p>
            <ProductGrid products={data.list} label={t('whatsNew.title')} priority={FIRST_ROW} headingLevel={2} />
            <Pager page={page} size={limit} total={data.total} onChange={go} />
          </>
        )
      )}
    </RequestState>
  );
}
