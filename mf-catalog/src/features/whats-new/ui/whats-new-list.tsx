import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router';
import { $locale } from '@storefront/shared/store';
import { DEFAULT_PAGE_SIZE, EmptyState, PAGE_SIZES, Pager } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { $newPage, $newStatus, newProducts, whatsNewOpened } from '../model';

function readPaging(search: string) {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** Arrivals of the last 30 days, newest first; page and size in the URL. */
export function WhatsNewList() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const { page, limit } = readPaging(location.search);
  const [data, status, open, retry, locale] = useUnit([$newPage, $newStatus, whatsNewOpened, newProducts.retried, $locale]);
  useEffect(() => {
    open({ page, limit, locale });
  }, [open, page, limit, locale]);
  const go = (next: { page: number; size: number }) => {
    const params = new URLSearchParams();
    if (next.size !== DEFAULT_PAGE_SIZE) params.set('limit', String(next.size));
    if (next.size === limit && next.page > 1) params.set('page', String(next.page));
    navigate({ pathname: location.pathname, search: params.toString() ? `?${params}` : '' });
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
            <ProductGrid products={data.list} label={t('whatsNew.title')} />
            <Pager page={page} size={limit} total={data.total} onChange={go} />
          </>
        )
      )}
    </RequestState>
  );
}
