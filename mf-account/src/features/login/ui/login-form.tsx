import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginRequest } from '@storefront/shared/schemas/auth';
import { LocaleLink } from '@storefront/shared/ui';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS } from '../../../i18n';
import { JOIN_NS } from '../../../i18n/join';
import { $isLoggingIn, $loginDone, $loginError, loginSubmitted } from '../model';

export interface LoginFormProps {
  /** Query string carried to the register page, so a new account also returns where it came from. */
  carry?: string;
  /** Called once logged in. */
  onDone(): void;
}

/** Login by email or username and password; each field is checked as it is typed. */
export function LoginForm({ carry = '', onDone }: LoginFormProps) {
  const { t } = useTranslation(JOIN_NS);
  const [submit, busy, done, serverError] = useUnit([loginSubmitted, $isLoggingIn, $loginDone, $loginError]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginSchema), mode: 'all', defaultValues: { account: '', password: '' } });

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  return (
    <form className="join-form" noValidate onSubmit={handleSubmit(submit)} aria-describedby={serverError ? 'login-error' : undefined}>
      <div className="sf-field">
        <label htmlFor="login-account">{t('login.account')}</label>
        <input
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('account')}
          {...fieldProps('login-account', errors.account)}
        />
        <FieldError id="login-account-error" message={errors.account?.message} ns={MESSAGE_NS} />
      </div>
      <div className="sf-field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <input type="password" autoComplete="current-password" {...register('password')} {...fieldProps('login-password', errors.password)} />
        <FieldError id="login-password-error" message={errors.password?.message} ns={MESSAGE_NS} />
      </div>
      {serverError ? (
        <p id="login-error" className="sf-field-error join-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="sf-btn sf-btn--primary join-form__submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="join-form__links">
        <LocaleLink to={`join/forget${carry}`}>{t('login.forgot')}</LocaleLink>
        <span>
          {t('login.newHere')} <LocaleLink to={`join/register${carry}`}>{t('login.register')}</LocaleLink>
        </span>
      </p>
    </form>
  );
}
