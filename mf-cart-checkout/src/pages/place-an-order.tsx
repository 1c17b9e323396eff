import { lazy, Suspense, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isLoggedIn } from '@storefront/shared/store';
import { ErrorBoundary, ErrorState, Loading, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { $stored, linesRemoved } from '../features/cart/model';
import { CheckoutView } from '../features/checkout/ui/checkout-view';
import { $checkoutReady, $chosenSkuIds } from './place-an-order.model';
import '../ui/cart-checkout.css';

// Only a visitor needs it: a customer's checkout does not download the guest form.
const GuestCheckout = lazy(() => import('../features/checkout/ui/guest-checkout'));

/** shop/placeAnOrder: a customer's checkout once the server cart is in step, or a visitor's as a guest. */
export default function PlaceAnOrderPage() {
  const { t } = useTranslation(NS);
  const [skuIds, ready, loggedIn, stored, removeLines] = useUnit([$chosenSkuIds, $checkoutReady, $isLoggedIn, $stored, linesRemoved]);
  const guestLines = useMemo(
    () => stored.filter((line) => skuIds.includes(line.skuId)).map((line) => ({ skuId: line.skuId, quantity: line.quantity })),
    [stored, skuIds],
  );
  usePageMeta(t('checkout.title'), t('checkout.metaDescription'));
  return (
    <section className="sf-page sf-page--private cc-page">
      <h1>{t('checkout.title')}</h1>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>
        {!loggedIn && skuIds.length > 0 ? (
          <Suspense fallback={<Loading />}>
            <GuestCheckout lines={guestLines} onPlaced={removeLines} />
          </Suspense>
        ) : ready || skuIds.length === 0 ? (
          <CheckoutView skuIds={skuIds} />
        ) : (
          <Loading />
        )}
      </ErrorBoundary>
    </section>
  );
}
