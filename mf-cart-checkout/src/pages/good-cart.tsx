import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isLoggedIn } from '@storefront/shared/store';
import { ErrorBoundary, ErrorState, Loading, PrivatePlaceholder, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { $cartSyncPending, $cartSynced, $checked, $shown } from '../features/cart/model';
import { CartView } from '../features/cart/ui/cart-view';
import '../ui/cart-checkout.css';

function CartFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  usePageMeta(t('cart.title'), t('cart.metaDescription'));
  return (
    <section className="sf-page sf-page--private cc-page">
      <h1>{t('cart.title')}</h1>
      {children}
    </section>
  );
}

/** The cart before the shopper's lines are known (server, hydration): its heading is the first paint. */
export function GoodCartFrame() {
  return (
    <CartFrame>
      <PrivatePlaceholder inPage />
    </CartFrame>
  );
}

/** shop/goodCart: the page's model checks the lines and reads a customer's cart back when it starts. */
export default function GoodCartPage() {
  const [syncing, synced, loggedIn, checked, shown] = useUnit([$cartSyncPending, $cartSynced, $isLoggedIn, $checked, $shown]);
  // The lines are shown as the server words them: until a customer's come back, or a visitor's first ones are
  // checked, "your cart is empty" would be wrong and would jump.
  const reading = (loggedIn && !synced) || (!checked && shown.length === 0);
  return (
    <CartFrame>
      <ErrorBoundary fallback={(_, reset) => <ErrorState onRetry={reset} />}>{reading ? <Loading /> : <CartView busy={syncing} />}</ErrorBoundary>
    </CartFrame>
  );
}
