import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { authThrottle } from '../../db/schema/auth';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { auth } from '../order/testing';
import { couponDiscount, couponState } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let ipCounter = 0;
/** A client address of its own, so the per-IP limits of one test do not reach the next. */
const freshIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
const claim = (token: string, code: string, lang = 'en', ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(token, { 'accept-language': lang }), payload: { code }, remoteAddress: ip });
const list = (token: string, state?: string) => app.inject({ url: `/api/user/coupon${state ? `?state=${state}` : ''}`, headers: auth(token) });

describe('promo codes', () => {
  it('claims a seeded code (case-insensitive) once; claiming it again while unused answers the same copy', async () => {
    const { user, token } = await createUser(app);
    const res = await claim(token, 'welcome10');
    expect(res.json()).toMatchObject({
      status: 200,
      msg: 'Promo code claimed',
      data: { code: 'WELCOME10', kind: 'percent', value: 10, minSpend: 5000, state: 'unused', origin: 'campaign', usedAt: null },
    });
    const again = await claim(token, 'WELCOME10', 'de');
    expect(again.json()).toMatchObject({ status: 200, msg: 'Dieser Aktionscode ist bereits in Ihrem Konto', data: { id: res.json().data.id } });
    await app.db
      .update(userCoupons)
      .set({ usedAt: new Date() })
      .where(sql`${userCoupons.userId} = ${user.id}`);
    const used = await claim(token, 'WELCOME10');
    expect(used.statusCode).toBe(400);
    expect(used.json().msg).toBe('You have already claimed this promo code');
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

describe('guessing promo codes', () => {
  it('allows 5 wrong codes an hour per account, then refuses every claim of that account for the hour', async () => {
    const { token } = await createUser(app);
    for (let i = 1; i <= 5; i++) expect((await claim(token, `GUESS${i}`)).json().msg).toBe('This promo code does not exist');
    const sixth = await claim(token, 'SAVE5');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ status: 400, msg: 'Too many wrong promo codes, please try again in 60 minutes', data: null });
    expect((await claim(token, 'SAVE6', 'de')).json().msg).toBe('Zu viele falsche Aktionscodes, bitte versuchen Sie es in 60 Minuten erneut');
    expect((await claim(token, 'SAVE6', 'cn')).json().msg).toBe('优惠码错误次数过多，请 60 分钟后再试');
    // Another customer is not affected.
    expect((await claim((await createUser(app)).token, 'SAVE5')).statusCode).toBe(200);
  });

  it('codes that exist do not count as wrong guesses', async () => {
    const { token } = await createUser(app);
    for (let i = 0; i < 6; i++) expect((await claim(token, 'SPRING2020')).json().msg).toBe('This promo code has expired');
    expect((await claim(token, 'SAVE5')).statusCode).toBe(200);
  });

  it('allows 20 wrong codes an hour per IP, whichever accounts try them', async () => {
    const ip = freshIp();
    for (let account = 0; account < 4; account++) {
      const { token } = await createUser(app);
      for (let i = 0; i < 5; i++) expect((await claim(token, `IP${account}X${i}`, 'en', ip)).statusCode).toBe(400);
    }
    const { token } = await createUser(app);
    const res = await claim(token, 'SAVE5', 'fr', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Trop de codes promo erronés, veuillez réessayer dans 60 minutes');
    expect((await claim(token, 'SAVE5', 'en', freshIp())).statusCode).toBe(200);
  });

  it('counts parallel guesses exactly: of 12 at once, 5 are looked at', async () => {
    const { token } = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => claim(token, `RACE${i}`)));
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('limits every claim of an account, wrong or not', async () => {
    const { user, token } = await createUser(app);
    await app.db
      .insert(authThrottle)
      .values({ key: `coupon:claim:user:${user.id}`, hits: 20, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + interval '30 minutes'` });
    const res = await claim(token, 'SAVE5');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Too many attempts, please try again in 30 minutes');
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
