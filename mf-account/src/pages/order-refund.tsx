import { PendingPage } from '@storefront/shared/ui';

export default function OrderRefundPage() {
  return <PendingPage remote="account" page="OrderRefund" />;
}
