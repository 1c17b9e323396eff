import { PendingPage } from '@storefront/shared/ui';

export default function PlaceAnOrderPage() {
  return <PendingPage remote="cartCheckout" page="PlaceAnOrder" />;
}
