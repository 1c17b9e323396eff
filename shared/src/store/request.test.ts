import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { $redirectTo, createApiEffect, createRequest } from './request';
import { $locale, $moneyType, $token, $userInfo } from './shop';
import { $toasts } from './toast';
import { DEFAULT_MONEY_TYPE } from '../contracts/shop';
import type { RequestContext } from '../contracts/request-context';

describe('createApiEffect', () => {
  it('hands the handler the request context of the scope it runs in', async () => {
    const seen: RequestContext[] = [];
    const fx = createApiEffect(async (context, id: number) => {
      seen.push(context);
      return id;
    });
    const de = fork({
      values: [
        [$locale, 'de'],
        [$token, 'tok'],
        [$moneyType, { ...DEFAULT_MONEY_TYPE, currency: 'EUR' }],
      ],
    });
    const fr = fork({ values: [[$locale, 'fr']] });
    await Promise.all([allSettled(fx, { scope: de, params: 1 }), allSettled(fx, { scope: fr, params: 2 })]);
    expect(seen).toEqual([
      { locale: 'de', currency: 'EUR', token: 'tok', host: '', realIp: '' },
      { locale: 'fr', currency: 'USD', token: null, host: '', realIp: '' },
    ]);
  });

  it('shows a failure as an error toast in that scope', async () => {
    const fx = createApiEffect(async () => {
      throw new ApiRequestError('Out of stock', 500100, 200, 'toast');
    });
    const scope = fork();
    const other = fork();
    await allSettled(fx, { scope });
    expect(scope.getState($toasts).map((t) => [t.message, t.type])).toEqual([['Out of stock', 'error']]);
    expect(other.getState($toasts)).toEqual([]);
    expect(scope.getState($redirectTo)).toBeNull();
  });

  it('code 410000 ends the session and goes to /join', async () => {
    const fx = createApiEffect(async () => {
      throw new ApiRequestError('please log in', 410000, 401, 'sessionEnded');
    });
    const scope = fork({
      values: [
        [$token, 'tok'],
        [$userInfo, { id: 1, username: 'ann', email: 'ann@example.com' }],
      ],
    });
    await allSettled(fx, { scope });
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($userInfo)).toBeNull();
    expect(scope.getState($redirectTo)).toBe('/join');
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('sends HTTP 403/404/500 to /error, and leaves an expected failure to the caller', async () => {
    const broken = createApiEffect(async () => {
      throw new ApiRequestError('x', 500, 500, 'errorPage');
    });
    const expected = createApiEffect(async () => {
      throw new ApiRequestError('Not Found', 404, 404, 'none');
    });
    const a = fork();
    await allSettled(broken, { scope: a });
    expect(a.getState($redirectTo)).toBe('/error');
    const b = fork();
    await allSettled(expected, { scope: b });
    expect(b.getState($redirectTo)).toBeNull();
    expect(b.getState($toasts)).toEqual([]);
  });
});

/** A handler whose answers the test releases by hand, in any order. */
function controlled<P, R>() {
  const pending: { params: P; resolve(r: R): void; reject(e: unknown): void }[] = [];
  const handler = (_context: unknown, params: P) => new Promise<R>((resolve, reject) => pending.push({ params, resolve, reject }));
  return { handler, pending };
}

describe('createRequest', () => {
  it('is idle until requested, then done with the data', async () => {
    const request = createRequest(async (_c, id: number) => `item ${id}`);
    const scope = fork();
    expect(scope.getState(request.$status)).toBe('idle');
    await allSettled(request.requested, { scope, params: 1 });
    expect(scope.getState(request.$status)).toBe('done');
    expect(scope.getState(request.$data)).toBe('item 1');
    expect(scope.getState(request.$error)).toBeNull();
  });

  it('keeps the answer of the latest request when an older one arrives late', async () => {
    const { handler, pending } = controlled<number, string>();
    const request = createRequest(handler);
    const scope = fork();
    const settled = Promise.all([allSettled(request.requested, { scope, params: 1 }), allSettled(request.requested, { scope, params: 2 })]);
    await Promise.resolve();
    expect(pending.map((p) => p.params)).toEqual([1, 2]);
    expect(scope.getState(request.$status)).toBe('loading');
    pending[1]!.resolve('second');
    pending[0]!.resolve('first');
    await settled;
    expect(scope.getState(request.$data)).toBe('second');
    expect(scope.getState(request.$status)).toBe('done');
  });

  it('tells two requests for the same thing apart (the page started again in another language): the late first answer is dropped', async () => {
    const { handler, pending } = controlled<void, string>();
    const request = createRequest(handler);
    const scope = fork();
    const settled = Promise.all([allSettled(request.requested, { scope }), allSettled(request.requested, { scope })]);
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('Hemd');
    pending[0]!.resolve('Shirt');
    await settled;
    expect(scope.getState(request.$data)).toBe('Hemd');
  });

  it('keeps the previous data while the next request loads', async () => {
    const { handler, pending } = controlled<number, string>();
    const request = createRequest(handler);
    const scope = fork({ values: [[request.$data, 'old']] });
    const settled = allSettled(request.requested, { scope, params: 2 });
    await Promise.resolve();
    expect(scope.getState(request.$status)).toBe('loading');
    expect(scope.getState(request.$data)).toBe('old');
    pending[0]!.resolve('new');
    await settled;
    expect(scope.getState(request.$data)).toBe('new');
  });

  it('retried repeats the latest request and clears the error once it succeeds', async () => {
    const calls: number[] = [];
    const request = createRequest(async (_c, id: number) => {
      calls.push(id);
      if (calls.length === 1) throw new Error('network down');
      return `item ${id}`;
    });
    const scope = fork();
    await allSettled(request.requested, { scope, params: 7 });
    expect(scope.getState(request.$status)).toBe('error');
    expect(scope.getState(request.$error)?.message).toBe('network down');
    await allSettled(request.retried, { scope });
    expect(calls).toEqual([7, 7]);
    expect(scope.getState(request.$status)).toBe('done');
    expect(scope.getState(request.$data)).toBe('item 7');
    expect(scope.getState(request.$error)).toBeNull();
  });

  it('retried does nothing before the first request', async () => {
    const calls: number[] = [];
    const request = createRequest(async (_c, id: number) => calls.push(id));
    const scope = fork();
    await allSettled(request.retried, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState(request.$status)).toBe('idle');
  });

  it('reports an HTTP 404 as notFound', async () => {
    const request = createRequest(async (_c, _id: number): Promise<string> => {
      throw new ApiRequestError('Not Found', 404, 404);
    });
    const scope = fork();
    await allSettled(request.requested, { scope, params: 999 });
    expect(scope.getState(request.$status)).toBe('notFound');
    expect(scope.getState(request.$error)).toBeInstanceOf(ApiRequestError);
  });

  it('reports any other failure as error', async () => {
    const failures: unknown[] = [new ApiRequestError('Server Error', 500, 500), new ApiRequestError('Bad', 404, 200), new Error('x'), 'not an Error'];
    for (const failure of failures) {
      const request = createRequest(async (_c, _id: number): Promise<string> => {
        throw failure;
      });
      const scope = fork();
      await allSettled(request.requested, { scope, params: 1 });
      expect(scope.getState(request.$status), String(failure)).toBe('error');
      expect(scope.getState(request.$error)).toBeInstanceOf(Error);
    }
  });
});
