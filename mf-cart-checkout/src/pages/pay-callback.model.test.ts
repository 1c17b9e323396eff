import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $outcome, verifyFx } from '../features/pay-result/model';
import { startPage } from '../test/page-start';
import { payCallbackStarted } from './pay-callback.model';

const signed = { serial: 'PAY1', orderNo: 'SF1', result: 'approved', amount: '100', currency: 'USD', ts: '1', nonce: 'abcdefgh12345678', sig: 'a'.repeat(64) };

describe('payment return page start', () => {
  it('has the signed result of the address checked by the store, and shows what it says', async () => {
    const verify = vi.fn(async () => ({ result: 'approved' as const, orderNo: 'SF1', orderId: 3, status: 'paid' as const, replayed: false }));
    const scope = fork({ handlers: [[verifyFx, verify]] });
    await startPage(scope, 'PayCallback', payCallbackStarted, { query: signed });
    expect(verify).toHaveBeenCalledWith(signed);
    expect(scope.getState($outcome)).toEqual({ state: 'success', orderNo: 'SF1', orderId: 3 });
  });

  it('an address without the signed fields fails without asking the store', async () => {
    const verify = vi.fn();
    const scope = fork({ handlers: [[verifyFx, verify]] });
    await startPage(scope, 'PayCallback', payCallbackStarted, { query: { result: 'approved' } });
    expect(verify).not.toHaveBeenCalled();
    expect(scope.getState($outcome)).toEqual({ state: 'failed', orderId: null, orderNo: null, payable: false });
  });
});
