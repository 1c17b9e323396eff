import { PendingPage } from '@storefront/shared/ui';

export default function OrderDetailsPage() {
  return <PendingPage remote="account" page="OrderDetails" />;
}
