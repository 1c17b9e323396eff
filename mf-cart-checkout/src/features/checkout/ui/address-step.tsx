import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@storefront/shared/schemas/checkout';
import { $locale } from '@storefront/shared/store';
import { countryName } from '@storefront/shared/format';
import { AddressForm } from '@storefront/shared/ui/address-form';
import { NS } from '../../../i18n';
import { $addresses, $addressFormOpen, $addressId, $savingAddress, addressChosen, addressFormToggled, addressSubmitted, continueClicked } from '../model';

export function AddressText({ address }: { address: Pick<Address, 'firstName' | 'lastName' | 'line' | 'city' | 'region' | 'postcode' | 'country' | 'phone'> }) {
  const locale = useUnit($locale);
  return (
    <span>
      <strong>
        {address.firstName} {address.lastName}
      </strong>{' '}
      · {address.phone}
      <br />
      {address.line}, {address.city}, {address.region} {address.postcode}, {countryName(locale, address.country)}
    </span>
  );
}

/** The information step: choose or add a delivery address, then continue to shipping. */
export function AddressStep() {
  const { t } = useTranslation(NS);
  const [addresses, addressId, formOpen, saving, locale] = useUnit([$addresses, $addressId, $addressFormOpen, $savingAddress, $locale]);
  const [choose, toggleForm, submit, next] = useUnit([addressChosen, addressFormToggled, addressSubmitted, continueClicked]);
  return (
    <section className="cc-section" aria-labelledby="cc-address-title">
      <h2 id="cc-address-title">{t('checkout.addressHeading')}</h2>
      {addresses.length === 0 ? (
        <p className="cc-muted">{t('checkout.noAddress')}</p>
      ) : (
        <fieldset className="cc-choices">
          <legend className="sf-visually-hidden">{t('checkout.addressHeading')}</legend>
          {addresses.map((a) => (
            <label key={a.id} className="cc-choice" data-testid="address-choice">
              <input type="radio" name="cc-address" checked={a.id === addressId} onChange={() => choose(a.id)} />
              <AddressText address={a} />
              {a.isDefault && <span className="sf-badge">{t('checkout.defaultAddress')}</span>}
            </label>
          ))}
        </fieldset>
      )}
      {formOpen ? (
        <AddressForm
          idPrefix="cc"
          label={t('checkout.addAddress')}
          locale={locale}
          saving={saving}
          onSubmit={submit}
          onCancel={addresses.length > 0 ? () => toggleForm(false) : undefined}
        />
      ) : (
        <div>
          <button type="button" className="sf-btn" onClick={() => toggleForm(true)}>
            {t('checkout.addAddress')}
          </button>
        </div>
      )}
      <div>
        <button type="button" className="sf-btn sf-btn--primary" onClick={next}>
          {t('checkout.continue')}
        </button>
      </div>
    </section>
  );
}
