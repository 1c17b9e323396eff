import { PendingPage } from '@storefront/shared/ui';

export default function PayCallbackPage() {
  return <PendingPage remote="cartCheckout" page="PayCallback" />;
}
