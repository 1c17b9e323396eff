import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatInCurrency, formatMoney } from '@storefront/shared/format';
import { $locale } from '@storefront/shared/store';
import { ProductPicture } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { CodeSources } from '../../../ui/code-sources';
import {
  $addresses,
  $addressId,
  $claiming,
  $couponId,
  $creating,
  $method,
  $methods,
  $note,
  $payClosed,
  $quote,
  backClicked,
  codeSubmitted,
  confirmClicked,
  couponChosen,
  methodChosen,
  noteChanged,
} from '../model';
import { AddressText } from './address-step';

/** Shipping and payment: items, note to seller, promo code, payment method, confirm order. */
export function ShippingStep() {
  const { t } = useTranslation(NS);
  const [addresses, addressId, quote, methods, method, couponId, note, claiming, creating, payClosed] = useUnit([
    $addresses,
    $addressId,
    $quote,
    $methods,
    $method,
    $couponId,
    $note,
    $claiming,
    $creating,
    $payClosed,
  ]);
  const [back, chooseCoupon, submitCode, chooseMethod, changeNote, confirm] = useUnit([
    backClicked,
    couponChosen,
    codeSubmitted,
    methodChosen,
    noteChanged,
    confirmClicked,
  ]);
  const [code, setCode] = useState('');
  const address = addresses.find((a) => a.id === addressId);
  const locale = useUnit($locale);
  const money = (minorUsd: number) => (quote ? formatInCurrency(minorUsd, quote, locale) : '');
  return (
    <div className="cc-section">
      {address && (
        <section className="cc-card cc-actions" aria-label={t('checkout.shipTo')} style={{ justifyContent: 'space-between' }}>
          <span>
            <span className="cc-muted">{t('checkout.shipTo')}: </span>
            <AddressText address={address} />
          </span>
          <button type="button" className="sf-link-btn" onClick={back}>
            {t('checkout.change')}
          </button>
        </section>
      )}

      {quote && (
        <section className="cc-card cc-section" aria-labelledby="cc-items-title">
          <h2 id="cc-items-title">{t('checkout.items')}</h2>
          <ul className="cc-items">
            {quote.items.map((item) => (
              <li key={item.skuId} data-testid="order-item">
                {item.image ? <ProductPicture src={item.image} alt={item.name} width={56} height={56} sizes="56px" /> : <span />}
                <span>
                  {item.name}
                  <br />
                  <span className="cc-muted">
                    {Object.entries(item.spec)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join(' · ')}{' '}
                    {formatMoney(item.localUnitPrice, quote.currency, locale)} {t('checkout.quantityTimes', { quantity: item.quantity })}
                  </span>
                </span>
                <strong>{formatMoney(item.localSubtotal, quote.currency, locale)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="cc-card cc-section cc-field">
        <label htmlFor="cc-note">
          <strong>{t('checkout.note')}</strong>
        </label>
        <textarea id="cc-note" rows={3} maxLength={300} value={note} placeholder={t('checkout.notePlaceholder')} onChange={(e) => changeNote(e.target.value)} />
      </section>

      <section className="cc-card cc-section" aria-labelledby="cc-coupon-title">
        <h2 id="cc-coupon-title">{t('checkout.couponHeading')}</h2>
        <fieldset className="cc-choices">
          <legend className="sf-visually-hidden">{t('checkout.couponHeading')}</legend>
          <label className="cc-choice">
            <input type="radio" name="cc-coupon" checked={couponId === null} onChange={() => chooseCoupon(null)} />
            <span>{t('checkout.noCoupon')}</span>
          </label>
          {quote?.coupons.map((c) => (
            <label key={c.id} className="cc-choice">
              <input type="radio" name="cc-coupon" checked={couponId === c.id} onChange={() => chooseCoupon(c.id)} />
              <span>{t('checkout.couponOption', { code: c.code, discount: formatMoney(c.localDiscount, quote.currency, locale) })}</span>
            </label>
          ))}
        </fieldset>
        <form
          className="cc-code cc-field"
          onSubmit={(e) => {
            e.preventDefault();
            submitCode(code);
            setCode('');
          }}
        >
          <label htmlFor="cc-code" className="sf-visually-hidden">
            {t('checkout.enterCode')}
          </label>
          <input id="cc-code" value={code} onChange={(e) => setCode(e.target.value)} placeholder={t('checkout.enterCode')} autoComplete="off" maxLength={32} />
          <button type="submit" className="sf-btn" disabled={claiming || code.trim() === ''}>
            {t('checkout.applyCode')}
          </button>
        </form>
        <CodeSources lead={t('checkout.codeSources')} testId="code-sources" />
      </section>

      <section className="cc-card cc-section" aria-labelledby="cc-payment-title">
        <h2 id="cc-payment-title">{t('checkout.paymentHeading')}</h2>
        {payClosed && (
          <p className="cc-notice" role="status">
            {t('checkout.payClosedBefore')}
          </p>
        )}
        <fieldset className="cc-choices">
          <legend className="sf-visually-hidden">{t('checkout.paymentHeading')}</legend>
          {methods.map((m) => (
            <label key={m.code} className="cc-choice">
              <input type="radio" name="cc-method" value={m.code} checked={method === m.code} onChange={() => chooseMethod(m.code)} />
              <span>
                {m.name}
                <br />
                <span className="cc-muted">
                  {m.feeFixed === 0 && m.feeRate === 0
                    ? t('checkout.noPaymentFee')
                    : t('checkout.paymentFee', {
                        fee: [m.feeFixed ? money(m.feeFixed) : '', m.feeRate ? `${m.feeRate / 100}%` : ''].filter(Boolean).join(' + '),
                      })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </section>

      <div className="cc-actions">
        <button type="button" className="sf-btn" onClick={back}>
          {t('checkout.back')}
        </button>
        <button type="button" className="sf-btn sf-btn--primary" onClick={confirm} disabled={creating}>
          {t('checkout.confirm')}
        </button>
      </div>
    </div>
  );
}
