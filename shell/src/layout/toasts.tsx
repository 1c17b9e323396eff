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
    <div className={`sf-toast sf-toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
      <span>{toast.message}</span>
      <button type="button" className="sf-icon-btn" onClick={() => onClose(toast.id)} aria-label={t('close')}>
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  const [toasts, close] = useUnit([$toasts, toastClosed]);
  return (
    <div className="sf-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={close} />
      ))}
    </div>
  );
}
