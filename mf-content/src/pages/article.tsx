import { PendingPage } from '@storefront/shared/ui';

export default function ArticlePage() {
  return <PendingPage remote="content" page="Article" />;
}
