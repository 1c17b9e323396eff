import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, Loading, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { CheckoutView } from '../features/checkout/ui/checkout-view';
import { $checkoutReady, $chosenSkuIds } from './place-an-order.model';
import '../ui/cart-checkout.css';

/** shop/placeAnOrder: the page's model opens the checkout once the server cart is in step. */
export default function PlaceAnOrderPage() {
  const { t } = useTranslation(NS);
  const [skuIds, ready] = useUnit([$chosenSkuIds, $checkoutReady]);
  usePageMeta(t('checkout.title'), t('checkout.metaDescription'));
  return (
    <section className="sf-page sf-page--private cc-page">
      <h1>{t('checkout.title')}</h1>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>
        {ready || skuIds.length === 0 ? <CheckoutView skuIds={skuIds} /> : <Loading />}
      </ErrorBoundary>
    </section>
  );
}
