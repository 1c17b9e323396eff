import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $outcome, payCallbackOpened, signedResult, verifyFx } from './model';

const query = '?serial=PAY1&orderNo=SF1&result=approved&amount=100&ts=1&nonce=abcdefgh12345678&sig=' + 'a'.repeat(64);

describe('payment result', () => {
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
    expect(declined.getState($outcome)).toEqual({ state: 'failed', orderId: 3 });

    const forged = fork({ handlers: [[verifyFx, async () => Promise.reject(new Error('The payment result could not be verified'))]] });
    await allSettled(payCallbackOpened, { scope: forged, params: query });
    expect(forged.getState($outcome)).toEqual({ state: 'failed', orderId: null });

    const incomplete = fork();
    await allSettled(payCallbackOpened, { scope: incomplete, params: '?result=approved' });
    expect(incomplete.getState($outcome)).toEqual({ state: 'failed', orderId: null });
  });
});
