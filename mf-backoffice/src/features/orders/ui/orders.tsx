import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Pager } from '@storefront/shared/ui';
import { refundDecisionBodySchema, shipBodySchema, type ConsoleOrder } from '@storefront/shared/schemas/backoffice';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Paged } from '@storefront/shared/schemas/common';
import { NS } from '../../../i18n';
import { ConsoleError } from '../../../lib/api';
import { amount, useConfirm, when } from '../../../lib/confirm';
import { cancelOrder, decideRefund, searchOrders, shipOrder, type OrderQuery } from '../api';
import { ErrorNote, HeadRow } from '../../../lib/notes';

const SIZE = 20;

function ShipForm({ order, onDone }: { order: ConsoleOrder; onDone(message: string | null): void }) {
  const { t } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(shipBodySchema), defaultValues: { carrier: '', trackingNo: '' } });
  const submit = handleSubmit((values) =>
    ask(t('orders.ship'), t('orders.confirmShip', { orderNo: order.orderNo, carrier: values.carrier, trackingNo: values.trackingNo }), () =>
      shipOrder(order.orderNo, values).then(
        () => onDone(null),
        (e: ConsoleError) => onDone(e.message),
      ),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="bo-form bo-inline">
      <label>
        {t('orders.carrier')}
        <input {...register('carrier')} aria-invalid={!!formState.errors.carrier} />
      </label>
      <label>
        {t('orders.trackingNo')}
        <input {...register('trackingNo')} aria-invalid={!!formState.errors.trackingNo} />
      </label>
      {(formState.errors.carrier || formState.errors.trackingNo) && <p className="bo-error">{t('orders.shipInvalid')}</p>}
      <button type="submit" className="sf-btn sf-btn--primary">
        {t('orders.ship')}
      </button>
      {dialog}
    </form>
  );
}

function RefundForm({ order, onDone }: { order: ConsoleOrder; onDone(message: string | null): void }) {
  const { t } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const decide = (decision: 'settle' | 'refuse') => {
    const parsed = refundDecisionBodySchema.safeParse({ decision, reason });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    ask(t(`orders.${decision}`), t(decision === 'settle' ? 'orders.confirmSettle' : 'orders.confirmRefuse', { orderNo: order.orderNo }), () =>
      decideRefund(order.orderNo, parsed.data).then(
        () => onDone(null),
        (e: ConsoleError) => onDone(e.message),
      ),
    );
  };
  return (
    <div className="bo-form bo-inline">
      {order.refund && <p>{t('orders.refundAsked', { amount: amount(order.refund.localAmount, order.currency), reason: order.refund.reason })}</p>}
      <label>
        {t('orders.refundReason')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={invalid} />
      </label>
      {invalid && <p className="bo-error">{t('orders.reasonRequired')}</p>}
      <button type="button" className="sf-btn sf-btn--primary" onClick={() => decide('settle')}>
        {t('orders.settle')}
      </button>
      <button type="button" className="sf-btn" onClick={() => decide('refuse')}>
        {t('orders.refuse')}
      </button>
      {dialog}
    </div>
  );
}

function OrderDetail({ order, onChanged }: { order: ConsoleOrder; onChanged(): void }) {
  const { t, i18n } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const finish = (message: string | null) => {
    setProblem(message);
    setDone(!message);
    if (!message) onChanged();
  };
  return (
    <section className="bo-detail" aria-labelledby="bo-order-title" data-testid="order-detail">
      <h2 id="bo-order-title">{t('orders.detail', { orderNo: order.orderNo })}</h2>
      <dl>
        <dt>{t('orders.email')}</dt>
        <dd>{order.email}</dd>
        <dt>{t('orders.status')}</dt>
        <dd data-testid="order-status">{t(`status.${order.status}`)}</dd>
        <dt>{t('orders.placed')}</dt>
        <dd>{when(order.createdAt, i18n.language)}</dd>
        <dt>{t('orders.paid')}</dt>
        <dd>{amount(order.localActualPayment, order.currency)}</dd>
        {order.trackingNo && (
          <>
            <dt>{t('orders.shipment')}</dt>
            <dd>
              {order.carrier} {order.trackingNo}
            </dd>
          </>
        )}
      </dl>
      <ErrorNote message={problem} />
      {done && <p role="status">{t('orders.saved')}</p>}
      {order.status === 'paid' && <ShipForm order={order} onDone={finish} />}
      {(order.status === 'unpaid' || order.status === 'paid') && (
        <button
          type="button"
          className="sf-btn"
          onClick={() =>
            ask(t('orders.cancel'), t('orders.confirmCancel', { orderNo: order.orderNo }), () =>
              cancelOrder(order.orderNo).then(
                () => finish(null),
                (e: ConsoleError) => finish(e.message),
              ),
            )
          }
        >
          {t('orders.cancel')}
        </button>
      )}
      {order.refund && order.status.startsWith('refund_') && <RefundForm order={order} onDone={finish} />}
      {dialog}
    </section>
  );
}

/**
 * Orders found by number, address or state, a page at a time from the server; one opened to work on.
 * `orderNo` (the address /backoffice/orders/<number>) opens that order straight away.
 */
export function Orders({ orderNo }: { orderNo?: string }) {
  const { t, i18n } = useTranslation(NS);
  const [query, setQuery] = useState<OrderQuery>({ q: orderNo, page: 1, size: SIZE });
  const [draft, setDraft] = useState({ q: orderNo ?? '', status: '' });
  const [result, setResult] = useState<Paged<ConsoleOrder> | null>(null);
  const [open, setOpen] = useState<string | null>(orderNo ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(() => {
    searchOrders(query).then(
      (page) => {
        setResult(page);
        setProblem(null);
      },
      (e: ConsoleError) => setProblem(e.message),
    );
  }, [query]);
  useEffect(load, [load]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    setQuery({ q: draft.q.trim() || undefined, status: (draft.status || undefined) as OrderStatus | undefined, page: 1, size: query.size });
  };
  const opened = result?.list.find((o) => o.orderNo === open);
  return (
    <section aria-labelledby="bo-orders-title">
      <h1 id="bo-orders-title">{t('nav.orders')}</h1>
      <form role="search" onSubmit={search} className="bo-form bo-inline">
        <label>
          {t('orders.search')}
          <input type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </label>
        <label>
          {t('orders.status')}
          <select value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t('orders.anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="sf-btn sf-btn--primary">
          {t('orders.find')}
        </button>
      </form>
      <ErrorNote message={problem} />
      {result && (
        <>
          <table className="bo-table">
            <HeadRow labels={[t('orders.number'), t('orders.email'), t('orders.status'), t('orders.placed'), t('orders.paid')]} />
            <tbody>
              {result.list.map((order) => (
                <tr key={order.orderNo} aria-selected={order.orderNo === open}>
                  <td>
                    <button type="button" className="bo-link" onClick={() => setOpen(order.orderNo)}>
                      {order.orderNo}
                    </button>
                  </td>
                  <td>{order.email}</td>
                  <td>{t(`status.${order.status}`)}</td>
                  <td>{when(order.createdAt, i18n.language)}</td>
                  <td>{amount(order.localActualPayment, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.list.length === 0 && <p>{t('empty')}</p>}
          <Pager page={result.page} size={result.size} total={result.total} onChange={({ page, size }) => setQuery({ ...query, page, size })} />
        </>
      )}
      {opened && <OrderDetail key={opened.orderNo + opened.status} order={opened} onChanged={load} />}
    </section>
  );
}
