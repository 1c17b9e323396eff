import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOIN_NS } from '../i18n/join';
import { useRedirectBack } from '../lib/redirect';
import { JoinLayout } from '../ui/join-layout';
import { RegisterForm } from '../features/register/ui/register-form';
import { CaptchaImage } from '../features/verification-code/ui/captcha-image';
import { SendCodeButton } from '../features/verification-code/ui/send-code-button';

/** join/register: a new account is logged in and goes back where the login redirect came from. */
export default function RegisterPage() {
  const { t } = useTranslation(JOIN_NS);
  const { carry, goBack } = useRedirectBack();
  const [params] = useSearchParams();
  return (
    <JoinLayout title={t('register.title')} description={t('register.metaDescription')}>
      <RegisterForm
        carry={carry}
        onDone={goBack}
        email={params.get('email') ?? ''}
        captcha={<CaptchaImage purpose="register" />}
        renderSendCode={(read) => <SendCodeButton purpose="register" read={read} statusId="reg-code-status" />}
      />
    </JoinLayout>
  );
}
