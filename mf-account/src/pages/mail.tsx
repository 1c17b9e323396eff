import { PendingPage } from '@storefront/shared/ui';

export default function MailPage() {
  return <PendingPage remote="account" page="Mail" />;
}
