import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { EmptyState, Pager } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { FIRST_ROW, ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import type { ListChange, ListState } from '../list-query';
import { $listStatus, $productPage, productList } from '../model';
import { SortSelect } from './sort-select';

/**
 * The products a list URL describes: count, sort, grid, pager, and the not-found message of a search. The
 * page's model loads them; a change of sort, page or size is a new address, which starts the page again.
 */
export function ProductListView({ state, onChange, heading }: { state: ListState; onChange(change: ListChange): void; heading: string }) {
  const { t } = useTranslation(NS);
  const [data, status, retry] = useUnit([$productPage, $listStatus, productList.retried]);

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
              <ProductGrid products={data.list} label={heading} priority={FIRST_ROW} headingLevel={2} />
              <Pager
                page={state.page}
                size={state.limit}
                total={data.total}
                onChange={({ page, size }) => onChange(size !== state.limit ? { limit: size } : { page })}
              />
            </>
          )
        )}
      </RequestState>
    </section>
  );
}
