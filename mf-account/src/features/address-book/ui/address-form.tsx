import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, COUNTRY_CODES, type Address, type AddressInput } from '@storefront/shared/schemas/checkout';
import { $locale } from '@storefront/shared/store';
import { FieldError, fieldProps } from '@storefront/shared/ui';
import { countryName } from '@storefront/shared/format';
import { MESSAGE_NS, NS } from '../../../i18n';

type Values = {
  firstName: string;
  lastName: string;
  country: AddressInput['country'];
  region: string;
  city: string;
  line: string;
  phone: string;
  postcode: string;
  isDefault: boolean;
};

const TEXT_FIELDS = [
  ['firstName', 'address.firstName', 'given-name'],
  ['lastName', 'address.lastName', 'family-name'],
  ['region', 'address.region', 'address-level1'],
  ['city', 'address.city', 'address-level2'],
  ['line', 'address.line', 'street-address'],
  ['postcode', 'address.postcode', 'postal-code'],
  ['phone', 'address.phone', 'tel'],
] as const;

export function toValues(address: Address | null): Values {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    country: (address?.country as AddressInput['country']) ?? 'US',
    region: address?.region ?? '',
    city: address?.city ?? '',
    line: address?.line ?? '',
    phone: address?.phone ?? '',
    postcode: address?.postcode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** Add or change an address; phone and postcode follow the chosen country's rules. */
export function AddressForm({ address, saving, onSubmit, onCancel }: { address: Address | null; saving: boolean; onSubmit(values: AddressInput): void; onCancel(): void }) {
  const { t } = useTranslation(NS);
  const locale = useUnit($locale);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(addressInputSchema) as never, mode: 'onChange', defaultValues: toValues(address) });
  const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <form className="acc-form acc-form--wide sf-card" noValidate onSubmit={handleSubmit((v) => onSubmit(v as AddressInput))} aria-label={address ? t('address.change') : t('address.add')}>
      <div className="sf-field">
        <label htmlFor="ad-country">{t('address.country')}</label>
        <select
          {...register('country', { onChange: () => void trigger(['phone', 'postcode']) })}
          {...fieldProps('ad-country', errors.country)}
          autoComplete="country"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id="ad-country-error" message={errors.country?.message} ns={MESSAGE_NS} />
      </div>
      {TEXT_FIELDS.map(([name, label, autoComplete]) => (
        <div className="sf-field" key={name}>
          <label htmlFor={`ad-${name}`}>{t(label)}</label>
          <input {...register(name)} {...fieldProps(`ad-${name}`, errors[name])} autoComplete={autoComplete} type={name === 'phone' ? 'tel' : 'text'} />
          <FieldError id={`ad-${name}-error`} message={errors[name]?.message} ns={MESSAGE_NS} />
        </div>
      ))}
      <label className="acc-actions" style={{ gridColumn: '1 / -1' }}>
        <input type="checkbox" {...register('isDefault')} /> {t('address.makeDefault')}
      </label>
      <div className="acc-actions">
        <button type="submit" className="sf-btn sf-btn--primary" disabled={saving}>
          {t('address.save')}
        </button>
        <button type="button" className="sf-btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
