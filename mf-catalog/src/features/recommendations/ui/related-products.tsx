import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { $related, $relatedStatus, related } from '../model';

/**
 * Under a product: "you may also like" and "new products" (the page's model loads them), below the
 * description and reviews: the page takes them over once they come near the screen (HydrateWhenNear), and
 * their pictures wait for that.
 */
export function RelatedProducts() {
  const { t } = useTranslation(NS);
  const [data, status, retry] = useUnit([$related, $relatedStatus, related.retried]);
  return (
    <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.list')}>
      {data && (
        <>
          {data.alsoLike.length > 0 && (
            <section className="cat-section" aria-labelledby="cat-also-like">
              <h2 id="cat-also-like">{t('detail.youMayAlsoLike')}</h2>
              <ProductGrid products={data.alsoLike} label={t('detail.youMayAlsoLike')} picturesAfterTakeOver />
            </section>
          )}
          <section className="cat-section" aria-labelledby="cat-new-products">
            <h2 id="cat-new-products">{t('detail.newProducts')}</h2>
            <ProductGrid products={data.newest} label={t('detail.newProducts')} picturesAfterTakeOver />
          </section>
        </>
      )}
    </RequestState>
  );
}
