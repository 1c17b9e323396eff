import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorBoundary, ErrorState, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { CategoryTree, useCategoryName } from '../features/categories/ui/category-tree';
import { PriceFilter } from '../features/product-list/ui/price-filter';
import { ProductListView } from '../features/product-list/ui/product-list-view';
import { useListState } from '../features/product-list/ui/use-list-state';
import '../styles.css';

/** shop/productList/{id?} (and shop): filters beside the list; all of it lives in the URL. */
export default function ProductListPage() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  const [state, change] = useListState(id);
  const categoryName = useCategoryName(state.categoryId);
  const heading = state.keyword ? t('list.searchTitle', { keyword: state.keyword }) : (categoryName ?? t('shop.title'));
  usePageMeta(heading, t('shop.metaDescription'));
  return (
    <div className="sf-page cat-page cat-shop">
      <aside className="cat-shop__filters" aria-label={t('list.filters')}>
        <CategoryTree activeId={state.categoryId} />
        <PriceFilter min={state.minPrice} max={state.maxPrice} onApply={change} />
      </aside>
      <ErrorBoundary fallback={<ErrorState />} resetKey={JSON.stringify(state)}>
        <ProductListView state={state} onChange={change} heading={heading} />
      </ErrorBoundary>
    </div>
  );
}
