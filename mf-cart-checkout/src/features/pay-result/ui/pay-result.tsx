import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Loading, LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $outcome, payCallbackOpened } from '../model';

/** shop/payCallback: success with the order number and a link to the order, or the spec's failure text. */
export function PayResult() {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const [outcome, opened] = useUnit([$outcome, payCallbackOpened]);
  useEffect(() => {
    opened(search);
  }, [search, opened]);

  if (outcome.state === 'checking') return <Loading label={t('payCallback.checking')} />;
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
      <div className="cc-actions">
        <LocaleLink to={outcome.orderId ? `user/order/details/${outcome.orderId}` : 'user/order'} className="sf-btn sf-btn--primary">
          {t('payCallback.goToOrders')}
        </LocaleLink>
        <LocaleLink to="shop">{t('payCallback.continueShopping')}</LocaleLink>
      </div>
    </section>
  );
}
