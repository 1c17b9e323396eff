import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { $cartSyncPending, cartSyncStarted } from '../features/cart-sync/model';
import { CartView } from '../features/cart/ui/cart-view';
import '../ui/cart-checkout.css';

export default function GoodCartPage() {
  const { t } = useTranslation(NS);
  const [syncing, startSync] = useUnit([$cartSyncPending, cartSyncStarted]);
  usePageMeta(t('cart.title'), t('cart.metaDescription'));
  useEffect(() => {
    startSync();
  }, [startSync]);
  return (
    <section className="sf-page cc-page">
      <h1>{t('cart.title')}</h1>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>
        <CartView busy={syncing} />
      </ErrorBoundary>
    </section>
  );
}
