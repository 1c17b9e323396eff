import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { NS } from '../../../i18n';
import { $pendingCancel, cancelConfirmed, cancelDismissed } from '../model';

export function CancelConfirm() {
  const { t } = useTranslation(NS);
  const [pending, confirm, dismiss] = useUnit([$pendingCancel, cancelConfirmed, cancelDismissed]);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('orders.cancelConfirm.title')}
      message={t('orders.cancelConfirm.body')}
      onConfirm={confirm}
      onCancel={dismiss}
    />
  );
}
