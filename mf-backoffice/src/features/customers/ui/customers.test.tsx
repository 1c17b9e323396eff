import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleOrder } from '@storefront/shared/schemas/backoffice';
import { renderConsole } from '../../../test/harness';
import { ConsoleError } from '../../../lib/api';
import * as api from '../api';
import { Customers } from './customers';

vi.mock('../api', () => ({ searchCustomers: vi.fn(), customerOrders: vi.fn(), closeCustomer: vi.fn() }));
const mocked = vi.mocked(api);

const ada: api.ConsoleCustomer = { id: 7, email: 'ada@example.test', nickname: 'Ada', createdAt: 1_735_689_600, closedAt: null, orders: 1 };
const order: ConsoleOrder = {
  orderNo: 'SF260101-AAAA01',
  email: ada.email,
  status: 'cancelled',
  // 2026-01-01 00:00 UTC, in seconds as the API answers it.
  createdAt: 1_767_225_600,
  currency: 'EUR',
  localActualPayment: 1840,
  carrier: null,
  trackingNo: null,
  refund: null,
};
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, size: 20 });

beforeEach(() => {
  vi.resetAllMocks();
  mocked.searchCustomers.mockResolvedValue(page([ada]));
  mocked.customerOrders.mockResolvedValue({ ...page([order]), size: 10 });
});

async function openAda() {
  await renderConsole(<Customers />);
  fireEvent.click(await screen.findByRole('button', { name: ada.email }));
  return screen.findByTestId('customer-detail');
}

describe('customers in the console', () => {
  it('searches on the server by part of the address, from the first page', async () => {
    await renderConsole(<Customers />);
    await screen.findByRole('button', { name: ada.email });
    expect(mocked.searchCustomers).toHaveBeenCalledWith({ page: 1, size: 20 });
    fireEvent.change(screen.getByLabelText('Email or part of it'), { target: { value: ' ADA@ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mocked.searchCustomers).toHaveBeenLastCalledWith({ q: 'ADA@', page: 1, size: 20 }));
  });

  it("shows a customer's orders with their state, total and date, each linked to the order", async () => {
    const detail = await openAda();
    expect(within(detail).getByRole('heading', { name: `Customer ${ada.email}` })).toBeTruthy();
    const link = await within(detail).findByRole('link', { name: order.orderNo });
    expect(link.getAttribute('href')).toBe(`/backoffice/orders/${order.orderNo}`);
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('Cancelled');
    expect(row.textContent).toContain('18.40 EUR');
    expect(row.textContent).toContain('2026');
    expect(mocked.customerOrders).toHaveBeenCalledWith(ada.id, 1, 10);
  });

  it('closes the account only after the confirmation naming the address, then says so', async () => {
    mocked.closeCustomer.mockResolvedValue({ id: ada.id });
    const detail = await openAda();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close account' }));
    expect((await screen.findByTestId('confirm-message')).textContent).toContain(`Close the account of ${ada.email} at the customer's request?`);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mocked.closeCustomer).not.toHaveBeenCalled();

    fireEvent.click(within(detail).getByRole('button', { name: 'Close account' }));
    await screen.findByTestId('confirm-message');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('status')).textContent).toBe(`The account of ${ada.email} was closed.`);
    expect(mocked.closeCustomer).toHaveBeenCalledWith(ada.id);
    // The list is read again: the account shows as closed there.
    await waitFor(() => expect(mocked.searchCustomers).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('customer-detail')).toBeNull();
  });

  it("shows the server's refusal while an order is open, and the account stays", async () => {
    const refusal = 'The customer has an order that is not yet paid or delivered, or a refund under way: settle it first, then close the account';
    mocked.closeCustomer.mockRejectedValue(new ConsoleError(refusal, 409));
    const detail = await openAda();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close account' }));
    await screen.findByTestId('confirm-message');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect((await within(detail).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(detail).getByRole('button', { name: 'Close account' })).toBeTruthy();
  });

  it('shows a closed account as closed, without its former address and with nothing to close', async () => {
    mocked.searchCustomers.mockResolvedValue(page([{ ...ada, email: `closed-${ada.id}`, closedAt: 1_767_225_600 }]));
    await renderConsole(<Customers />);
    fireEvent.click(await screen.findByRole('button', { name: 'Closed account' }));
    const detail = await screen.findByTestId('customer-detail');
    expect(within(detail).queryByRole('button', { name: 'Close account' })).toBeNull();
    expect(screen.getByText(/^Closed on .*2026/)).toBeTruthy();
  });
});
