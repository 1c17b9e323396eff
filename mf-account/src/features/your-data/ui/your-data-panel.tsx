import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { closeAccountSchema } from '@storefront/shared/schemas/auth';
import { useLocalePath } from '@storefront/shared/ui';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS, NS } from '../../../i18n';
import { EmailCodeInput, ResendButton } from '../../../lib/code-fields';
import { FormField } from '../../../lib/form-field';
import {
  $closed,
  $codeSent,
  $downloaded,
  $error,
  $isClosing,
  $isDownloading,
  $isSending,
  $secondsLeft,
  closeCodeRequested,
  closeSubmitted,
  downloadClicked,
} from '../model';

const closeFormSchema = closeAccountSchema.extend({ understood: z.literal(true, { error: 'yourData.understandRequired' }) });
type CloseForm = z.input<typeof closeFormSchema>;

/** Your data: the account's data as one file, and closing the account after saying what goes and what stays. */
export function YourDataPanel() {
  const { t } = useTranslation(NS);
  const [download, downloading, downloaded] = useUnit([downloadClicked, $isDownloading, $downloaded]);
  return (
    <section className="sf-card" aria-labelledby="acc-your-data">
      <h2 id="acc-your-data">{t('yourData.title')}</h2>
      <p>{t('yourData.downloadHint')}</p>
      <div className="acc-actions">
        <button type="button" className="sf-btn" onClick={() => download()} disabled={downloading} aria-describedby="yd-download-status">
          {downloading ? t('yourData.downloading') : t('yourData.download')}
        </button>
      </div>
      <p id="yd-download-status" role="status" aria-live="polite">
        {downloaded ? t('yourData.downloaded', { file: downloaded }) : ''}
      </p>
      <CloseAccountForm />
    </section>
  );
}

function CloseAccountForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const home = useLocalePath()('');
  const [requestCode, submit, sending, closing, secondsLeft, codeSent, error, closed] = useUnit([
    closeCodeRequested,
    closeSubmitted,
    $isSending,
    $isClosing,
    $secondsLeft,
    $codeSent,
    $error,
    $closed,
  ]);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<CloseForm>({
    resolver: zodResolver(closeFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', emailCode: '', understood: false as never },
  });
  useEffect(() => {
    if (closed) navigate(home, { replace: true });
  }, [closed, navigate, home]);

  const sendCode = async () => {
    if (!(await trigger('password', { shouldFocus: true }))) return;
    requestCode({ password: getValues('password') });
  };

  return (
    <div aria-labelledby="acc-close-account" role="group">
      <h3 id="acc-close-account">{t('yourData.closeTitle')}</h3>
      <h4>{t('yourData.deletedHeading')}</h4>
      <p>{t('yourData.deleted')}</p>
      <p>{t('yourData.reviewsKept')}</p>
      <h4>{t('yourData.keptHeading')}</h4>
      <p>{t('yourData.kept')}</p>
      <p>{t('yourData.openOrders')}</p>
      <form className="acc-form" noValidate onSubmit={handleSubmit(({ password, emailCode }) => submit({ password, emailCode }))}>
        <FormField id="yd-password" label={t('yourData.password')} error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} {...fieldProps('yd-password', errors.password)} />
        </FormField>
        <FormField id="yd-emailCode" label={t('yourData.emailCode')} error={errors.emailCode?.message}>
          <div className="acc-actions">
            <EmailCodeInput id="yd-emailCode" field={register('emailCode')} error={errors.emailCode} />
            <ResendButton
              onClick={sendCode}
              sending={sending}
              secondsLeft={secondsLeft}
              statusId="yd-status"
              labels={{ send: t('yourData.send'), sending: t('yourData.sending'), resendIn: (seconds) => t('yourData.resendIn', { seconds }) }}
            />
          </div>
        </FormField>
        <div className="sf-field">
          <label>
            <input type="checkbox" {...register('understood')} {...fieldProps('yd-understood', errors.understood)} /> {t('yourData.understand')}
          </label>
          <FieldError id="yd-understood-error" message={errors.understood?.message} ns={MESSAGE_NS} />
        </div>
        <p id="yd-status" className={error ? 'sf-field-error' : undefined} role={error ? 'alert' : 'status'} aria-live="polite">
          {error ?? (codeSent ? t('yourData.sent') : '')}
        </p>
        <div className="acc-actions">
          <button type="submit" className="sf-btn sf-btn--primary" disabled={closing}>
            {closing ? t('yourData.submitting') : t('yourData.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
