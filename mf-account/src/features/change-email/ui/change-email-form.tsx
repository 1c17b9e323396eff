import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { emailChangeSchema, type EmailChangeRequest } from '@storefront/shared/schemas/auth';
import { fieldProps } from '@storefront/shared/ui/field-error';
import { $userInfo } from '@storefront/shared/store';
import { NS } from '../../../i18n';
import { EmailCodeInput, ResendButton } from '../../../lib/code-fields';
import { FormField } from '../../../lib/form-field';
import { $changedCount, $error, $isChanging, $isSending, $secondsLeft, $sentTo, changeSubmitted, codeRequested } from '../model';

const EMPTY: EmailChangeRequest = { newEmail: '', password: '', emailCode: '' };

/**
 * Change the account's email address: the new address and the password ask for a code at the new
 * address; the code, with the password again, makes the change. Fields are checked as they are typed.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation(NS);
  const [user, requestCode, submit, sending, changing, secondsLeft, sentTo, error, changed] = useUnit([
    $userInfo,
    codeRequested,
    changeSubmitted,
    $isSending,
    $isChanging,
    $secondsLeft,
    $sentTo,
    $error,
    $changedCount,
  ]);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<EmailChangeRequest>({ resolver: zodResolver(emailChangeSchema), mode: 'onChange', defaultValues: EMPTY });
  useEffect(() => {
    if (changed) reset(EMPTY);
  }, [changed, reset]);

  const sendCode = async () => {
    if (!(await trigger(['newEmail', 'password'], { shouldFocus: true }))) return;
    requestCode({ newEmail: getValues('newEmail').trim(), password: getValues('password') });
  };

  return (
    <section className="sf-card" aria-labelledby="acc-email-change">
      <h2 id="acc-email-change">{t('emailChange.title')}</h2>
      <p>{t('emailChange.hint')}</p>
      {user ? (
        <dl className="acc-dl">
          <dt>{t('emailChange.current')}</dt>
          <dd data-testid="current-email">{user.email}</dd>
        </dl>
      ) : null}
      <form className="acc-form" noValidate onSubmit={handleSubmit(submit)}>
        <FormField id="ec-newEmail" label={t('emailChange.newEmail')} error={errors.newEmail?.message}>
          <input type="email" autoComplete="email" {...register('newEmail')} {...fieldProps('ec-newEmail', errors.newEmail)} />
        </FormField>
        <FormField id="ec-password" label={t('emailChange.password')} error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} {...fieldProps('ec-password', errors.password)} />
        </FormField>
        <FormField id="ec-emailCode" label={t('emailChange.emailCode')} error={errors.emailCode?.message}>
          <div className="acc-actions">
            <EmailCodeInput id="ec-emailCode" field={register('emailCode')} error={errors.emailCode} />
            <ResendButton
              onClick={sendCode}
              sending={sending}
              secondsLeft={secondsLeft}
              statusId="ec-status"
              labels={{ send: t('emailChange.send'), sending: t('emailChange.sending'), resendIn: (seconds) => t('emailChange.resendIn', { seconds }) }}
            />
          </div>
        </FormField>
        <p id="ec-status" className={error ? 'sf-field-error' : undefined} role={error ? 'alert' : 'status'} aria-live="polite">
          {error ?? (sentTo ? t('emailChange.sent', { email: sentTo }) : '')}
        </p>
        <div className="acc-actions">
          <button type="submit" className="sf-btn sf-btn--primary" disabled={changing}>
            {changing ? t('emailChange.submitting') : t('emailChange.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
