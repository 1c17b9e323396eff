import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { OrderList } from '../features/orders/ui/order-list';

export default function OrderRatedPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.rated')}>
      <OrderList status="completed" />
    </AccountLayout>
  );
}
