import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $toasts, toastClosed, type Toast } from '@storefront/shared/store';

function ToastItem({ toast, onClose }: { toast: Toast; onClose(id: number): void }) {
  const { t } = useTranslation('shared');
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={`sf-toast sf-toast--${toast.type}`} data-testid="toast" data-type={toast.type}>
      <span>{toast.message}</span>
      <button type="button" className="sf-icon-btn" onClick={() => onClose(toast.id)} aria-label={t('close')}>
        ×
      </button>
    </div>
  );
}

/**
 * Toasts sit at the bottom (above a phone's sticky buy bar), where they cover no header control. Both live
 * regions are in the page from the first render, so a screen reader hears each message put into them:
 * errors at once, everything else when the reader is idle.
 */
export function Toasts() {
  const [toasts, close] = useUnit([$toasts, toastClosed]);
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <div className="sf-toasts">
      <div className="sf-toasts__region" aria-live="assertive" aria-atomic="false" data-testid="toasts-assertive">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </div>
      <div className="sf-toasts__region" aria-live="polite" aria-atomic="false" data-testid="toasts-polite">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </div>
    </div>
  );
}
