import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isLoggedIn } from '@storefront/shared/store';
import { ErrorBoundary, ErrorState, Loading, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { $cartSyncPending, $cartSynced } from '../features/cart-sync/model';
import { CartView } from '../features/cart/ui/cart-view';
import '../ui/cart-checkout.css';

/** shop/goodCart: the page's model checks the lines and reads a customer's cart back when it starts. */
export default function GoodCartPage() {
  const { t } = useTranslation(NS);
  const [syncing, synced, loggedIn] = useUnit([$cartSyncPending, $cartSynced, $isLoggedIn]);
  // A customer's lines come back from the server: until then "your cart is empty" would be wrong and would jump.
  const reading = loggedIn && !synced;
  usePageMeta(t('cart.title'), t('cart.metaDescription'));
  return (
    <section className="sf-page sf-page--private cc-page">
      <h1>{t('cart.title')}</h1>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>
        {reading ? <Loading /> : <CartView busy={syncing} />}
      </ErrorBoundary>
    </section>
  );
}
