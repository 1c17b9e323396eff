import { PendingPage } from '@storefront/shared/ui';

export default function ContactPage() {
  return <PendingPage remote="content" page="Contact" />;
}
