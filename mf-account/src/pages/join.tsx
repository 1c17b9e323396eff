import { PendingPage } from '@storefront/shared/ui';

export default function JoinPage() {
  return <PendingPage remote="account" page="Join" />;
}
