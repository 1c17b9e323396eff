import type { ReactNode } from 'react';
import { ErrorState, Loading } from '@storefront/shared/ui';
import type { RequestStatus } from '@storefront/shared/store';

/** Loading, error (with retry) or the content, for one request of a page. */
export function RequestState({
  status,
  hasData,
  onRetry,
  children,
  errorMessage,
}: {
  status: RequestStatus;
  hasData: boolean;
  onRetry(): void;
  children: ReactNode;
  errorMessage?: string;
}) {
  // A list or strip has no 404 view of its own: a missing resource is a failure like any other.
  if (status === 'error' || status === 'notFound') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (!hasData) return <Loading />;
  return (
    <div aria-busy={status === 'loading'} className={status === 'loading' ? 'cat-refreshing' : undefined}>
      {children}
    </div>
  );
}
