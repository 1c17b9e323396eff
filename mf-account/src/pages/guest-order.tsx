import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, Loading, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';

// Only a guest opens it: the account pages do not carry it, and it carries nothing of theirs.
const GuestOrder = lazy(() => import('../features/orders/ui/guest-order'));

/** guest/order#<token>: a guest's order, without the account area around it. */
export default function GuestOrderPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('guestOrder.title'), t('guestOrder.title'));
  return (
    <section className="sf-page sf-page--private">
      <h1>{t('guestOrder.title')}</h1>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>
        <Suspense fallback={<Loading />}>
          <GuestOrder />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
