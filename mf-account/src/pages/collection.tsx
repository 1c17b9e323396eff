import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { CollectionList } from '../features/collection/ui/collection-list';

export default function CollectionPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.collection')}>
      <CollectionList />
    </AccountLayout>
  );
}
