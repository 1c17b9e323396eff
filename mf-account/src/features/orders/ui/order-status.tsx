import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import { NS } from '../../../i18n';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(NS);
  const tone = status === 'unpaid' ? ' acc-badge--brand' : status === 'shipped' || status === 'received' ? ' acc-badge--accent' : '';
  return (
    <span className={`acc-badge${tone}`} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
