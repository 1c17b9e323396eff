import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where one shopper's data will show, before it is known (on the server and while hydrating). Alone it
 * holds the page's place; inside a page's own frame (`inPage`) it holds the place of the data only.
 */
export function PrivatePlaceholder({ inPage = false }: { inPage?: boolean }) {
  return (
    <div className={inPage ? undefined : 'sf-page sf-page--placeholder'} data-testid="private-placeholder">
      <Loading />
    </div>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('shared');
  return (
    <div className="sf-loading" role="status" aria-live="polite">
      <span className="sf-spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('shared');
  return (
    <div className="sf-error-state" role="alert">
      <p>{message ?? t('somethingWrong')}</p>
      {onRetry && (
        <button type="button" className="sf-btn" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shared');
  return <div className="sf-empty">{children ?? t('empty')}</div>;
}

interface BoundaryProps {
  fallback: ReactNode | ((error: Error, reset: () => void) => ReactNode);
  children: ReactNode;
  onError?: (error: Error) => void;
  resetKey?: unknown;
}

/** Keeps a failure inside the part of the page that failed. */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null; key: unknown }> {
  override state = { error: null as Error | null, key: this.props.resetKey };
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error, () => this.setState({ error: null })) : fallback;
  }
}
