import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { $related, $relatedStatus, related, relatedOpened } from '../model';

/** Under a product: "you may also like" and "new products". */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const [data, status, open, retry, locale] = useUnit([$related, $relatedStatus, relatedOpened, related.retried, $locale]);
  useEffect(() => {
    open({ productId, locale });
  }, [open, productId, locale]);
  return (
    <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.list')}>
      {data && (
        <>
          {data.alsoLike.length > 0 && (
            <section className="cat-section" aria-labelledby="cat-also-like">
              <h2 id="cat-also-like">{t('detail.youMayAlsoLike')}</h2>
              <ProductGrid products={data.alsoLike} label={t('detail.youMayAlsoLike')} />
            </section>
          )}
          <section className="cat-section" aria-labelledby="cat-new-products">
            <h2 id="cat-new-products">{t('detail.newProducts')}</h2>
            <ProductGrid products={data.newest} label={t('detail.newProducts')} />
          </section>
        </>
      )}
    </RequestState>
  );
}
