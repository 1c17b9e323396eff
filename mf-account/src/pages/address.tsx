import { PendingPage } from '@storefront/shared/ui';

export default function AddressPage() {
  return <PendingPage remote="account" page="Address" />;
}
