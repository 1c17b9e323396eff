import { useTranslation } from 'react-i18next';
import { JOIN_NS } from '../i18n/join';
import { useRedirectBack } from '../lib/redirect';
import { JoinLayout } from '../ui/join-layout';
import { LoginForm } from '../features/login/ui/login-form';

/** join: login; afterwards the shopper goes back where the login redirect came from. */
export default function JoinPage() {
  const { t } = useTranslation(JOIN_NS);
  const { carry, goBack } = useRedirectBack();
  return (
    <JoinLayout title={t('login.title')} description={t('login.metaDescription')}>
      <LoginForm carry={carry} onDone={goBack} />
    </JoinLayout>
  );
}
