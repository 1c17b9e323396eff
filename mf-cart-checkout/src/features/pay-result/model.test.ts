import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { apiPost, type RequestContext } from '@storefront/shared/api';
import { startPayment } from './api';
import { $outcome, attemptFx, confirmWaitFx, openPayPageFx, payAgainClicked, payAgainFx, payCallbackOpened, signedResult, verifyFx } from './model';

const query = '?serial=PAY1&orderNo=SF1&result=approved&amount=100&currency=EUR&ts=1&nonce=abcdefgh12345678&sig=' + 'a'.repeat(64);

vi.mock('@storefront/shared/api', async (original) => ({
  ...(await original<typeof import('@storefront/shared/api')>()),
  apiPost: vi.fn(async () => ({ status: 200, msg: '', data: { payUrl: 'http://pay.test/1', serialNumber: 'PAY2' } })),
}));

describe('payment result', () => {
  it('asks for the pay page in the language of the request', async () => {
    const context: RequestContext = { locale: 'de', currency: 'EUR', token: 'tok', host: '', realIp: '' };
    await startPayment(context, 3);
    expect(apiPost).toHaveBeenCalledWith(context, '/api/pay/start', { orderId: 3, locale: 'de' });
  });

  it('needs every signed field', () => {
    expect(signedResult(query)).toMatchObject({ serial: 'PAY1', result: 'approved', sig: 'a'.repeat(64) });
    expect(signedResult('?serial=PAY1&result=approved')).toBeNull();
  });

  it('approved and verified: success with the order number', async () => {
    const scope = fork({ handlers: [[verifyFx, async () => ({ result: 'approved', orderNo: 'SF1', orderId: 3, status: 'paid', replayed: false })]] });
    await allSettled(payCallbackOpened, { scope, params: query });
    expect(scope.getState($outcome)).toEqual({ state: 'success', orderNo: 'SF1', orderId: 3 });
  });

  it('declined, unverifiable or incomplete: failure', async () => {
    const declined = fork({ handlers: [[verifyFx, async () => ({ result: 'declined', orderNo: 'SF1', orderId: 3, status: 'unpaid', replayed: false })]] });
    await allSettled(payCallbackOpened, { scope: declined, params: query });
    expect(declined.getState($outcome)).toEqual({ state: 'failed', orderId: 3, orderNo: 'SF1', payable: true });

    const forged = fork({ handlers: [[verifyFx, async () => Promise.reject(new Error('The payment result could not be verified'))]] });
    await allSettled(payCallbackOpened, { scope: forged, params: query });
    expect(forged.getState($outcome)).toEqual({ state: 'failed', orderId: null, orderNo: null, payable: false });

    const incomplete = fork();
    await allSettled(payCallbackOpened, { scope: incomplete, params: '?result=approved' });
    expect(incomplete.getState($outcome)).toEqual({ state: 'failed', orderId: null, orderNo: null, payable: false });
  });

  it('a return without a decision (Stripe) asks the shop, says the payment is being confirmed, and asks again until it is', async () => {
    const answers = [
      { state: 'pending', orderNo: 'SF1', orderId: 3, status: 'unpaid' },
      { state: 'pending', orderNo: 'SF1', orderId: 3, status: 'unpaid' },
      { state: 'approved', orderNo: 'SF1', orderId: 3, status: 'paid' },
    ] as const;
    const asked = vi.fn(async (_serial: string) => answers[Math.min(asked.mock.calls.length - 1, 2)] ?? answers[2]);
    const seen: string[] = [];
    const scope = fork({
      handlers: [
        [attemptFx, asked],
        [
          confirmWaitFx,
          async (serial: string) => {
            seen.push(scope.getState($outcome).state);
            return serial;
          },
        ],
      ],
    });
    await allSettled(payCallbackOpened, { scope, params: '?serial=PAY20261127ABCDEF' });
    expect(asked).toHaveBeenCalledTimes(3);
    expect(asked).toHaveBeenCalledWith('PAY20261127ABCDEF');
    expect(seen).toEqual(['confirming', 'confirming']);
    expect(scope.getState($outcome)).toEqual({ state: 'success', orderNo: 'SF1', orderId: 3 });
  });

  it('pay again starts a new attempt for the declined order while it is unpaid, and not for a cancelled one', async () => {
    const start = vi.fn(async () => ({ payUrl: 'http://pay.test/1', serialNumber: 'PAY2' }));
    const open = vi.fn();
    const declined = fork({
      handlers: [
        [verifyFx, async () => ({ result: 'declined', orderNo: 'SF1', orderId: 3, status: 'unpaid', replayed: false })],
        [payAgainFx, start],
        [openPayPageFx, open],
      ],
    });
    await allSettled(payCallbackOpened, { scope: declined, params: query });
    await allSettled(payAgainClicked, { scope: declined });
    expect(start).toHaveBeenCalledWith(3);
    expect(open).toHaveBeenCalledWith('http://pay.test/1');

    const start2 = vi.fn(async () => ({ payUrl: 'http://pay.test/2', serialNumber: 'PAY3' }));
    const cancelled = fork({
      handlers: [
        [verifyFx, async () => ({ result: 'declined', orderNo: 'SF2', orderId: 4, status: 'cancelled', replayed: false })],
        [payAgainFx, start2],
      ],
    });
    await allSettled(payCallbackOpened, { scope: cancelled, params: query });
    expect(cancelled.getState($outcome)).toEqual({ state: 'failed', orderId: 4, orderNo: 'SF2', payable: false });
    await allSettled(payAgainClicked, { scope: cancelled });
    expect(start2).not.toHaveBeenCalled();
  });
});
