import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useParams } from 'react-router';
import { $isCloseComment } from '@storefront/shared/store';
import { ErrorBoundary, ErrorState, Loading } from '@storefront/shared/ui';
import { HydrateWhenNear } from '@storefront/shared/ui/hydrate-when-near';
import { NS } from '../i18n';
import { Tabs } from '../components/tabs';
import { ProductDetailLoader } from '../features/product-detail/ui/product-detail-loader';
import { Gallery } from '../features/product-detail/ui/gallery';
import { ProductInfo } from '../features/product-detail/ui/product-info';
import { Description } from '../features/product-detail/ui/description';
import { FavouriteButton } from '../features/favourite/ui/favourite-button';
import '../styles.css';

// Its panel is rendered once the shopper chooses the reviews tab: its code (dates, pictures, pages) is fetched then.
const ReviewList = lazy(() => import('../features/reviews/ui/review-list').then((m) => ({ default: m.ReviewList })));
// Below the description and the reviews: its code and its take-over wait until it comes near the screen.
const RelatedProducts = lazy(() => import('../features/recommendations/ui/related-products').then((m) => ({ default: m.RelatedProducts })));

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
                ...(closed
                  ? []
                  : [
                      {
                        id: 'reviews',
                        label: t('detail.reviews', { count: product.reviewCount }),
                        content: (
                          <Suspense fallback={<Loading />}>
                            <ReviewList />
                          </Suspense>
                        ),
                      },
                    ]),
              ]}
            />
            <ErrorBoundary fallback={<ErrorState />} resetKey={product.id}>
              <HydrateWhenNear part={RelatedProducts} />
            </ErrorBoundary>
          </>
        )}
      </ProductDetailLoader>
    </div>
  );
}
