import { createEffect, createEvent, createStore, sample } from 'effector';
import * as api from './api';

export type PayOutcome = { state: 'checking' } | { state: 'success'; orderNo: string; orderId: number } | { state: 'failed'; orderId: number | null };

const FIELDS = ['serial', 'orderNo', 'result', 'amount', 'ts', 'nonce', 'sig'] as const;

/** The signed fields of the return address, or null when some are missing. */
export function signedResult(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = query.get(field);
    if (!value) return null;
    out[field] = value;
  }
  return out;
}

export const payCallbackOpened = createEvent<string>();
export const verifyFx = createEffect(api.verifyResult);

export const $outcome = createStore<PayOutcome>({ state: 'checking' })
  .on(payCallbackOpened, () => ({ state: 'checking' }))
  .on(verifyFx.doneData, (_, r) => (r.result === 'approved' && r.status !== 'unpaid' && r.status !== 'cancelled' ? { state: 'success', orderNo: r.orderNo, orderId: r.orderId } : { state: 'failed', orderId: r.orderId }))
  .on(verifyFx.fail, () => ({ state: 'failed', orderId: null }));

const opened = sample({ clock: payCallbackOpened, fn: signedResult });
sample({ clock: opened, filter: (r): r is Record<string, string> => r !== null, target: verifyFx });
sample({ clock: opened, filter: (r) => r === null, fn: (): PayOutcome => ({ state: 'failed', orderId: null }), target: $outcome });
