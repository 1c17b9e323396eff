import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema, type ResetPasswordForm as ResetValues } from '@storefront/shared/schemas/auth';
import { LocaleLink } from '@storefront/shared/ui';
import { fieldProps } from '@storefront/shared/ui/field-error';
import { JOIN_NS } from '../../../i18n/join';
import { MailedCodeFields } from '../../../lib/code-fields';
import { FormField } from '../../../lib/form-field';
import { $isResetting, $resetDone, $resetError, resetSubmitted } from '../model';

const EMPTY: ResetValues = { email: '', imageCode: '', emailCode: '', password: '', confirmPassword: '' };

export interface ForgotPasswordFormProps {
  /** The image code's picture (with its refresh button), shown beside the image code input. */
  captcha: ReactNode;
  /** The send-code button beside the email code input; `read` checks and answers email and image code. */
  renderSendCode(read: () => Promise<{ email: string; imageCode: string } | null>): ReactNode;
  /** Query string carried back to the login page. */
  carry?: string;
  /** Called once the password has been reset. */
  onDone(): void;
}

/** Forgotten password: email, image code, emailed code, new password and its confirmation. */
export function ForgotPasswordForm({ captcha, renderSendCode, carry = '', onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation(JOIN_NS);
  const [submit, busy, done, serverError] = useUnit([resetSubmitted, $isResetting, $resetDone, $resetError]);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(resetPasswordFormSchema), mode: 'all', defaultValues: EMPTY });

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const readCodeRequest = async () => {
    const valid = await trigger(['email', 'imageCode'], { shouldFocus: true });
    return valid ? { email: getValues('email').trim(), imageCode: getValues('imageCode').trim() } : null;
  };
  const onSubmit = ({ imageCode: _used, ...values }: ResetValues) => submit(values);
  const recheckConfirm = () => (getValues('confirmPassword') ? void trigger('confirmPassword') : undefined);

  return (
    <form className="join-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p className="join-form__intro">{t('forget.intro')}</p>
      <FormField id="fp-email" label={t('forget.email')} error={errors.email?.message}>
        <input type="email" autoComplete="email" {...register('email')} {...fieldProps('fp-email', errors.email)} />
      </FormField>
      <MailedCodeFields
        idPrefix="fp"
        labels={{ imageCode: t('code.imageCode'), emailCode: t('code.emailCode') }}
        imageCode={register('imageCode')}
        emailCode={register('emailCode')}
        errors={errors}
        captcha={captcha}
        sendCode={renderSendCode(readCodeRequest)}
      />
      <FormField id="fp-password" label={t('forget.password')} error={errors.password?.message}>
        <input
          type="password"
          autoComplete="new-password"
          {...register('password', { onChange: recheckConfirm })}
          {...fieldProps('fp-password', errors.password)}
        />
      </FormField>
      <FormField id="fp-confirm" label={t('forget.confirmPassword')} error={errors.confirmPassword?.message}>
        <input type="password" autoComplete="new-password" {...register('confirmPassword')} {...fieldProps('fp-confirm', errors.confirmPassword)} />
      </FormField>
      {serverError ? (
        <p className="sf-field-error join-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="sf-btn sf-btn--primary join-form__submit" disabled={busy}>
        {busy ? t('forget.submitting') : t('forget.submit')}
      </button>
      <p className="join-form__links">
        <LocaleLink to={`join${carry}`}>{t('forget.backToLogin')}</LocaleLink>
      </p>
    </form>
  );
}
