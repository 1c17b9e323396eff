import { useEffect, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBoundary, ErrorState, Loading, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { $cartSynced, cartSyncStarted } from '../features/cart-sync/model';
import { parseItems } from '../features/checkout/model';
import { CheckoutView } from '../features/checkout/ui/checkout-view';
import '../ui/cart-checkout.css';

export default function PlaceAnOrderPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const items = params.get('items');
  const skuIds = useMemo(() => parseItems(items), [items]);
  const [synced, startSync] = useUnit([$cartSynced, cartSyncStarted]);
  // Wait once for the server cart (a merge at login may still be on its way); later syncs do not hide the page.
  const [ready, setReady] = useState(false);
  usePageMeta(t('checkout.title'), t('checkout.metaDescription'));
  useEffect(() => {
    startSync();
  }, [startSync]);
  useEffect(() => {
    if (synced) setReady(true);
  }, [synced]);
  return (
    <section className="sf-page cc-page">
      <h1>{t('checkout.title')}</h1>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>{ready ? <CheckoutView skuIds={skuIds} /> : <Loading />}</ErrorBoundary>
    </section>
  );
}
