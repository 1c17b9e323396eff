import { PendingPage } from '@storefront/shared/ui';

export default function CouponPage() {
  return <PendingPage remote="account" page="Coupon" />;
}
