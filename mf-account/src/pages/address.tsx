import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { AddressBook } from '../features/address-book/ui/address-book';

export default function AddressPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.address')}>
      <AddressBook />
    </AccountLayout>
  );
}
