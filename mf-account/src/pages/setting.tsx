import { PendingPage } from '@storefront/shared/ui';

export default function SettingPage() {
  return <PendingPage remote="account" page="Setting" />;
}
