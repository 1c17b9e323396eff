import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $created, $payClosed, $payUrl } from '../model';

/** After confirming: the spec's message, the order number and the To Pay link (or why paying is not offered). */
export function CreatedPanel() {
  const { t } = useTranslation(NS);
  const [created, payUrl, payClosed] = useUnit([$created, $payUrl, $payClosed]);
  if (!created) return null;
  return (
    <section className="cc-card cc-section" aria-live="polite" data-testid="order-created">
      <p className="cc-notice cc-notice--success" role="status">
        {t('checkout.created')}
      </p>
      <p data-testid="created-order-no">{t('checkout.orderNo', { orderNo: created.order.orderNo })}</p>
      {payClosed ? (
        <p className="cc-notice">{t('checkout.payClosed')}</p>
      ) : (
        payUrl && (
          <p>
            <a className="sf-btn sf-btn--primary" href={payUrl} target="_blank" rel="noopener">
              {t('checkout.toPay')}
            </a>
          </p>
        )
      )}
      <p>
        <LocaleLink to={`user/order/details/${created.order.id}`}>{t('checkout.viewOrder')}</LocaleLink>
      </p>
    </section>
  );
}
