import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, productionConfig } from '../../../test/helpers';
import { createOrderWith, createProduct } from '../../../test/account-fixtures';
import { orders } from '../../db/schema/orders';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const run = (args: string[]) => app.inject({ method: 'POST', url: '/api/dev/operator', payload: { args } });

describe('POST /api/dev/operator', () => {
  it('runs the operator command line: ship a paid order', async () => {
    const { user } = await createUser(app);
    const { order } = await createOrderWith(app, user.id, [(await createProduct(app)).id], 'paid');
    const res = await run(['ship', order.orderNo]);
    expect(res.json().data).toEqual({ code: 0, lines: [`${order.orderNo}: shipped, now shipped`] });
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('shipped');
    expect((await run(['ship', order.orderNo])).json().data.code).toBe(1);
    expect((await run(['ship', 'NO-SUCH'])).json().data).toEqual({ code: 1, lines: ['no order with this number'] });
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ config: productionConfig() });
    try {
      expect((await prod.inject({ method: 'POST', url: '/api/dev/operator', payload: { args: ['cancel-expired'] } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
