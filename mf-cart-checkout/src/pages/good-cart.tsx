import { PendingPage } from '@storefront/shared/ui';

export default function GoodCartPage() {
  return <PendingPage remote="cartCheckout" page="GoodCart" />;
}
