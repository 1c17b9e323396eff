import type { ReactNode } from 'react';
import { ErrorState, Loading, NotFoundView } from '@storefront/shared/ui';
import type { RequestStatus } from '@storefront/shared/store';

/** Loading, not found, error (with retry) or the content, for the one request a page depends on. */
export function RequestState({ status, hasData, onRetry, children }: { status: RequestStatus; hasData: boolean; onRetry(): void; children: ReactNode }) {
  if (status === 'notFound') return <NotFoundView testId="content-not-found" />;
  if (status === 'error') return <ErrorState onRetry={onRetry} />;
  if (!hasData) return <Loading />;
  return (
    <div aria-busy={status === 'loading'} className={status === 'loading' ? 'ct-refreshing' : undefined}>
      {children}
    </div>
  );
}
