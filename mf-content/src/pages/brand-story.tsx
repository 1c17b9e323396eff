import { PendingPage } from '@storefront/shared/ui';

export default function BrandStoryPage() {
  return <PendingPage remote="content" page="BrandStory" />;
}
