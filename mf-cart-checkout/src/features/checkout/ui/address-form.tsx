import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, COUNTRY_CODES, type AddressInput } from '@storefront/shared/schemas/checkout';
import { $locale } from '@storefront/shared/store';
import { FieldError, fieldProps } from '@storefront/shared/ui';
import { countryName } from '@storefront/shared/format';
import { MESSAGE_NS, NS } from '../../../i18n';

type Values = Omit<AddressInput, 'postcode' | 'isDefault'> & { postcode: string; isDefault: boolean };

const FIELDS = [
  ['firstName', 'checkout.firstName', 'given-name'],
  ['lastName', 'checkout.lastName', 'family-name'],
  ['region', 'checkout.region', 'address-level1'],
  ['city', 'checkout.city', 'address-level2'],
  ['line', 'checkout.line', 'street-address'],
  ['postcode', 'checkout.postcode', 'postal-code'],
  ['phone', 'checkout.phone', 'tel'],
] as const;

/** A new delivery address with the fields of spec section 3; phone and postcode follow the country's rules. */
export function AddressForm({ saving, canCancel, onSubmit, onCancel }: { saving: boolean; canCancel: boolean; onSubmit(values: AddressInput): void; onCancel(): void }) {
  const { t } = useTranslation(NS);
  const locale = useUnit($locale);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<Values>({
    resolver: zodResolver(addressInputSchema) as never,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', country: 'US', region: '', city: '', line: '', phone: '', postcode: '', isDefault: false },
  });
  const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <form className="cc-form cc-card" noValidate aria-label={t('checkout.addAddress')} onSubmit={handleSubmit((v) => onSubmit(v as AddressInput))}>
      <div className="sf-field cc-form__wide">
        <label htmlFor="cc-country">{t('checkout.country')}</label>
        <select {...register('country', { onChange: () => isSubmitted && void trigger(['phone', 'postcode']) })} {...fieldProps('cc-country', errors.country)} autoComplete="country">
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id="cc-country-error" message={errors.country?.message} ns={MESSAGE_NS} />
      </div>
      {FIELDS.map(([name, label, autoComplete]) => (
        <div className={`sf-field${name === 'line' ? ' cc-form__wide' : ''}`} key={name}>
          <label htmlFor={`cc-${name}`}>{t(label)}</label>
          <input {...register(name)} {...fieldProps(`cc-${name}`, errors[name])} autoComplete={autoComplete} type={name === 'phone' ? 'tel' : 'text'} />
          <FieldError id={`cc-${name}-error`} message={errors[name]?.message} ns={MESSAGE_NS} />
        </div>
      ))}
      <label className="cc-actions cc-form__wide">
        <input type="checkbox" {...register('isDefault')} /> {t('checkout.makeDefault')}
      </label>
      <div className="cc-actions cc-form__wide">
        <button type="submit" className="sf-btn sf-btn--primary" disabled={saving}>
          {t('checkout.saveAddress')}
        </button>
        {canCancel && (
          <button type="button" className="sf-btn" onClick={onCancel}>
            {t('checkout.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
