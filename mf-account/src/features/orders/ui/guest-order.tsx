import { useCallback, useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@storefront/shared/schemas/checkout';
import { emailSchema } from '@storefront/shared/schemas/common';
import { countryName, formatMoney } from '@storefront/shared/format';
import { $locale } from '@storefront/shared/store';
import { Loading, LocaleLink } from '@storefront/shared/ui';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import { guestActionFx, guestLinkFx, guestOrderFx, guestPayFx, goToPayPageFx, tokenOfPage } from '../guest-model';
import { OrderStatusBadge } from './order-status';

/**
 * guest/order#<token>: one guest order, opened by the link in its mail. Its state, and paying, cancelling,
 * confirming receipt and a refund application; nothing else of the account area. A link that opens
 * nothing offers to mail fresh links, answered alike whether or not the address has orders.
 */
export default function GuestOrder() {
  const { t } = useTranslation(NS);
  const [fetchOrder, act, pay, goToPayPage, locale] = useUnit([guestOrderFx, guestActionFx, guestPayFx, goToPayPageFx, $locale]);
  const [token, setToken] = useState<string | null>(null);
  const [order, setOrder] = useState<Order | null | 'none'>(null);
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const found = tokenOfPage();
    setToken(found);
    if (!found) setOrder('none');
    else fetchOrder(found).then(setOrder, () => setOrder('none'));
  }, [fetchOrder, locale]);

  const run = useCallback(
    async (action: 'cancel' | 'receive' | 'refund', message: string, body?: { reason: string; amount: number }) => {
      if (!token) return;
      setBusy(true);
      try {
        setOrder(await act({ token, action, body }));
        setDone(message);
      } catch {
        // The shop's toast says why.
      } finally {
        setBusy(false);
      }
    },
    [act, token],
  );

  if (order === null) return <Loading />;
  if (order === 'none' || !token) return <LinkRequest />;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const a = order.address;
  const can = (action: string) => order.actions.includes(action as never);
  return (
    <div className="acc-section" data-testid="guest-order" style={{ display: 'grid', gap: 16 }}>
      {done && (
        <p className="acc-notice" role="status">
          {done}
        </p>
      )}
      <section className="sf-card" aria-labelledby="go-info">
        <div className="acc-row">
          <h2 id="go-info" style={{ margin: 0 }}>
            {t('orders.details.info')}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="acc-dl" style={{ marginTop: 12 }}>
          <dt>{t('orders.orderNo')}</dt>
          <dd data-testid="order-no">{order.orderNo}</dd>
          <dt>{t('orders.details.date')}</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          <dt>{t('orders.details.status')}</dt>
          <dd>{t(`orders.status.${order.status}`)}</dd>
          {order.status === 'unpaid' && order.payBefore ? (
            <>
              <dt>{t('orders.details.payBefore')}</dt>
              <dd>{dateTime(order.payBefore)}</dd>
            </>
          ) : null}
          <dt>{t('orders.details.address')}</dt>
          <dd>
            {order.fullName}, {[a.line, a.city, a.region, a.postcode, countryName(locale, a.country)].filter(Boolean).join(', ')}
          </dd>
        </dl>
      </section>
      <section className="sf-card" aria-labelledby="go-items">
        <h2 id="go-items">{t('orders.details.items')}</h2>
        <ul className="acc-list">
          {order.items.map((item) => (
            <li key={item.id} className="acc-row">
              <span>
                {item.name} × {item.quantity}
              </span>
              <span>{money(item.localSubtotal)}</span>
            </li>
          ))}
          <li className="acc-row">
            <strong>{t('orders.actualPayment')}</strong>
            <strong data-testid="guest-order-total">{money(order.local.actualPayment)}</strong>
          </li>
        </ul>
      </section>
      <section className="sf-card acc-actions" aria-label={t('guestOrder.actions')}>
        {can('pay') && (
          <button
            type="button"
            className="sf-btn sf-btn--primary"
            disabled={busy}
            onClick={() =>
              void pay(token).then(
                (r) => goToPayPage(r.payUrl),
                () => undefined,
              )
            }
          >
            {t('orders.actions.pay')}
          </button>
        )}
        {can('receive') && (
          <button type="button" className="sf-btn sf-btn--primary" disabled={busy} onClick={() => void run('receive', t('orders.received'))}>
            {t('orders.actions.receive')}
          </button>
        )}
        {can('cancel') && (
          <button type="button" className="sf-btn" disabled={busy} onClick={() => setConfirmCancel(true)}>
            {t('orders.actions.cancel')}
          </button>
        )}
      </section>
      {can('refund') && (
        <form
          className="sf-card acc-section"
          aria-labelledby="go-refund"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) void run('refund', t('refunds.applied'), { reason: reason.trim(), amount: order.actualPayment });
          }}
        >
          <h2 id="go-refund">{t('refunds.apply', { orderNo: order.orderNo })}</h2>
          <p>{t('guestOrder.refundAll', { amount: money(order.local.actualPayment) })}</p>
          <div className="sf-field">
            <label htmlFor="go-reason">{t('refunds.reason')}</label>
            <textarea id="go-reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <button type="submit" className="sf-btn" disabled={busy || !reason.trim()}>
            {t('refunds.submit')}
          </button>
        </form>
      )}
      <p>{t('guestOrder.accountHint')}</p>
      <ConfirmDialog
        open={confirmCancel}
        title={t('orders.cancelConfirm.title')}
        message={t('orders.cancelConfirm.body')}
        onConfirm={() => {
          setConfirmCancel(false);
          void run('cancel', t('orders.cancelled'));
        }}
        onCancel={() => setConfirmCancel(false)}
      />
    </div>
  );
}

/** The link opened nothing: fresh links by mail, and the way to log in. */
function LinkRequest() {
  const { t } = useTranslation(NS);
  const [request, sending] = useUnit([guestLinkFx, guestLinkFx.pending]);
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <section className="sf-card acc-section" data-testid="guest-order-link-request">
      <p role="alert">{t('guestOrder.badLink')}</p>
      <form
        noValidate
        aria-labelledby="go-link-heading"
        onSubmit={(e) => {
          e.preventDefault();
          const checked = emailSchema.safeParse(email.trim());
          setError(!checked.success);
          if (checked.success) request(checked.data).then(setAnswer, () => undefined);
        }}
      >
        <h2 id="go-link-heading">{t('guestOrder.requestHeading')}</h2>
        <div className="sf-field">
          <label htmlFor="go-link-email">{t('guestOrder.email')}</label>
          <input
            id="go-link-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'go-link-email-error' : undefined}
          />
          {error && (
            <p id="go-link-email-error" className="sf-field__error">
              {t('guestOrder.emailInvalid')}
            </p>
          )}
        </div>
        <button type="submit" className="sf-btn sf-btn--primary" disabled={sending}>
          {t('guestOrder.requestSubmit')}
        </button>
        {answer && (
          <p role="status" data-testid="order-link-answer">
            {answer}
          </p>
        )}
      </form>
      <p>
        <LocaleLink to="join">{t('guestOrder.logIn')}</LocaleLink>
      </p>
    </section>
  );
}
