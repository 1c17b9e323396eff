import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale } from '@storefront/shared/store';
import { countryName, formatMoney, formatRate } from '@storefront/shared/format';
import { ErrorState, LocaleLink, Loading, ProductPicture } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import { $failed, $order, copyClicked, detailsOpened } from '../details-model';
import { CancelConfirm } from './cancel-confirm';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status';

/** Every field of the Order entity (spec section 3), with copy order number and the order's actions. */
export function OrderDetails({ orderId, onEvaluate }: { orderId: number; onEvaluate?: (orderId: number) => void }) {
  const { t } = useTranslation(NS);
  const [order, failed, locale, opened, copy] = useUnit([$order, $failed, $locale, detailsOpened, copyClicked]);
  if (failed) return <ErrorState onRetry={() => opened(orderId)} />;
  if (!order) return <Loading />;
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const a = order.address;
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="order-details">
      <section className="sf-card" aria-labelledby="od-info">
        <div className="acc-row">
          <h2 id="od-info" style={{ margin: 0 }}>
            {t('orders.details.info')}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="acc-dl" style={{ marginTop: 12 }}>
          <dt>{t('orders.orderNo')}</dt>
          <dd className="acc-actions">
            <span data-testid="order-no">{order.orderNo}</span>
            <button type="button" className="sf-btn" onClick={() => copy(order.orderNo)}>
              {t('orders.copy')}
            </button>
          </dd>
          <dt>{t('orders.details.date')}</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          <dt>{t('orders.details.status')}</dt>
          <dd>{t(`orders.status.${order.status}`)}</dd>
          <dt>{t('orders.details.paymentMethod')}</dt>
          <dd>{order.paymentMethodName || order.paymentMethod}</dd>
          {order.paidAt ? (
            <>
              <dt>{t('orders.details.paidAt')}</dt>
              <dd>{dateTime(order.paidAt)}</dd>
            </>
          ) : null}
          {order.status === 'unpaid' && order.payBefore ? (
            <>
              <dt>{t('orders.details.payBefore')}</dt>
              <dd>{dateTime(order.payBefore)}</dd>
            </>
          ) : null}
          {order.shippedAt ? (
            <>
              <dt>{t('orders.details.shippedAt')}</dt>
              <dd>{dateTime(order.shippedAt)}</dd>
            </>
          ) : null}
          {order.trackingNo ? (
            <>
              <dt>{t('orders.details.carrier')}</dt>
              <dd data-testid="carrier">{order.carrier ?? '—'}</dd>
              <dt>{t('orders.details.trackingNo')}</dt>
              <dd data-testid="tracking-number">{order.trackingNo}</dd>
            </>
          ) : null}
          <dt>{t('orders.details.serialNumber')}</dt>
          <dd data-testid="serial-number">{order.serialNumber ?? '—'}</dd>
          <dt>{t('orders.details.bankSerialNumber')}</dt>
          <dd>{order.bankSerialNumber ?? '—'}</dd>
          <dt>{t('orders.details.note')}</dt>
          <dd>{order.note || '—'}</dd>
          {order.paymentRefunds.length > 0 ? (
            <>
              <dt>{t('orders.details.paymentRefunds')}</dt>
              <dd>
                <ul className="acc-list" style={{ gap: 4 }} data-testid="payment-refunds">
                  {order.paymentRefunds.map((p) => (
                    <li key={p.serialNumber}>
                      {p.refundedAt
                        ? t('orders.details.paymentRefunded', { amount: money(p.localAmount), date: dateTime(p.refundedAt) })
                        : t('orders.details.paymentRefundPending', { amount: money(p.localAmount) })}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="sf-card" aria-labelledby="od-contact">
        <h2 id="od-contact">{t('orders.details.contact')}</h2>
        <dl className="acc-dl">
          <dt>{t('orders.details.fullName')}</dt>
          <dd>{order.fullName}</dd>
          <dt>{t('orders.details.phone')}</dt>
          <dd>{order.phone}</dd>
          <dt>{t('orders.details.email')}</dt>
          <dd>{order.email}</dd>
          <dt>{t('orders.details.address')}</dt>
          <dd>{[a.line, a.city, a.region, a.postcode, countryName(locale, a.country)].filter(Boolean).join(', ')}</dd>
        </dl>
      </section>

      <section className="sf-card" aria-labelledby="od-items">
        <h2 id="od-items">{t('orders.details.items')}</h2>
        <table className="acc-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.details.product')}</th>
              <th scope="col">{t('orders.details.unitPrice')}</th>
              <th scope="col">{t('orders.details.quantity')}</th>
              <th scope="col">{t('orders.details.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <div className="acc-row" style={{ justifyContent: 'flex-start' }}>
                    <ProductPicture src={item.image} alt="" width={48} height={48} sizes="48px" className="acc-thumb" />
                    <span>
                      <LocaleLink to={`shop/goodDetails/${item.productId}`}>{item.name}</LocaleLink>
                      <br />
                      <span className="acc-muted">
                        {Object.entries(item.spec)
                          .map(([k, v]) => `${k}: ${v}`)
                          .join(' · ')}
                      </span>
                      {item.evaluated ? (
                        <span className="acc-badge" style={{ marginLeft: 6 }}>
                          {t('orders.details.evaluated')}
                        </span>
                      ) : null}
                    </span>
                  </div>
                </td>
                <td>{money(item.localUnitPrice)}</td>
                <td>{item.quantity}</td>
                <td>{money(item.localSubtotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="acc-summary" style={{ marginTop: 12 }}>
          <dt>{t('orders.details.subtotal')}</dt>
          <dd>{money(order.local.subtotal)}</dd>
          <dt>{t('orders.details.freight')}</dt>
          <dd>{money(order.local.freight)}</dd>
          <dt>{t('orders.details.serviceCharge')}</dt>
          <dd>{money(order.local.serviceCharge)}</dd>
          <dt>{t('orders.details.tax', { rate: formatRate(order.taxRate) })}</dt>
          <dd>{money(order.local.tax)}</dd>
          <dt>{order.couponCode ? t('orders.details.discountCode', { code: order.couponCode }) : t('orders.details.discount')}</dt>
          <dd>−{money(order.local.discount)}</dd>
          <dt>
            <strong>{t('orders.actualPayment')}</strong>
          </dt>
          <dd>
            <strong className="sf-price" data-testid="actual-payment">
              {money(order.local.actualPayment)}
            </strong>
          </dd>
        </dl>
      </section>

      {order.refunds.length > 0 && (
        <section className="sf-card" aria-labelledby="od-refunds">
          <h2 id="od-refunds">{t('refunds.title')}</h2>
          <ul className="acc-list">
            {order.refunds.map((r) => (
              <li key={r.id} className="acc-row">
                <span>{dateTime(r.createdAt)}</span>
                <span>{formatMoney(r.localAmount, r.currency, locale)}</span>
                <span>{r.reason}</span>
                <span className="acc-badge">{t(`refunds.status.${r.status}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <OrderActions orderId={order.id} actions={order.actions} onEvaluate={onEvaluate} />
      <CancelConfirm />
    </div>
  );
}
