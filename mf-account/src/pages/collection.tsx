import { PendingPage } from '@storefront/shared/ui';

export default function CollectionPage() {
  return <PendingPage remote="account" page="Collection" />;
}
