import { PendingPage } from '@storefront/shared/ui';

export default function WhatIsNewPage() {
  return <PendingPage remote="catalog" page="WhatIsNew" />;
}
