import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleOrder } from '@storefront/shared/schemas/backoffice';
import { renderConsole } from '../../../test/harness';
import * as api from '../api';
import { Orders } from './orders';

vi.mock('../api', () => ({ searchOrders: vi.fn(), shipOrder: vi.fn(), cancelOrder: vi.fn(), decideRefund: vi.fn() }));
const mocked = vi.mocked(api);

const paid: ConsoleOrder = {
  orderNo: 'SF261127-AAAA01',
  email: 'ada@example.test',
  status: 'paid',
  createdAt: 1_767_225_600,
  currency: 'EUR',
  localActualPayment: 1840,
  carrier: null,
  trackingNo: null,
  refund: null,
};
const page = (list: ConsoleOrder[]) => ({ list, total: list.length, page: 1, size: 20 });

beforeEach(() => {
  vi.resetAllMocks();
  mocked.searchOrders.mockResolvedValue(page([paid]));
});

describe('orders in the console', () => {
  it('searches on the server by number or address and state, from the first page', async () => {
    await renderConsole(<Orders />);
    await screen.findByRole('button', { name: paid.orderNo });
    fireEvent.change(screen.getByLabelText('Order number or email'), { target: { value: ' ada@ ' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'paid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(mocked.searchOrders).toHaveBeenLastCalledWith({ q: 'ada@', status: 'paid', page: 1, size: 20 }));
  });

  it('ships only after the confirmation naming the order, carrier and tracking number', async () => {
    mocked.shipOrder.mockResolvedValue({ orderNo: paid.orderNo, status: 'shipped' });
    await renderConsole(<Orders />);
    fireEvent.click(await screen.findByRole('button', { name: paid.orderNo }));
    const detail = screen.getByTestId('order-detail');
    // A tracking number with a slash is refused before asking.
    fireEvent.change(within(detail).getByLabelText('Carrier'), { target: { value: 'DHL' } });
    fireEvent.change(within(detail).getByLabelText('Tracking number'), { target: { value: 'JD/01' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Ship' }));
    expect(await within(detail).findByText(/Enter the carrier and a tracking number/)).toBeTruthy();

    fireEvent.change(within(detail).getByLabelText('Tracking number'), { target: { value: 'JD0146 0001' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Ship' }));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe(`Ship order ${paid.orderNo} with DHL, tracking number JD0146 0001?`);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mocked.shipOrder).not.toHaveBeenCalled();

    fireEvent.click(within(detail).getByRole('button', { name: 'Ship' }));
    await screen.findByTestId('confirm-message');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mocked.shipOrder).toHaveBeenCalledWith(paid.orderNo, { carrier: 'DHL', trackingNo: 'JD0146 0001' }));
    // The list is read again to show the order's new state.
    await waitFor(() => expect(mocked.searchOrders).toHaveBeenCalledTimes(2));
  });

  it('asks for a reason before settling or refusing a refund', async () => {
    const asked: ConsoleOrder = { ...paid, status: 'refund_requested', refund: { reason: 'Too small', localAmount: 1840, status: 'pending' } };
    mocked.searchOrders.mockResolvedValue(page([asked]));
    await renderConsole(<Orders />);
    fireEvent.click(await screen.findByRole('button', { name: paid.orderNo }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuse refund' }));
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-message')).toBeNull();
    fireEvent.change(screen.getByLabelText('Reason (told to the customer)'), { target: { value: 'Worn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse refund' }));
    await screen.findByTestId('confirm-message');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mocked.decideRefund).toHaveBeenCalledWith(paid.orderNo, { decision: 'refuse', reason: 'Worn' }));
  });

  it('opens the order its address names (/backoffice/orders/<number>)', async () => {
    await renderConsole(<Orders orderNo={paid.orderNo} />);
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
    expect(mocked.searchOrders).toHaveBeenCalledWith({ q: paid.orderNo, page: 1, size: 20 });
  });
});
