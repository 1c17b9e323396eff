import { useEffect, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { registerFormSchema, type RegisterRequest } from '@storefront/shared/schemas/auth';
import { LocaleLink } from '@storefront/shared/ui';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS } from '../../../i18n';
import { JOIN_NS } from '../../../i18n/join';
import { MailedCodeFields } from '../../../lib/code-fields';
import { FormField } from '../../../lib/form-field';
import { $isRegistering, $registerDone, $registerError, registerSubmitted } from '../model';

/** The form's values: the request plus the image code; the terms box starts unticked. */
export interface RegisterValues extends Omit<RegisterRequest, 'agree'> {
  imageCode: string;
  agree: boolean;
}

const EMPTY: RegisterValues = { username: '', email: '', password: '', confirmPassword: '', imageCode: '', emailCode: '', agree: false };

export interface RegisterFormProps {
  /** The image code's picture (with its refresh button), shown beside the image code input. */
  captcha: ReactNode;
  /** The send-code button beside the email code input; `read` checks and answers email and image code. */
  renderSendCode(read: () => Promise<{ email: string; imageCode: string } | null>): ReactNode;
  /** Query string carried to the login page. */
  carry?: string;
  /** Called once the account exists and is logged in. */
  onDone(): void;
  /** The address to start with (a guest's confirmation offers an account with the order's address). */
  email?: string;
}

/** Registration: each field is checked as it is typed; submit goes ahead only with no field in error. */
export function RegisterForm({ captcha, renderSendCode, carry = '', onDone, email = '' }: RegisterFormProps) {
  const { t } = useTranslation(JOIN_NS);
  const [submit, busy, done, serverError] = useUnit([registerSubmitted, $isRegistering, $registerDone, $registerError]);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema) as unknown as Resolver<RegisterValues>,
    mode: 'all',
    defaultValues: { ...EMPTY, email },
  });

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const readCodeRequest = async () => {
    const valid = await trigger(['email', 'imageCode'], { shouldFocus: true });
    return valid ? { email: getValues('email').trim(), imageCode: getValues('imageCode').trim() } : null;
  };
  const onSubmit = ({ imageCode: _used, ...values }: RegisterValues) => submit({ ...values, agree: true });
  // A changed password re-checks a confirmation already typed.
  const recheckConfirm = () => (getValues('confirmPassword') ? void trigger('confirmPassword') : undefined);

  return (
    <form className="join-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField id="reg-username" label={t('register.username')} error={errors.username?.message}>
        <input
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('username')}
          {...fieldProps('reg-username', errors.username)}
        />
      </FormField>
      <FormField id="reg-email" label={t('register.email')} error={errors.email?.message}>
        <input type="email" autoComplete="email" {...register('email')} {...fieldProps('reg-email', errors.email)} />
        <p className="join-form__intro">{t('register.emailHint')}</p>
      </FormField>
      <FormField id="reg-password" label={t('register.password')} error={errors.password?.message}>
        <input
          type="password"
          autoComplete="new-password"
          {...register('password', { onChange: recheckConfirm })}
          {...fieldProps('reg-password', errors.password)}
        />
      </FormField>
      <FormField id="reg-confirm" label={t('register.confirmPassword')} error={errors.confirmPassword?.message}>
        <input type="password" autoComplete="new-password" {...register('confirmPassword')} {...fieldProps('reg-confirm', errors.confirmPassword)} />
      </FormField>
      <MailedCodeFields
        idPrefix="reg"
        labels={{ imageCode: t('code.imageCode'), emailCode: t('code.emailCode') }}
        imageCode={register('imageCode')}
        emailCode={register('emailCode')}
        errors={errors}
        captcha={captcha}
        sendCode={renderSendCode(readCodeRequest)}
      />
      <div className="sf-field join-terms">
        <details>
          <summary>{t('register.termsTitle')}</summary>
          <p>{t('register.terms')}</p>
        </details>
        <label className="join-terms__agree">
          <input type="checkbox" {...register('agree')} {...fieldProps('reg-agree', errors.agree)} />
          <span>{t('register.agree')}</span>
        </label>
        <FieldError id="reg-agree-error" message={errors.agree?.message} ns={MESSAGE_NS} />
      </div>
      {serverError ? (
        <p className="sf-field-error join-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="sf-btn sf-btn--primary join-form__submit" disabled={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
      <p className="join-form__links">
        <span>
          {t('register.haveAccount')} <LocaleLink to={`join${carry}`}>{t('register.login')}</LocaleLink>
        </span>
      </p>
    </form>
  );
}
