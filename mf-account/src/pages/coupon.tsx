import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { CouponCenter } from '../features/coupons/ui/coupon-center';

export default function CouponPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.coupons')}>
      <CouponCenter />
    </AccountLayout>
  );
}
