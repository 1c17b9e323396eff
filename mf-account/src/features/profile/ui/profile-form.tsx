import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, SEXES, type Profile, type ProfileUpdate } from '@storefront/shared/schemas/account';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS, NS } from '../../../i18n';

export function toFormValues(profile: Profile | null): ProfileUpdate {
  return {
    nickname: profile?.nickname ?? '',
    realName: profile?.realName ?? '',
    birthday: profile?.birthday ?? '',
    sex: profile?.sex ?? 'secrecy',
  };
}

/** Modify personal details; every field is checked as it is typed (spec section 5). The email address has its own form. */
export function ProfileForm({
  profile,
  saving,
  onSubmit,
  onCancel,
}: {
  profile: Profile | null;
  saving: boolean;
  onSubmit(values: ProfileUpdate): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), mode: 'onChange', defaultValues: toFormValues(profile) });
  useEffect(() => reset(toFormValues(profile)), [profile, reset]);
  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('setting.modify')}>
      <div className="sf-field">
        <label htmlFor="pf-nickname">{t('setting.nickname')}</label>
        <input {...register('nickname')} {...fieldProps('pf-nickname', errors.nickname)} autoComplete="nickname" />
        <FieldError id="pf-nickname-error" message={errors.nickname?.message} ns={MESSAGE_NS} />
      </div>
      <div className="sf-field">
        <label htmlFor="pf-realName">{t('setting.realName')}</label>
        <input {...register('realName')} {...fieldProps('pf-realName', errors.realName)} autoComplete="name" />
        <FieldError id="pf-realName-error" message={errors.realName?.message} ns={MESSAGE_NS} />
      </div>
      <div className="sf-field">
        <label htmlFor="pf-birthday">{t('setting.birthday')}</label>
        <input type="date" {...register('birthday')} {...fieldProps('pf-birthday', errors.birthday)} autoComplete="bday" />
        <FieldError id="pf-birthday-error" message={errors.birthday?.message} ns={MESSAGE_NS} />
      </div>
      <fieldset className="sf-field" style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend>{t('setting.sex')}</legend>
        <div className="acc-actions">
          {SEXES.map((sex) => (
            <label key={sex}>
              <input type="radio" value={sex} {...register('sex')} /> {t(`setting.sexes.${sex}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="acc-actions">
        <button type="submit" className="sf-btn sf-btn--primary" disabled={saving}>
          {t('setting.save')}
        </button>
        <button type="button" className="sf-btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
