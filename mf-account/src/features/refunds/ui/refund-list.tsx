import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LocaleLink, Loading, useMoneyFormatter } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import { $refunds, $refundsFailed, refundsOpened } from '../model';

/** Follow refunds: every application and where it stands. */
export function RefundList({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation(NS);
  const money = useMoneyFormatter();
  const [refunds, failed, opened] = useUnit([$refunds, $refundsFailed, refundsOpened]);
  return (
    <section aria-labelledby="rf-list">
      <h2 id="rf-list">{t('refunds.title')}</h2>
      {failed ? (
        <ErrorState onRetry={() => opened(orderId)} />
      ) : !refunds ? (
        <Loading />
      ) : refunds.length === 0 ? (
        <EmptyState>{t('refunds.empty')}</EmptyState>
      ) : (
        <table className="acc-table" data-testid="refund-list">
          <thead>
            <tr>
              <th scope="col">{t('orders.orderNo')}</th>
              <th scope="col">{t('refunds.date')}</th>
              <th scope="col">{t('refunds.amountShort')}</th>
              <th scope="col">{t('refunds.reason')}</th>
              <th scope="col">{t('refunds.state')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id} data-testid="refund">
                <td>
                  <LocaleLink to={`user/order/details/${r.orderId}`}>{r.orderNo}</LocaleLink>
                </td>
                <td>{dateTime(r.createdAt)}</td>
                <td>{money(r.localAmount, r.currency)}</td>
                <td>{r.reason}</td>
                <td>
                  <span className="acc-badge">{t(`refunds.status.${r.status}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
