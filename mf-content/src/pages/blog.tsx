import { PendingPage } from '@storefront/shared/ui';

export default function BlogPage() {
  return <PendingPage remote="content" page="Blog" />;
}
