import { PendingPage } from '@storefront/shared/ui';

export default function RegisterPage() {
  return <PendingPage remote="account" page="Register" />;
}
