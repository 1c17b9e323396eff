import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordRequest } from '@storefront/shared/schemas/auth';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS, NS } from '../../../i18n';
import { $changedCount, $isChanging, passwordSubmitted } from '../model';

const EMPTY: ChangePasswordRequest = { oldPassword: '', password: '', confirmPassword: '' };

/** Change password: old, new and confirm; a differing confirmation is flagged as it is typed. */
export function ChangePasswordForm() {
  const { t } = useTranslation(NS);
  const [submit, changing, changed] = useUnit([passwordSubmitted, $isChanging, $changedCount]);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordSchema), mode: 'onChange', defaultValues: EMPTY });
  useEffect(() => {
    if (changed) reset(EMPTY);
  }, [changed, reset]);
  const fields = [
    ['oldPassword', 'password.old', 'current-password'],
    ['password', 'password.new', 'new-password'],
    ['confirmPassword', 'password.confirm', 'new-password'],
  ] as const;
  return (
    <section className="sf-card" aria-labelledby="acc-password">
      <h2 id="acc-password">{t('password.title')}</h2>
      <form className="acc-form" noValidate onSubmit={handleSubmit(submit)}>
        {fields.map(([name, label, autoComplete]) => (
          <div className="sf-field" key={name}>
            <label htmlFor={`pw-${name}`}>{t(label)}</label>
            <input
              type="password"
              autoComplete={autoComplete}
              {...register(name, {
                // Changing the new password re-checks an already typed confirmation.
                onChange: () => name === 'password' && getValues('confirmPassword') && void trigger('confirmPassword'),
              })}
              {...fieldProps(`pw-${name}`, errors[name])}
            />
            <FieldError id={`pw-${name}-error`} message={errors[name]?.message} ns={MESSAGE_NS} />
          </div>
        ))}
        <div className="acc-actions">
          <button type="submit" className="sf-btn sf-btn--primary" disabled={changing}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
