import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import { EmptyState, ErrorState, LocaleLink, Loading, Pager, ProductPicture, useMoneyFormatter } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import { Tabs } from '../../../ui/account-layout';
import { ORDER_TABS, orders, statusOf, type OrderTab } from '../model';
import { CancelConfirm } from './cancel-confirm';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status';

/** Orders by status with their actions; `status` fixes the list to one status (rated orders). */
export function OrderList({ status, onEvaluate }: { status?: OrderStatus; onEvaluate?: (orderId: number) => void }) {
  const { t } = useTranslation(NS);
  const money = useMoneyFormatter();
  const [data, failed, query, loading] = useUnit([orders.$data, orders.$failed, orders.$query, orders.$loading]);
  const [opened, pageChanged] = useUnit([orders.opened, orders.pageChanged]);
  // The tab lives in the URL (?status=): choosing one changes the address, which starts the page again.
  const [params, setParams] = useSearchParams();
  const filter = status ?? statusOf(params.get('status'));
  const tabs = ORDER_TABS.map((key) => ({ key: (key ?? 'all') as NonNullable<OrderTab> | 'all', label: t(key ? `orders.tabs.${key}` : 'orders.tabs.all') }));
  return (
    <>
      {!status && (
        <Tabs
          tabs={tabs}
          current={filter ?? 'all'}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
          label={t('orders.tabsLabel')}
        />
      )}
      {failed ? (
        <ErrorState onRetry={() => opened({ filter: query.filter })} />
      ) : !data ? (
        <Loading />
      ) : data.total === 0 ? (
        <EmptyState>
          <p>{t('orders.empty')}</p>
          <LocaleLink to="shop" className="sf-btn">
            {t('common.goShopping')}
          </LocaleLink>
        </EmptyState>
      ) : (
        <ul className="acc-list" aria-busy={loading} data-testid="order-list">
          {data.list.map((o) => (
            <li key={o.id} className="sf-card" data-testid="order" data-order-no={o.orderNo}>
              <div className="acc-row">
                <span>
                  <span className="acc-muted">{t('orders.orderNo')}: </span>
                  <LocaleLink to={`user/order/details/${o.id}`}>{o.orderNo}</LocaleLink>
                </span>
                <span className="acc-muted">{dateTime(o.createdAt)}</span>
                <OrderStatusBadge status={o.status} />
              </div>
              <ul className="acc-list" style={{ margin: '12px 0' }}>
                {o.items.map((item) => (
                  <li key={item.id} className="acc-item">
                    <ProductPicture src={item.image} alt="" width={64} height={64} sizes="64px" className="acc-thumb" />
                    <div>
                      <LocaleLink to={`shop/goodDetails/${item.productId}`}>{item.name}</LocaleLink>
                      <div className="acc-muted">
                        {Object.entries(item.spec)
                          .map(([k, v]) => `${k}: ${v}`)
                          .join(' · ')}
                      </div>
                    </div>
                    <span className="acc-muted">
                      {money(item.localUnitPrice, o.currency)} × {item.quantity}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="acc-row">
                <span>
                  {t('orders.actualPayment')}: <strong className="sf-price">{money(o.local.actualPayment, o.currency)}</strong>
                </span>
                <OrderActions orderId={o.id} actions={o.actions} onEvaluate={onEvaluate} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > 0 && <Pager page={data.page} size={data.size} total={data.total} onChange={pageChanged} />}
      <CancelConfirm />
    </>
  );
}
