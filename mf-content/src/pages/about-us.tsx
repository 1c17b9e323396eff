import { PendingPage } from '@storefront/shared/ui';

export default function AboutUsPage() {
  return <PendingPage remote="content" page="AboutUs" />;
}
