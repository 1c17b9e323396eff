import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import type { Order } from '@storefront/shared/schemas/checkout';
import { $locale } from '@storefront/shared/store';
import { renderAccount, text } from '../test/account-harness';
import { dateTime } from '../lib/date';
import { fetchOrderFx } from '../features/orders/details-model';
import { OrderDetails } from '../features/orders/ui/order-details';
import { startPage } from '../test/page-start';
import { orderDetailsStarted } from './order-details.model';

/** Renders the details of the order above as its page starts it (the fetch resolves inside act). */
const show = (o: Order, locale: 'en' | 'de' | 'jp' = 'en') =>
  act(async () => {
    // The page's language is the scope's, as the shell sets it.
    const scope = fork({ values: [[$locale, locale]], handlers: [[fetchOrderFx, async () => o]] });
    await startPage(scope, 'OrderDetails', orderDetailsStarted, { params: { id: '7' } });
    await renderAccount(<OrderDetails orderId={7} />, { locale, scope });
  });

const amounts = { subtotal: 2000, freight: 0, serviceCharge: 0, tax: 0, discount: 0, actualPayment: 2000 };
const refundedAt = 1_767_225_600; // 2026-01-01 00:00 UTC

/** A cancelled order whose payment arrived afterwards and was given back (and one still being given back). */
const order: Order = {
  ...amounts,
  id: 7,
  orderNo: 'SF260101-7KQ2XM',
  status: 'cancelled',
  createdAt: refundedAt - 3600,
  paidAt: null,
  shippedAt: null,
  carrier: null,
  trackingNo: null,
  receivedAt: null,
  completedAt: null,
  cancelledAt: refundedAt - 60,
  payBefore: null,
  paymentMethod: 'card',
  paymentMethodName: 'Card',
  email: 'ada@example.test',
  phone: '+1 212 555 0100',
  fullName: 'Ada Lovelace',
  address: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'US',
    region: 'NY',
    city: 'New York',
    line: '1 Main Street',
    postcode: '10001',
    phone: '+1 212 555 0100',
  },
  items: [],
  taxRate: 0,
  local: { ...amounts, subtotal: 1840, actualPayment: 1840 },
  currency: 'EUR',
  symbol: '€',
  exRate: 0.92,
  couponCode: null,
  serialNumber: null,
  bankSerialNumber: null,
  note: '',
  refunds: [],
  paymentRefunds: [
    { serialNumber: 'PAY20260101AAAA', amount: 2000, localAmount: 1840, refundedAt },
    { serialNumber: 'PAY20260101BBBB', amount: 2000, localAmount: 1840, refundedAt: null },
  ],
  actions: ['reorder'],
};

// The same euros as each reader writes them.
const EUROS = { en: '€18.40', de: '18,40\u00a0€', jp: '€18.40' };

describe.each(['en', 'de', 'jp'] as const)('order details (%s)', (locale) => {
  it('shows a payment that came after the order closed as refunded on its date, or as being refunded', async () => {
    await show(order, locale);
    const amount = EUROS[locale];
    const list = await screen.findByTestId('payment-refunds');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      await text(locale, 'orders.details.paymentRefunded', { amount, date: dateTime(refundedAt) }),
      await text(locale, 'orders.details.paymentRefundPending', { amount }),
    ]);
    expect(screen.getByText(await text(locale, 'orders.details.paymentRefunds'))).toBeTruthy();
  });
});

it('reads, in English, "Payment of €18.40 refunded on" and the date', async () => {
  await show(order);
  expect((await screen.findByTestId('payment-refunds')).textContent).toContain(`Payment of €18.40 refunded on ${dateTime(refundedAt)}`);
});

it('shows nothing of the kind for an order without such payments', async () => {
  await show({ ...order, paymentRefunds: [] });
  await screen.findByTestId('order-details');
  expect(screen.queryByTestId('payment-refunds')).toBeNull();
});

describe.each(['en', 'de', 'jp'] as const)('a shipped order (%s)', (locale) => {
  it('shows the carrier and the tracking number the shop gave', async () => {
    await show({ ...order, status: 'shipped', shippedAt: refundedAt, carrier: 'DHL', trackingNo: 'JD0146 0000 1234', paymentRefunds: [] }, locale);
    expect((await screen.findByTestId('tracking-number')).textContent).toBe('JD0146 0000 1234');
    expect(screen.getByTestId('carrier').textContent).toBe('DHL');
    expect(screen.getByText(await text(locale, 'orders.details.trackingNo'))).toBeTruthy();
  });
});

it('shows no tracking number before the order is shipped', async () => {
  await show({ ...order, paymentRefunds: [] });
  await screen.findByTestId('order-details');
  expect(screen.queryByTestId('tracking-number')).toBeNull();
});
