import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { auth } from '../order/testing';
import { couponDiscount, couponState } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const claim = (token: string, code: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(token, { 'accept-language': lang }), payload: { code } });
const list = (token: string, state?: string) => app.inject({ url: `/api/user/coupon${state ? `?state=${state}` : ''}`, headers: auth(token) });

describe('promo codes', () => {
  it('claims a seeded code (case-insensitive) once', async () => {
    const { token } = await createUser(app);
    const res = await claim(token, 'welcome10');
    expect(res.json()).toMatchObject({ status: 200, msg: 'Promo code claimed', data: { code: 'WELCOME10', kind: 'percent', value: 10, minSpend: 5000, state: 'unused', usedAt: null } });
    const again = await claim(token, 'WELCOME10');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('You have already claimed this promo code');
  });

  it('refuses unknown and expired codes, translated', async () => {
    const { token } = await createUser(app);
    expect((await claim(token, 'NOPE')).json().msg).toBe('This promo code does not exist');
    expect((await claim(token, 'SPRING2020')).json().msg).toBe('This promo code has expired');
    expect((await claim(token, 'SPRING2020', 'fr')).json().msg).toBe('Ce code promo a expiré');
  });

  it('lists by state: to be used, used, expired', async () => {
    const { user, token } = await createUser(app);
    await claim(token, 'SAVE5');
    const [old] = await app.db
      .insert(coupons)
      .values({ code: `OLD${user.id}`, kind: 'amount', value: 100, validUntil: new Date(Date.now() - 1000) })
      .returning();
    await app.db.insert(userCoupons).values({ userId: user.id, couponId: old.id });
    const [spent] = await app.db
      .insert(coupons)
      .values({ code: `SPENT${user.id}`, kind: 'percent', value: 5, validUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    await app.db.insert(userCoupons).values({ userId: user.id, couponId: spent.id, usedAt: new Date() });

    expect((await list(token)).json().data.map((c: { code: string }) => c.code)).toEqual(['SAVE5']);
    expect((await list(token, 'unused')).json().data.map((c: { code: string }) => c.code)).toEqual(['SAVE5']);
    expect((await list(token, 'used')).json().data).toEqual([expect.objectContaining({ code: `SPENT${user.id}`, state: 'used' })]);
    expect((await list(token, 'expired')).json().data).toEqual([expect.objectContaining({ code: `OLD${user.id}`, state: 'expired' })]);
    expect((await list(token, 'overdue')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/user/coupon' })).json().status).toBe(410000);
  });
});

describe('couponDiscount and couponState', () => {
  it('takes a percentage rounded down, or an amount, never more than the sub-total', () => {
    expect(couponDiscount({ kind: 'percent', value: 10 }, 5999)).toBe(599);
    expect(couponDiscount({ kind: 'amount', value: 500 }, 3000)).toBe(500);
    expect(couponDiscount({ kind: 'amount', value: 500 }, 300)).toBe(300);
  });
  it('is used, expired or unused', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(couponState({ usedAt: now, validUntil: new Date('2020-01-01') }, now)).toBe('used');
    expect(couponState({ usedAt: null, validUntil: now }, now)).toBe('expired');
    expect(couponState({ usedAt: null, validUntil: new Date('2026-01-01') }, now)).toBe('unused');
  });
});
