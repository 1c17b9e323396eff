import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { PayResult } from '../features/pay-result/ui/pay-result';
import '../ui/cart-checkout.css';

export default function PayCallbackPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('payCallback.title'), t('payCallback.metaDescription'));
  return (
    <section className="sf-page sf-page--private cc-page">
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>
        <PayResult />
      </ErrorBoundary>
    </section>
  );
}
