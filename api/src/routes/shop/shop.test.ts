import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_TYPE } from '@storefront/shared/contracts/shop';
import { LOCALES } from '@storefront/shared/routes';
import { createTestApp } from '../../../test/helpers';
import { runSeeders } from '../../db/reference';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/language', () => {
  it('answers the nine languages, en first, in data and as JSON text in msg', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/language' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(JSON.parse(body.msg)).toEqual(body.data);
    expect(body.data.map((l: { abb: string }) => l.abb)).toEqual([...LOCALES]);
    expect(body.data[0]).toEqual({ id: 1, abb: 'en', name: 'English' });
  });

  it('accepts the form-encoded content type the shop sends on GET', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/language', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/currency', () => {
  it('answers the currencies with USD first at rate 1', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/currency' })).json();
    expect(body.status).toBe(200);
    expect(JSON.parse(body.msg)).toEqual(body.data);
    expect(body.data[0]).toEqual(DEFAULT_MONEY_TYPE);
    expect(body.data.map((c: { currency: string }) => c.currency)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'TWD', 'RUB', 'BRL']);
    for (const c of body.data) {
      expect(Object.keys(c).sort()).toEqual(['cid', 'currency', 'ex_rate', 'flag', 'id', 'symbol', 'uid']);
      expect(c.ex_rate).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/settings', () => {
  it('answers the operator switches with their defaults', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(body).toEqual({
      status: 200,
      msg: 'success',
      data: { isEdit: false, isCloseComment: false, webPayclose: 0, webType: 1, webPid: 0 },
    });
  });
});

describe('seeders', () => {
  it('leave the same rows when run again', async () => {
    const before = await Promise.all(['/api/language', '/api/currency', '/api/settings'].map((url) => app.inject({ url }).then((r) => r.json())));
    await runSeeders(app.db);
    await runSeeders(app.db);
    const after = await Promise.all(['/api/language', '/api/currency', '/api/settings'].map((url) => app.inject({ url }).then((r) => r.json())));
    expect(after).toEqual(before);
  });
});
