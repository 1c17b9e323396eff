import { PendingPage } from '@storefront/shared/ui';

export default function OrderRatedPage() {
  return <PendingPage remote="account" page="OrderRated" />;
}
