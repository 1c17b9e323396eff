import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { OrderList } from '../features/orders/ui/order-list';
import { orders } from '../features/orders/model';
import { ReviewDialog } from '../features/review-upload/ui/review-dialog';
import { reviewStarted } from '../features/review-upload/model';

export default function OrderPage() {
  const { t } = useTranslation(NS);
  const [evaluate, refresh] = useUnit([reviewStarted, orders.refreshed]);
  return (
    <AccountLayout title={t('nav.orders')}>
      <OrderList onEvaluate={evaluate} />
      <ReviewDialog onReviewed={refresh} />
    </AccountLayout>
  );
}
