import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { Inbox } from '../features/mail/ui/inbox';

export default function MailPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.mail')}>
      <Inbox />
    </AccountLayout>
  );
}
