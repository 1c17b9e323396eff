import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $online } from '@storefront/shared/store';
import { NS } from '../i18n';

export function OfflineBanner() {
  const { t } = useTranslation(NS);
  const online = useUnit($online);
  if (online) return null;
  return (
    <div className="sf-offline" role="status" data-testid="offline-banner">
      {t('offline')}
    </div>
  );
}
