import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';
import { ErrorState, Loading, NotFoundView, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $product, $productStatus, product } from '../model';

const ID = /^[1-9]\d{0,9}$/;

/** The product of the URL (the page's model loads it): loading, error, the 404 view, or the page built from it. */
export function ProductDetailLoader({ idParam, children }: { idParam?: string; children: (product: ProductDetail) => ReactNode }) {
  const { t } = useTranslation(NS);
  const id = idParam && ID.test(idParam) ? Number(idParam) : null;
  const [data, status, retry] = useUnit([$product, $productStatus, product.retried]);
  const current = data && data.id === id ? data : null;
  usePageMeta(current ? t('detail.pageTitle', { name: current.name }) : undefined, current ? current.description : undefined);

  // An id that is not one, or one the API answers with HTTP 404.
  if (!id || status === 'notFound') return <NotFoundView testId="catalog-not-found" />;
  if (status === 'error') return <ErrorState message={t('errors.product')} onRetry={retry} />;
  if (!current) return <Loading />;
  return <>{children(current)}</>;
}
