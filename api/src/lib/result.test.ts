import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import type { Tx } from '../db';
import { authThrottle } from '../db/schema/auth';
import { ApiError, orRefuse } from './errors';
import { failure, inTransaction, success } from './result';

describe('inTransaction', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const write = (key: string) => (tx: Tx) => tx.insert(authThrottle).values({ key, hits: 1, windowStartedAt: new Date(), windowEndsAt: new Date() });
  const stored = async (key: string) => (await app.db.select().from(authThrottle).where(eq(authThrottle.key, key))).length;

  it('keeps what a successful result wrote', async () => {
    const result = await inTransaction(app.db, async (tx) => {
      await write('result:kept')(tx);
      return success(7);
    });
    expect(result).toEqual({ ok: true, data: 7 });
    expect(await stored('result:kept')).toBe(1);
  });

  it('undoes what was written before a refusal and answers the refusal as a value', async () => {
    const result = await inTransaction(app.db, async (tx) => {
      await write('result:undone')(tx);
      return failure('checkout.outOfStock', { name: 'Lamp', count: 0 });
    });
    expect(result).toEqual({ ok: false, error: 'checkout.outOfStock', params: { name: 'Lamp', count: 0 } });
    expect(await stored('result:undone')).toBe(0);
  });

  it('lets an unexpected error through, rolled back as well', async () => {
    const run = inTransaction(app.db, async (tx) => {
      await write('result:thrown')(tx);
      throw new Error('disk full');
    });
    await expect(run).rejects.toThrow('disk full');
    expect(await stored('result:thrown')).toBe(0);
  });
});

describe('orRefuse', () => {
  const refusedWith = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof ApiError ? { http: error.httpStatus, body: error.bodyStatus, key: error.messageKey, params: error.params } : error;
    }
    return 'not refused';
  };

  it('answers the data of a success', () => {
    expect(orRefuse(success({ id: 1 }))).toEqual({ id: 1 });
  });

  it('answers notFound as 404, a wait as 429 with body status 400, anything else as 400', () => {
    expect(refusedWith(() => orRefuse(failure('notFound')))).toEqual({ http: 404, body: 404, key: 'notFound', params: undefined });
    expect(refusedWith(() => orRefuse(failure('checkout.cancelledTooOften', { count: 3, minutes: 20 }), () => 429))).toEqual({
      http: 429,
      body: 400,
      key: 'checkout.cancelledTooOften',
      params: { count: 3, minutes: 20 },
    });
    expect(refusedWith(() => orRefuse(failure('checkout.notInCart')))).toEqual({ http: 400, body: 400, key: 'checkout.notInCart', params: undefined });
  });
});
