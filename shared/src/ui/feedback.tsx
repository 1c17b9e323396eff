import { Component, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_Z_INDEX } from './constants';

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

export function Modal({
  open,
  title,
  onClose,
  children,
  describedBy,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  describedBy?: string;
}) {
  const { t } = useTranslation('shared');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const prev = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      prev?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="sf-modal-backdrop" style={{ zIndex: MODAL_Z_INDEX }} onClick={onClose}>
      <div
        className="sf-modal"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-describedby={describedBy}
        tabIndex={-1}
        ref={ref}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="sf-modal__head">
          <h2>{title}</h2>
          <button type="button" className="sf-icon-btn" onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

/**
 * The spec's confirm prompt (e.g. before deleting): a short question as its title, and in the body what
 * confirming will do, so neither repeats the other.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('shared');
  const bodyId = useId();
  return (
    <Modal open={open} title={title} onClose={onCancel} describedBy={bodyId}>
      <p id={bodyId} data-testid="confirm-message">
        {message}
      </p>
      <div className="sf-modal__actions">
        <button type="button" className="sf-btn" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className="sf-btn sf-btn--primary" onClick={onConfirm}>
          {t('confirm.ok')}
        </button>
      </div>
    </Modal>
  );
}
