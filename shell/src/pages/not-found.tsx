import { NotFoundView } from '@storefront/shared/ui';

/** Spec: an unknown route shows "This page could not be found." (the server answers it with HTTP 404). */
export function NotFoundPage() {
  return <NotFoundView />;
}
