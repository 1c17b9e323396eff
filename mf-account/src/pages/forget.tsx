import { useTranslation } from 'react-i18next';
import { JOIN_NS } from '../i18n/join';
import { useRedirectBack } from '../lib/redirect';
import { JoinLayout } from '../ui/join-layout';
import { ForgotPasswordForm } from '../features/forgot-password/ui/forgot-password-form';
import { CaptchaImage } from '../features/verification-code/ui/captcha-image';
import { SendCodeButton } from '../features/verification-code/ui/send-code-button';

/** join/forget: reset the password with an emailed code, then log in with the new one. */
export default function ForgetPage() {
  const { t } = useTranslation(JOIN_NS);
  const { carry, goToLogin } = useRedirectBack();
  return (
    <JoinLayout title={t('forget.title')} description={t('forget.metaDescription')}>
      <ForgotPasswordForm
        carry={carry}
        onDone={goToLogin}
        captcha={<CaptchaImage purpose="reset" />}
        renderSendCode={(read) => <SendCodeButton purpose="reset" read={read} statusId="fp-code-status" />}
      />
    </JoinLayout>
  );
}
