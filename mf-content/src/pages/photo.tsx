import { PendingPage } from '@storefront/shared/ui';

export default function PhotoPage() {
  return <PendingPage remote="content" page="Photo" />;
}
