import { PendingPage } from '@storefront/shared/ui';

export default function SinglePage() {
  return <PendingPage remote="content" page="Single" />;
}
