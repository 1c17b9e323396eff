import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loading, LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $outcome, $payingAgain, payAgainClicked } from '../model';

/** shop/payCallback: success or failure, each with the order number and what to do next (pay again, the order). */
export function PayResult() {
  const { t } = useTranslation(NS);
  const [outcome, payAgain, paying] = useUnit([$outcome, payAgainClicked, $payingAgain]);

  if (outcome.state === 'checking') return <Loading label={t('payCallback.checking')} />;
  if (outcome.state === 'confirming') {
    return (
      <section className="cc-card cc-result" data-testid="pay-confirming" aria-live="polite" aria-busy="true">
        <h1>{t('payCallback.confirming')}</h1>
        <p>{t('payCallback.confirmingText')}</p>
        <p>{t('payCallback.orderNo', { orderNo: outcome.orderNo })}</p>
        <div className="cc-actions">
          <LocaleLink to={`user/order/details/${outcome.orderId}`} className="sf-btn">
            {t('payCallback.viewOrder')}
          </LocaleLink>
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
          <LocaleLink to={`user/order/details/${outcome.orderId}`} className="sf-btn sf-btn--primary">
            {t('payCallback.viewOrder')}
          </LocaleLink>
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
        {outcome.payable && (
          <button type="button" className="sf-btn sf-btn--primary" onClick={() => payAgain()} disabled={paying}>
            {t('payCallback.payAgain')}
          </button>
        )}
        <LocaleLink
          to={outcome.orderId ? `user/order/details/${outcome.orderId}` : 'user/order'}
          className={outcome.payable ? 'sf-btn' : 'sf-btn sf-btn--primary'}
        >
          {t('payCallback.goToOrders')}
        </LocaleLink>
        <LocaleLink to="shop">{t('payCallback.continueShopping')}</LocaleLink>
      </div>
    </section>
  );
}
