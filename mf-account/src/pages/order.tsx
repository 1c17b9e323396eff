import { PendingPage } from '@storefront/shared/ui';

export default function OrderPage() {
  return <PendingPage remote="account" page="Order" />;
}
