import { PendingPage } from '@storefront/shared/ui';

export default function ProductListPage() {
  return <PendingPage remote="catalog" page="ProductList" />;
}
