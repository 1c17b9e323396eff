import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import type { Order } from '@storefront/shared/schemas/checkout';
import { renderAccount, text } from '../../test/account-harness';
import { click, typeInto } from '../../test/form-helpers';
import { $order, applyRefundFx, fetchRefundsFx, toUsdMinor } from './model';
import { RefundApply } from './ui/refund-apply';

const order = {
  id: 7,
  orderNo: 'SF-7',
  status: 'paid',
  actualPayment: 2000,
  exRate: 0.92,
  currency: 'EUR',
  symbol: '€',
  local: { subtotal: 1840, freight: 0, serviceCharge: 0, tax: 0, discount: 0, actualPayment: 1840 },
  actions: ['refund'],
} as unknown as Order;

describe('refund amount', () => {
  it('maps the whole local amount to exactly what was paid and never more', () => {
    expect(toUsdMinor(order, 1840)).toBe(2000);
    expect(toUsdMinor(order, 920)).toBe(1000);
    expect(toUsdMinor(order, 1839)).toBeLessThanOrEqual(2000);
  });
});

describe.each(['en', 'de'] as const)('apply for refund (%s)', (locale) => {
  it('refuses more than was paid and an empty reason, then sends USD minor units', async () => {
    const apply = vi.fn(async () => order);
    await renderAccount(<RefundApply />, {
      locale,
      scope: fork({
        values: [[$order, order]],
        handlers: [
          [applyRefundFx, apply],
          [fetchRefundsFx, async () => []],
        ],
      }),
    });
    const label = await text(locale, 'refunds.amount', { currency: 'EUR' });
    await typeInto(label, '18.41');
    expect(await screen.findByText(await text(locale, 'validation.refundTooMuch'))).toBeTruthy();
    await typeInto(label, '0');
    expect(await screen.findByText(await text(locale, 'validation.refundPositive'))).toBeTruthy();
    await typeInto(label, '1.234');
    expect(await screen.findByText(await text(locale, 'validation.moneyInvalid'))).toBeTruthy();
    await typeInto(label, '9.20');
    await click(await text(locale, 'refunds.submit'));
    expect(await screen.findByText(await text(locale, 'validation.reasonRequired'))).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
    await typeInto(await text(locale, 'refunds.reason'), 'Broken lid');
    await click(await text(locale, 'refunds.submit'));
    await waitFor(() => expect(apply).toHaveBeenCalledWith({ orderId: 7, reason: 'Broken lid', amount: 1000 }));
  });
});
