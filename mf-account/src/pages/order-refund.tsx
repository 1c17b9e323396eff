import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { RefundApply } from '../features/refunds/ui/refund-apply';
import { RefundList } from '../features/refunds/ui/refund-list';

export default function OrderRefundPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId')) || null;
  return (
    <AccountLayout title={t('nav.refunds')}>
      <div style={{ display: 'grid', gap: 16 }}>
        <RefundApply expected={orderId !== null} />
        <RefundList orderId={orderId} />
      </div>
    </AccountLayout>
  );
}
