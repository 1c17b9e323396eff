import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, mailedCode, PASSWORD, registerThroughApi } from '../../../test/auth';
import { createTestApp } from '../../../test/helpers';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { users } from '../../db/schema/users';
import { auth } from '../order/testing';
import { WELCOME_OFFER } from '../coupon/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const myCoupons = async (token: string, state = 'unused') => (await app.inject({ url: `/api/user/coupon?state=${state}`, headers: auth(token) })).json().data;
const inbox = async (token: string, lang: string) =>
  (await app.inject({ url: '/api/user/mail', headers: auth(token, { 'accept-language': lang }) })).json().data.list;

describe('the welcome code', () => {
  it('a new account has a personal code for 10% off one order, valid 30 days, listed to be used', async () => {
    const { token } = await registerThroughApi(app);
    const list = await myCoupons(token);
    expect(list).toEqual([expect.objectContaining({ origin: 'welcome', kind: 'percent', value: 10, minSpend: 0, state: 'unused', usedAt: null })]);
    expect(list[0].code).toMatch(/^HELLO-[A-Z2-9]{10}$/);
    const days = (list[0].validUntil - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(WELCOME_OFFER.days - 0.01);
    expect(days).toBeLessThanOrEqual(WELCOME_OFFER.days);
  });

  it('is told in the inbox, worded in the language the shopper reads it in', async () => {
    const { token } = await registerThroughApi(app);
    const [{ code }] = await myCoupons(token);
    const [en] = await inbox(token, 'en');
    expect(en).toMatchObject({ kind: 'account', title: 'Your welcome code', read: false });
    expect(en.body).toBe(
      `Welcome to the shop! Your personal code ${code} takes 10% off one order. It is valid for 30 days and waits for you under Promo codes; choose it at checkout.`,
    );
    const [ru] = await inbox(token, 'ru');
    expect(ru.title).toBe('Ваш приветственный код');
    expect(ru.body).toContain(`Ваш личный код ${code} даёт скидку 10% на один заказ`);
  });

  it('every account gets its own code, which no other account can claim', async () => {
    const a = await registerThroughApi(app);
    const b = await registerThroughApi(app);
    const [codeA] = await myCoupons(a.token);
    const [codeB] = await myCoupons(b.token);
    expect(codeA.code).not.toBe(codeB.code);
    const stolen = await app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(b.token), payload: { code: codeA.code } });
    expect(stolen.json()).toMatchObject({ status: 400, msg: 'This promo code does not exist' });
    // Typed by its owner (as at checkout) it is the owner's copy.
    const own = await app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(a.token), payload: { code: codeA.code.toLowerCase() } });
    expect(own.json()).toMatchObject({ status: 200, msg: 'This promo code is already in your account', data: { id: codeA.id, origin: 'welcome' } });
  });

  it('accounts made through the development route get one too', async () => {
    const identity = { ...freshIdentity('devwelcome'), password: PASSWORD };
    expect((await app.inject({ method: 'POST', url: '/api/dev/users', payload: identity })).statusCode).toBe(200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
    const rows = await app.db
      .select({ origin: coupons.origin })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(eq(userCoupons.userId, user.id));
    expect(rows).toEqual([{ origin: 'welcome' }]);
  });

  it('is created with the account or not at all: when the code cannot be stored, there is no account either', async () => {
    const identity = freshIdentity('atomic');
    const emailCode = await mailedCode(app, identity.email);
    await app.db.execute(sql`create function refuse_welcome() returns trigger language plpgsql as $$ begin raise exception 'no welcome codes'; end $$`);
    await app.db.execute(
      sql`create trigger refuse_welcome before insert on coupons for each row when (new.origin = 'welcome') execute function refuse_welcome()`,
    );
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/reg',
        payload: { ...identity, password: PASSWORD, confirmPassword: PASSWORD, emailCode, agree: true },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger refuse_welcome on coupons`);
      await app.db.execute(sql`drop function refuse_welcome()`);
    }
    expect(await app.db.select().from(users).where(eq(users.email, identity.email))).toEqual([]);
  });
});

describe('with WELCOME_CODE_PERCENT=0', () => {
  let off: FastifyInstance;
  beforeAll(async () => {
    off = await createTestApp({ config: { welcomeCodePercent: 0 } });
  });
  afterAll(() => off.close());

  it('a new account has no code and no welcome message', async () => {
    const { token } = await registerThroughApi(off);
    expect((await off.inject({ url: '/api/user/coupon', headers: auth(token) })).json().data).toEqual([]);
    expect((await off.inject({ url: '/api/user/mail', headers: auth(token) })).json().data.list).toEqual([]);
  });
});
