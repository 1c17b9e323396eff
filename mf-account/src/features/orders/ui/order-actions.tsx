import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { OrderAction } from '@storefront/shared/schemas/checkout';
import { $webPayclose } from '@storefront/shared/store';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $busyOrder, cancelClicked, payClicked, receiveClicked, reorderClicked } from '../model';

/** The actions the server allows for an order in its status. */
export function OrderActions({ orderId, actions, onEvaluate }: { orderId: number; actions: readonly OrderAction[]; onEvaluate?: (orderId: number) => void }) {
  const { t } = useTranslation(NS);
  const [busy, payClosed, pay, cancel, receive, reorder] = useUnit([$busyOrder, $webPayclose, payClicked, cancelClicked, receiveClicked, reorderClicked]);
  const disabled = busy === orderId;
  return (
    <div className="acc-actions" data-testid="order-actions">
      {actions.includes('pay') &&
        (payClosed === 1 ? (
          <span className="acc-muted">{t('orders.payClosed')}</span>
        ) : (
          <button type="button" className="sf-btn sf-btn--primary" disabled={disabled} onClick={() => pay(orderId)}>
            {t('orders.actions.pay')}
          </button>
        ))}
      {actions.includes('receive') && (
        <button type="button" className="sf-btn sf-btn--primary" disabled={disabled} onClick={() => receive(orderId)}>
          {t('orders.actions.receive')}
        </button>
      )}
      {actions.includes('evaluate') && onEvaluate && (
        <button type="button" className="sf-btn sf-btn--primary" disabled={disabled} onClick={() => onEvaluate(orderId)}>
          {t('orders.actions.evaluate')}
        </button>
      )}
      {actions.includes('refund') && (
        <LocaleLink to={`user/order/refund?orderId=${orderId}`} className="sf-btn">
          {t('orders.actions.refund')}
        </LocaleLink>
      )}
      {actions.includes('reorder') && (
        <button type="button" className="sf-btn" disabled={disabled} onClick={() => reorder(orderId)}>
          {t('orders.actions.reorder')}
        </button>
      )}
      {actions.includes('cancel') && (
        <button type="button" className="sf-btn" disabled={disabled} onClick={() => cancel(orderId)}>
          {t('orders.actions.cancel')}
        </button>
      )}
    </div>
  );
}
