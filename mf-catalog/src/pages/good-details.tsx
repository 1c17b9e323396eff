import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useParams } from 'react-router';
import { $isCloseComment } from '@storefront/shared/store';
import { ErrorBoundary, ErrorState } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { Tabs } from '../components/tabs';
import { ProductDetailLoader } from '../features/product-detail/ui/product-detail-loader';
import { Gallery } from '../features/product-detail/ui/gallery';
import { ProductInfo } from '../features/product-detail/ui/product-info';
import { Description } from '../features/product-detail/ui/description';
import { FavouriteButton } from '../features/favourite/ui/favourite-button';
import { ReviewList } from '../features/reviews/ui/review-list';
import { RelatedProducts } from '../features/recommendations/ui/related-products';
import '../styles.css';

/** shop/goodDetails/{id} and product/{id}. */
export default function GoodDetailsPage() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  const closed = useUnit($isCloseComment);
  return (
    <div className="sf-page cat-page">
      <ProductDetailLoader idParam={id}>
        {(product) => (
          <>
            <div className="cat-detail">
              <Gallery images={product.images} name={product.name} />
              <ProductInfo product={product} actions={<FavouriteButton productId={product.id} />} />
            </div>
            <Tabs
              label={t('detail.tabs')}
              items={[
                { id: 'description', label: t('detail.description'), content: <Description product={product} /> },
                ...(closed ? [] : [{ id: 'reviews', label: t('detail.reviews', { count: product.reviewCount }), content: <ReviewList /> }]),
              ]}
            />
            <ErrorBoundary fallback={<ErrorState />} resetKey={product.id}>
              <RelatedProducts />
            </ErrorBoundary>
          </>
        )}
      </ProductDetailLoader>
    </div>
  );
}
