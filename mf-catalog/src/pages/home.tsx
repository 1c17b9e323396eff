import { PendingPage } from '@storefront/shared/ui';

export default function HomePage() {
  return <PendingPage remote="catalog" page="Home" />;
}
