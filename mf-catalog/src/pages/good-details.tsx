import { PendingPage } from '@storefront/shared/ui';

export default function GoodDetailsPage() {
  return <PendingPage remote="catalog" page="GoodDetails" />;
}
