import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_Z_INDEX } from './constants';

// Dialogs are their own entry (@storefront/shared/ui/dialog), not part of the page-wide ui module: most
// pages never open one, so they stay out of every page's first load.

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
