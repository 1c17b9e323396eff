import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { EmptyState, Pager } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { apiQuery, type ListChange, type ListState } from '../list-query';
import { $listStatus, $productPage, listOpened, productList } from '../model';
import { SortSelect } from './sort-select';

/** The products a list URL describes: count, sort, grid, pager, and the not-found message of a search. */
export function ProductListView({ state, onChange, heading }: { state: ListState; onChange(change: ListChange): void; heading: string }) {
  const { t } = useTranslation(NS);
  const [data, status, open, retry, locale] = useUnit([$productPage, $listStatus, listOpened, productList.retried, $locale]);
  const query = apiQuery(state);
  const key = JSON.stringify(query);
  useEffect(() => {
    open({ query: JSON.parse(key), locale });
  }, [open, key, locale]);

  return (
    <section className="cat-results" aria-labelledby="cat-list-heading">
      <header className="cat-results__head">
        <div>
          <h1 id="cat-list-heading">{heading}</h1>
          {data && (
            <p className="cat-muted" role="status" data-testid="result-count">
              {state.keyword ? t('list.resultsFor', { count: data.total, keyword: state.keyword }) : t('list.results', { count: data.total })}
            </p>
          )}
        </div>
        <SortSelect value={state.sort} onChange={(sort) => onChange({ sort })} />
      </header>
      <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.list')}>
        {data && data.total === 0 ? (
          state.keyword ? (
            <div className="cat-not-found" role="alert" data-testid="search-not-found">
              <p>{t('list.notFound', { keyword: state.keyword })}</p>
            </div>
          ) : (
            <EmptyState>{t('list.empty')}</EmptyState>
          )
        ) : (
          data && (
            <>
              <ProductGrid products={data.list} label={heading} />
              <Pager page={state.page} size={state.limit} total={data.total} onChange={({ page, size }) => onChange(size !== state.limit ? { limit: size } : { page })} />
            </>
          )
        )}
      </RequestState>
    </section>
  );
}
