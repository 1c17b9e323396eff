import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AccountLayout } from '../ui/account-layout';
import { ProfilePanel } from '../features/profile/ui/profile-panel';
import { ChangePasswordForm } from '../features/password/ui/change-password-form';
import { ChangeEmailForm } from '../features/change-email/ui/change-email-form';
import { YourDataPanel } from '../features/your-data/ui/your-data-panel';

export default function SettingPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('nav.setting')}>
      <div style={{ display: 'grid', gap: 16 }}>
        <ProfilePanel />
        <ChangeEmailForm />
        <ChangePasswordForm />
        <YourDataPanel />
      </div>
    </AccountLayout>
  );
}
