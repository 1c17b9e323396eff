import type { ReactNode } from 'react';
import { ErrorState, Loading } from '@storefront/shared/ui';
import type { RequestStatus } from '../lib/request';

/** Loading, error (with retry) or the content, for one request of a page. */
export function RequestState({ status, hasData, onRetry, children, errorMessage }: { status: RequestStatus; hasData: boolean; onRetry(): void; children: ReactNode; errorMessage?: string }) {
  if (status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (!hasData) return <Loading />;
  return <div aria-busy={status === 'loading'} className={status === 'loading' ? 'cat-refreshing' : undefined}>{children}</div>;
}
