import { PendingPage } from '@storefront/shared/ui';

export default function ForgetPage() {
  return <PendingPage remote="account" page="Forget" />;
}
