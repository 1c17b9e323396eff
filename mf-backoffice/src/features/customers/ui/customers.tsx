import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@storefront/shared/ui';
import type { ConsoleOrder } from '@storefront/shared/schemas/backoffice';
import type { Paged } from '@storefront/shared/schemas/common';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { amount, useConfirm, when } from '../../../lib/confirm';
import { closeCustomer, customerOrders, searchCustomers, type ConsoleCustomer, type CustomerQuery } from '../api';
import { ErrorNote, HeadRow } from '../../../lib/notes';

const SIZE = 20;
const ORDERS_SIZE = 10;

/** One customer: their orders a page at a time, and closing the account on their request. */
function CustomerDetail({ customer, onClosed }: { customer: ConsoleCustomer; onClosed(email: string): void }) {
  const { t, i18n } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const [paging, setPaging] = useState({ page: 1, size: ORDERS_SIZE });
  const [orders, setOrders] = useState<Paged<ConsoleOrder> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    customerOrders(customer.id, paging.page, paging.size).then(setOrders, (e: ConsoleError) => setProblem(e.message));
  }, [customer.id, paging]);
  const close = () =>
    ask(t('customers.close'), t('customers.confirmClose', { email: customer.email }), () =>
      closeCustomer(customer.id).then(
        () => onClosed(customer.email),
        (e: ConsoleError) => setProblem(e.message),
      ),
    );
  const closed = customer.closedAt !== null;
  return (
    <section className="bo-detail" aria-labelledby="bo-customer-title" data-testid="customer-detail">
      <h2 id="bo-customer-title">{closed ? t('customers.closedAccount') : t('customers.detail', { email: customer.email })}</h2>
      <dl>
        <dt>{t('customers.joined')}</dt>
        <dd>{when(customer.createdAt, i18n.language)}</dd>
        {closed && (
          <>
            <dt>{t('customers.closedAt')}</dt>
            <dd>{when(customer.closedAt, i18n.language)}</dd>
          </>
        )}
      </dl>
      {orders && (
        <>
          <table className="bo-table" data-testid="customer-orders">
            <caption>{t('customers.orders')}</caption>
            <HeadRow labels={[t('orders.number'), t('orders.status'), t('orders.paid'), t('orders.placed')]} />
            <tbody>
              {orders.list.map((order) => (
                <tr key={order.orderNo}>
                  <td>
                    <Link to={`/backoffice/orders/${encodeURIComponent(order.orderNo)}`}>{order.orderNo}</Link>
                  </td>
                  <td>{t(`status.${order.status}`)}</td>
                  <td>{amount(order.localActualPayment, order.currency)}</td>
                  <td>{when(order.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {orders.list.length === 0 && <p>{t('customers.noOrders')}</p>}
          {orders.total > orders.size && <Pager page={orders.page} size={orders.size} total={orders.total} onChange={setPaging} />}
        </>
      )}
      <ErrorNote message={problem} />
      {!closed && (
        <button type="button" className="sf-btn" onClick={close}>
          {t('customers.close')}
        </button>
      )}
      {dialog}
    </section>
  );
}

/** Customers found by (part of) their address, a page at a time from the server; one opened to work on. */
export function Customers() {
  const { t, i18n } = useTranslation(NS);
  const [query, setQuery] = useState<CustomerQuery>({ page: 1, size: SIZE });
  const [draft, setDraft] = useState('');
  const [result, setResult] = useState<Paged<ConsoleCustomer> | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [closedEmail, setClosedEmail] = useState<string | null>(null);
  const load = useCallback(() => {
    searchCustomers(query).then(
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
    setClosedEmail(null);
    setQuery({ q: draft.trim() || undefined, page: 1, size: query.size });
  };
  const opened = result?.list.find((c) => c.id === open);
  return (
    <section aria-labelledby="bo-customers-title">
      <h1 id="bo-customers-title">{t('nav.customers')}</h1>
      <form role="search" onSubmit={search} className="bo-form bo-inline">
        <label>
          {t('customers.search')}
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" className="sf-btn sf-btn--primary">
          {t('orders.find')}
        </button>
      </form>
      <ErrorNote message={problem} />
      {closedEmail && <p role="status">{t('customers.closed', { email: closedEmail })}</p>}
      {result && (
        <>
          <table className="bo-table">
            <HeadRow labels={[t('orders.email'), t('customers.nickname'), t('customers.joined'), t('customers.orderCount'), t('customers.account')]} />
            <tbody>
              {result.list.map((customer) => (
                <tr key={customer.id} aria-selected={customer.id === open}>
                  <td>
                    <button type="button" className="bo-link" onClick={() => setOpen(customer.id)}>
                      {customer.closedAt === null ? customer.email : t('customers.closedAccount')}
                    </button>
                  </td>
                  <td>{customer.nickname ?? ''}</td>
                  <td>{when(customer.createdAt, i18n.language)}</td>
                  <td>{customer.orders}</td>
                  <td>{customer.closedAt === null ? t('customers.open') : t('customers.closedSince', { at: when(customer.closedAt, i18n.language) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.list.length === 0 && <p>{t('empty')}</p>}
          <Pager page={result.page} size={result.size} total={result.total} onChange={({ page, size }) => setQuery({ ...query, page, size })} />
        </>
      )}
      {opened && (
        <CustomerDetail
          key={opened.id}
          customer={opened}
          onClosed={(email) => {
            setOpen(null);
            setClosedEmail(email);
            load();
          }}
        />
      )}
    </section>
  );
}
