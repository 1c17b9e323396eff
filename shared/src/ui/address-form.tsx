/**
 * Imported through its own package export (@storefront/shared/ui/address-form), not the `ui` singleton:
 * each remote that shows it bundles it with the form library and zod it already carries, and the shell's
 * first load stays without them. So it reads no store: relative imports of store units would be a copy.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { addressInputSchema, COUNTRY_CODES, type Address, type AddressInput, type CountryCode } from '../schemas/checkout';
import { countryName } from '../format/intl';
import type { Locale } from '../routes/table';
import { FieldError, fieldProps } from './field-error';

/** What the form holds while it is filled in; the schema turns it into an AddressInput. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  country: CountryCode;
  region: string;
  city: string;
  line: string;
  phone: string;
  postcode: string;
  isDefault: boolean;
}

const TEXT_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['region', 'address-level1'],
  ['city', 'address-level2'],
  ['line', 'street-address'],
  ['postcode', 'postal-code'],
  ['phone', 'tel'],
] as const;

/** The fields' messages are the shared schema's keys. */
const MESSAGE_NS = ['shared'] as const;

/** The form's starting values: a saved address to change, or an empty one in the United States. */
export function addressFormValues(address: Address | null): AddressFormValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    country: (address?.country as CountryCode | undefined) ?? 'US',
    region: address?.region ?? '',
    city: address?.city ?? '',
    line: address?.line ?? '',
    phone: address?.phone ?? '',
    postcode: address?.postcode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

export interface AddressFormProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The form's accessible name, e.g. "Add address". */
  label: string;
  /** The shop's language, for the country names (the caller reads the one $locale store). */
  locale: Locale;
  address?: Address | null;
  saving: boolean;
  onSubmit(values: AddressInput): void;
  /** Without it the form has no cancel button (a first address that must be given). */
  onCancel?(): void;
  /** The submit button's words; "Save" by default. */
  submitLabel?: string;
  /** False where there is no address book to keep a default in (a guest's checkout). */
  withDefault?: boolean;
}

/**
 * An address with the fields of spec section 3, checked by the API's own schema. Each field is checked
 * as it changes, so a wrong postcode or phone shows before anything is sent; a new country checks them
 * again once they hold something or the form was sent.
 */
export function AddressForm({ idPrefix, label, locale, address = null, saving, onSubmit, onCancel, submitLabel, withDefault = true }: AddressFormProps) {
  const { t } = useTranslation('shared');
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitted, dirtyFields },
  } = useForm<AddressFormValues>({ resolver: zodResolver(addressInputSchema) as never, mode: 'onChange', defaultValues: addressFormValues(address) });
  const recheck = () => {
    const names = (['phone', 'postcode'] as const).filter((name) => isSubmitted || dirtyFields[name]);
    if (names.length > 0) void trigger(names);
  };
  const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) => a.name.localeCompare(b.name));
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="sf-address-form sf-card" noValidate aria-label={label} onSubmit={handleSubmit((v) => onSubmit(v as AddressInput))}>
      <div className="sf-field sf-address-form__wide">
        <label htmlFor={id('country')}>{t('addressForm.country')}</label>
        <select {...register('country', { onChange: recheck })} {...fieldProps(id('country'), errors.country)} autoComplete="country">
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id('country')}-error`} message={errors.country?.message} ns={MESSAGE_NS} />
      </div>
      {TEXT_FIELDS.map(([name, autoComplete]) => (
        <div className={name === 'line' ? 'sf-field sf-address-form__wide' : 'sf-field'} key={name}>
          <label htmlFor={id(name)}>{t(`addressForm.${name}`)}</label>
          <input {...register(name)} {...fieldProps(id(name), errors[name])} autoComplete={autoComplete} type={name === 'phone' ? 'tel' : 'text'} />
          <FieldError id={`${id(name)}-error`} message={errors[name]?.message} ns={MESSAGE_NS} />
        </div>
      ))}
      {withDefault && (
        <label className="sf-address-form__wide sf-address-form__check">
          <input type="checkbox" {...register('isDefault')} /> {t('addressForm.makeDefault')}
        </label>
      )}
      <div className="sf-address-form__wide sf-address-form__actions">
        <button type="submit" className="sf-btn sf-btn--primary" disabled={saving}>
          {submitLabel ?? t('addressForm.save')}
        </button>
        {onCancel && (
          <button type="button" className="sf-btn" onClick={onCancel}>
            {t('addressForm.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
