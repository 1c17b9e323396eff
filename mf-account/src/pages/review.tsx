import { PendingPage } from '@storefront/shared/ui';

export default function ReviewPage() {
  return <PendingPage remote="account" page="Review" />;
}
