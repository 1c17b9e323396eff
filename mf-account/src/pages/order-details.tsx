import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { EmptyState, LocaleLink } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { OrderDetails } from '../features/orders/ui/order-details';
import { orderChanged } from '../features/orders/model';
import { ReviewDialog } from '../features/review-upload/ui/review-dialog';
import { reviewStarted } from '../features/review-upload/model';

/** user/order/details/{id} and order/{id}. */
export default function OrderDetailsPage() {
  const { t } = useTranslation(NS);
  const id = Number(useParams().id) || null;
  const [evaluate, changed] = useUnit([reviewStarted, orderChanged]);
  const reviewed = useCallback(() => id && changed(id), [id, changed]);
  return (
    <AccountLayout title={t('orders.details.title')}>
      {id ? (
        <>
          <OrderDetails orderId={id} onEvaluate={evaluate} />
          <ReviewDialog onReviewed={reviewed} />
        </>
      ) : (
        <EmptyState>
          <LocaleLink to="user/order">{t('nav.orders')}</LocaleLink>
        </EmptyState>
      )}
    </AccountLayout>
  );
}
