import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { $isLoggedIn, $locale } from '@storefront/shared/store';
import { Loading, LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { guestOrderHref } from '../../../lib/guest-order';
import { $outcome, $payingAgain, payAgainClicked } from '../model';

/** The order's page: in the account area, or for a guest the link this tab placed it with (else the mail's). */
function OrderLink({ orderId, className, children }: { orderId: number; className: string; children: ReactNode }) {
  const [loggedIn, locale] = useUnit([$isLoggedIn, $locale]);
  if (loggedIn) {
    return (
      <LocaleLink to={`user/order/details/${orderId}`} className={className}>
        {children}
      </LocaleLink>
    );
  }
  const href = guestOrderHref(locale, orderId);
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : null;
}

/** shop/payCallback: success or failure, each with the order number and what to do next (pay again, the order). */
export function PayResult() {
  const { t } = useTranslation(NS);
  const [outcome, payAgain, paying, loggedIn] = useUnit([$outcome, payAgainClicked, $payingAgain, $isLoggedIn]);

  if (outcome.state === 'checking') return <Loading label={t('payCallback.checking')} />;
  if (outcome.state === 'confirming') {
    return (
      <section className="cc-card cc-result" data-testid="pay-confirming" aria-live="polite" aria-busy="true">
        <h1>{t('payCallback.confirming')}</h1>
        <p>{t('payCallback.confirmingText')}</p>
        <p>{t('payCallback.orderNo', { orderNo: outcome.orderNo })}</p>
        <div className="cc-actions">
          <OrderLink orderId={outcome.orderId} className="sf-btn">
            {t('payCallback.viewOrder')}
          </OrderLink>
        </div>
      </section>
    );
  }
  if (outcome.state === 'success') {
    return (
      <section className="cc-card cc-result" data-testid="pay-success" aria-live="polite">
        <h1>{t('payCallback.success')}</h1>
        <p>{t('payCallback.successText')}</p>
        <p data-testid="paid-order-no">{t('payCallback.orderNo', { orderNo: outcome.orderNo })}</p>
        <div className="cc-actions">
          <OrderLink orderId={outcome.orderId} className="sf-btn sf-btn--primary">
            {t('payCallback.viewOrder')}
          </OrderLink>
          <LocaleLink to="shop">{t('payCallback.continueShopping')}</LocaleLink>
        </div>
      </section>
    );
  }
  return (
    <section className="cc-card cc-result" data-testid="pay-failed" aria-live="polite">
      <h1>{t('payCallback.failed')}</h1>
      <p>{t(outcome.payable ? 'payCallback.failedText' : outcome.orderId ? 'payCallback.failedClosed' : 'payCallback.failedUnknown')}</p>
      {outcome.orderNo && <p data-testid="failed-order-no">{t('payCallback.orderNo', { orderNo: outcome.orderNo })}</p>}
      <div className="cc-actions">
        {/* A guest pays again on their order's page, which their link opens. */}
        {outcome.payable && loggedIn && (
          <button type="button" className="sf-btn sf-btn--primary" onClick={() => payAgain()} disabled={paying}>
            {t('payCallback.payAgain')}
          </button>
        )}
        {outcome.orderId ? (
          <OrderLink orderId={outcome.orderId} className={outcome.payable && loggedIn ? 'sf-btn' : 'sf-btn sf-btn--primary'}>
            {t('payCallback.goToOrders')}
          </OrderLink>
        ) : (
          loggedIn && (
            <LocaleLink to="user/order" className="sf-btn sf-btn--primary">
              {t('payCallback.goToOrders')}
            </LocaleLink>
          )
        )}
        <LocaleLink to="shop">{t('payCallback.continueShopping')}</LocaleLink>
      </div>
    </section>
  );
}
