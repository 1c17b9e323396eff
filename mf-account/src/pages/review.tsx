import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { MyReviewList } from '../features/my-reviews/ui/my-review-list';

export default function ReviewPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.reviews')}>
      <MyReviewList />
    </AccountLayout>
  );
}
