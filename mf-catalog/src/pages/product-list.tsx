import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ErrorBoundary, ErrorState, NotFoundView, useNoIndex, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { CategoryTree, useCategoryMissing, useCategoryName } from '../features/categories/ui/category-tree';
import { FacetFilters } from '../features/product-list/ui/facet-filters';
import { PriceFilter } from '../features/product-list/ui/price-filter';
import { ProductListView } from '../features/product-list/ui/product-list-view';
import { useListState } from '../features/product-list/ui/use-list-state';
import { isFiltered } from '../features/product-list/list-query';
import { listHeading } from './product-list.model';
import '../styles.css';

/**
 * shop/productList/{id?} (and shop): filters and facets beside the list (behind a button on a phone); all of it
 * lives in the URL, which the page's model reads. A list narrowed by options or price is not for indexing.
 */
export default function ProductListPage() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  const [state, change] = useListState(id);
  const categoryName = useCategoryName(state.categoryId);
  const missing = useCategoryMissing(state.categoryId);
  const heading = listHeading(t, state, categoryName);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A chosen category or price range is a new address: the list it leads to is what the shopper wants to see.
  useEffect(() => setFiltersOpen(false), [pathname, search]);
  usePageMeta(missing ? undefined : heading, t('shop.metaDescription'));
  useNoIndex(isFiltered(state));
  // A category that does not exist (any more): the 404 view, as the server answers it.
  if (missing) return <NotFoundView testId="catalog-not-found" />;
  return (
    <div className="sf-page cat-page cat-shop">
      {/* On a phone the filters wait behind this button (CSS shows it there), so the products come first. */}
      <button
        type="button"
        className="sf-btn cat-shop__toggle"
        aria-expanded={filtersOpen}
        aria-controls="cat-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('list.filters')}
      </button>
      <aside id="cat-filters" className={`cat-shop__filters${filtersOpen ? ' is-open' : ''}`} aria-label={t('list.filters')}>
        <CategoryTree activeId={state.categoryId} />
        <FacetFilters state={state} onChange={change} />
        <PriceFilter min={state.minPrice} max={state.maxPrice} onApply={change} />
      </aside>
      <ErrorBoundary fallback={<ErrorState />} resetKey={JSON.stringify(state)}>
        <ProductListView state={state} onChange={change} heading={heading} />
      </ErrorBoundary>
    </div>
  );
}
