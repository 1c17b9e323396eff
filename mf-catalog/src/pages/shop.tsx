import { PendingPage } from '@storefront/shared/ui';

export default function ShopPage() {
  return <PendingPage remote="catalog" page="Shop" />;
}
