import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Link, useLocation } from 'react-router';
import { EmptyState, Pager } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { FIRST_ROW, ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { listSearch, type ListChange, type ListState } from '../list-query';
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
        <SortSelect value={state.sort} onChange={(sort) => onChange({ sort })} keyword={!!state.keyword} />
      </header>
      <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.list')}>
        {data && data.total === 0 ? (
          state.keyword ? (
            <div className="cat-not-found" role="alert" data-testid="search-not-found">
              <p>{t('list.notFound', { keyword: state.keyword })}</p>
              {data.didYouMean && <DidYouMean word={data.didYouMean} state={state} />}
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

/** "Did you mean <word>?" under the not-found message: the same list searched for the close word. */
function DidYouMean({ word, state }: { word: string; state: ListState }) {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  // The sentence is translated whole and the word placed where each language puts it (a marker the
  // translation cannot contain), so no language has to split it into pieces around the link.
  const MARK = '\u0000';
  const [before, after = ''] = t('list.didYouMean', { word: MARK }).split(MARK);
  return (
    <p data-testid="did-you-mean">
      {before}
      <Link to={{ pathname, search: listSearch(state, { keyword: word }) }}>{word}</Link>
      {after}
    </p>
  );
}
