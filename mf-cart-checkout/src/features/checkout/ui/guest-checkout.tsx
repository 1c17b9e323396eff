import { useEffect, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@storefront/shared/routes';
import { emailSchema } from '@storefront/shared/schemas/common';
import type { AddressInput, PaymentMethod, Quote } from '@storefront/shared/schemas/checkout';
import { $locale, $moneyType } from '@storefront/shared/store';
import { LocaleLink } from '@storefront/shared/ui';
import { AddressForm } from '@storefront/shared/ui/address-form';
import { countryName } from '@storefront/shared/format';
import { NS } from '../../../i18n';
import { rememberGuestOrder } from '../../../lib/guest-order';
import type { GuestCreateAnswer } from '../api';
import { goToPayPageFx, guestCreateFx, guestMethodsFx, guestPayFx, guestQuoteFx } from '../guest-model';
import { Summary } from './summary';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * shop/placeAnOrder for a visitor (docs/adr/0039): an email address, the address form and a payment method;
 * the server prices the browser's lines. Loaded only for visitors, so a customer's page does not carry it.
 */
export default function GuestCheckout({ lines, onPlaced }: { lines: { skuId: number; quantity: number }[]; onPlaced(skuIds: number[]): void }) {
  const { t } = useTranslation(NS);
  const [locale, moneyType] = useUnit([$locale, $moneyType]);
  const [loadMethods, quoteFx, createFx, creating] = useUnit([guestMethodsFx, guestQuoteFx, guestCreateFx, guestCreateFx.pending]);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressInput | null>(null);
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  const [method, setMethod] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<(GuestCreateAnswer & { email: string }) | null>(null);
  // One key for this checkout: a double click or a retry after a lost answer makes one order.
  const key = useMemo(newKey, []);
  const currency = moneyType.currency;

  useEffect(() => {
    loadMethods().then(setMethods, () => setMethods([]));
  }, [loadMethods, locale]);
  useEffect(() => {
    let current = true;
    quoteFx({ lines, address: address ?? undefined, paymentMethod: method ?? undefined, currency }).then(
      (q) => current && setQuote(q),
      () => current && setQuote(null),
    );
    return () => {
      current = false;
    };
  }, [quoteFx, lines, address, method, currency, locale]);

  if (created) return <GuestCreated created={created} />;

  const confirm = async () => {
    const checked = emailSchema.safeParse(email);
    setEmailError(checked.success ? null : t(`guest.${checked.error.issues[0]?.message === 'validation.emailRequired' ? 'emailRequired' : 'emailInvalid'}`));
    if (!checked.success) return document.getElementById('guest-email')?.focus();
    if (!address) return setNotice(t('checkout.chooseAddress'));
    if (!method) return setNotice(t('checkout.selectPayment'));
    setNotice(null);
    const answer = await createFx({ body: { email: checked.data, lines, address, paymentMethod: method, currency, note }, key }).catch(() => null);
    if (!answer) return;
    if (answer.status !== 200 || !answer.data) return setNotice(answer.msg);
    rememberGuestOrder(answer.data.order.id, answer.data.token);
    onPlaced(lines.map((l) => l.skuId));
    setCreated({ ...answer.data, email: checked.data });
  };

  return (
    <div className="cc-checkout" data-testid="guest-checkout">
      <div className="cc-section">
        <p className="cc-card">
          {t('guest.intro')} <LocaleLink to={`join?redirect=${encodeURIComponent(localePath(locale, 'shop/goodCart'))}`}>{t('guest.logIn')}</LocaleLink>
        </p>
        {notice && (
          <p className="cc-notice cc-notice--error" role="alert" data-testid="checkout-notice">
            {notice}
          </p>
        )}
        <section className="cc-card cc-section" aria-labelledby="guest-email-heading">
          <h2 id="guest-email-heading">{t('guest.emailHeading')}</h2>
          <div className="sf-field">
            <label htmlFor="guest-email">{t('guest.email')}</label>
            <input
              id="guest-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value.trim())}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'guest-email-error guest-email-hint' : 'guest-email-hint'}
            />
            <p id="guest-email-hint" className="cc-hint">
              {t('guest.emailHint')}
            </p>
            {emailError && (
              <p id="guest-email-error" className="sf-field__error" role="alert">
                {emailError}
              </p>
            )}
          </div>
        </section>
        <section className="cc-section" aria-labelledby="guest-address-heading">
          <h2 id="guest-address-heading">{t('checkout.addressHeading')}</h2>
          {address ? (
            <div className="cc-card" data-testid="guest-address">
              <p>
                {address.firstName} {address.lastName},{' '}
                {[address.line, address.city, address.region, address.postcode, countryName(locale, address.country)].filter(Boolean).join(', ')}
              </p>
              <button type="button" className="sf-btn" onClick={() => setAddress(null)}>
                {t('checkout.change')}
              </button>
            </div>
          ) : (
            <AddressForm
              idPrefix="guest-address"
              label={t('checkout.addressHeading')}
              locale={locale}
              saving={false}
              withDefault={false}
              submitLabel={t('guest.useAddress')}
              onSubmit={(value) => setAddress(value)}
            />
          )}
        </section>
        <fieldset className="cc-card cc-section">
          <legend>{t('checkout.paymentHeading')}</legend>
          {methods.map((m) => (
            <label key={m.code} className="cc-choice">
              <input type="radio" name="guest-method" value={m.code} checked={method === m.code} onChange={() => setMethod(m.code)} /> {m.name}
            </label>
          ))}
        </fieldset>
        <div className="sf-field cc-card">
          <label htmlFor="guest-note">{t('checkout.note')}</label>
          <textarea id="guest-note" value={note} maxLength={300} placeholder={t('checkout.notePlaceholder')} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="button" className="sf-btn sf-btn--primary" onClick={() => void confirm()} disabled={creating}>
          {t('checkout.confirm')}
        </button>
      </div>
      <Summary quote={quote} busy={false} />
    </div>
  );
}

/** The confirmation: the order, paying it, where its link went, and an account offered without pressing. */
function GuestCreated({ created }: { created: GuestCreateAnswer & { email: string } }) {
  const { t } = useTranslation(NS);
  const [locale, pay, paying, goToPayPage] = useUnit([$locale, guestPayFx, guestPayFx.pending, goToPayPageFx]);
  const { order, token, email, payClosed } = created;
  const startPaying = () =>
    pay(token).then(
      (r) => goToPayPage(r.payUrl),
      () => undefined,
    );
  return (
    <div className="cc-checkout">
      <section className="cc-card cc-section" aria-live="polite" data-testid="order-created">
        <h2>{t('guest.thanks')}</h2>
        <p data-testid="created-order-no">{t('checkout.orderNo', { orderNo: order.orderNo })}</p>
        <ul className="cc-section">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.name} {t('checkout.quantityTimes', { quantity: item.quantity })}
            </li>
          ))}
        </ul>
        {payClosed ? (
          <p className="cc-notice">{t('guest.payClosed')}</p>
        ) : (
          <p>
            <button type="button" className="sf-btn sf-btn--primary" onClick={() => void startPaying()} disabled={paying}>
              {t('checkout.toPay')}
            </button>
          </p>
        )}
        <p>{t('guest.mailed', { email })}</p>
        <p>
          <a href={`${localePath(locale, 'guest/order')}#${token}`}>{t('checkout.viewOrder')}</a>
        </p>
      </section>
      <section className="cc-card cc-section" aria-labelledby="guest-account-offer">
        <h2 id="guest-account-offer">{t('guest.accountHeading')}</h2>
        <p>{t('guest.accountText')}</p>
        <p>
          <LocaleLink to={`join/register?email=${encodeURIComponent(email)}`}>{t('guest.createAccount')}</LocaleLink>
        </p>
      </section>
      <Summary quote={order} busy={false} />
    </div>
  );
}
