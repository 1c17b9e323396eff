import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, freshIp, lastCode, mailedCode, PASSWORD, registerThroughApi, sendCode, skipResendWait } from '../../../test/auth';
import { createTestApp, createUser, productionConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import { authThrottle, emailCodes } from '../../db/schema/auth';
import { products, reviews } from '../../db/schema/catalog';
import { mailOutbox } from '../../db/schema/mail';
import { sessions, users } from '../../db/schema/users';
import { AUTH_FAILED } from '../../lib/envelope';
import { createSession } from '../../lib/sessions';
import { format } from '../../i18n/messages';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Payload = Record<string, unknown>;
const post = (url: string, payload: Payload, options: { token?: string; lang?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
const me = (token: string) => app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
const login = (account: string, password: string, options: { ip?: string; lang?: string } = {}) => post('/api/user/login', { account, password }, options);
const changePassword = (token: string | null, payload: Payload, lang?: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/password',
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

function registration(overrides: Payload = {}): Payload {
  const identity = freshIdentity();
  return { ...identity, password: PASSWORD, confirmPassword: PASSWORD, emailCode: '0000', agree: true, ...overrides };
}

/** The message of a 400 answer, failing the test on any other status. */
async function refusal(res: Awaited<ReturnType<typeof post>>): Promise<string> {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.status).toBe(400);
  return body.msg as string;
}

describe('POST /api/user/reg', () => {
  it('creates the account with the emailed code and answers a 7-day session', async () => {
    const identity = freshIdentity();
    const emailCode = await mailedCode(app, identity.email);
    const res = await post('/api/user/reg', { ...identity, password: PASSWORD, confirmPassword: PASSWORD, emailCode, agree: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Registration succeeded');
    expect(body.data.user).toEqual({ id: expect.any(Number), username: identity.username, email: identity.email, nickname: null, avatar: null });
    const days = (Date.parse(body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await me(body.data.token)).json().data.username).toBe(identity.username);
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, body.data.user.id));
    expect(row.hash).toMatch(/^\$argon2id\$/);
  });

  it('stores the address lower-cased', async () => {
    const identity = freshIdentity();
    const upper = identity.email.toUpperCase();
    const emailCode = await mailedCode(app, upper);
    const res = await post('/api/user/reg', { ...identity, email: upper, password: PASSWORD, confirmPassword: PASSWORD, emailCode, agree: true });
    expect(res.json().data.user.email).toBe(identity.email);
  });

  it('refuses a wrong code, and the code dies after 5 wrong guesses', async () => {
    const identity = freshIdentity();
    const code = await mailedCode(app, identity.email);
    const wrong = code === '9999' ? '0000' : String(Number(code) + 1).padStart(4, '0');
    const body = { ...identity, password: PASSWORD, confirmPassword: PASSWORD, agree: true };
    expect(await refusal(await post('/api/user/reg', { ...body, emailCode: wrong }))).toBe('The verification code is wrong or has expired');
    for (let i = 0; i < 4; i++) await post('/api/user/reg', { ...body, emailCode: wrong });
    expect(await refusal(await post('/api/user/reg', { ...body, emailCode: code }))).toBe('The verification code is wrong or has expired');
  });

  it('refuses a code older than 10 minutes', async () => {
    const identity = freshIdentity();
    const emailCode = await mailedCode(app, identity.email);
    await app.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, identity.email));
    const res = await post('/api/user/reg', { ...identity, password: PASSWORD, confirmPassword: PASSWORD, emailCode, agree: true });
    expect(await refusal(res)).toBe('The verification code is wrong or has expired');
  });

  it('accepts only the newest code of an address', async () => {
    const identity = freshIdentity();
    const first = await mailedCode(app, identity.email);
    await skipResendWait(app, identity.email);
    await sendCode(app, identity.email);
    const second = await lastCode(app, identity.email);
    const body = { ...identity, password: PASSWORD, confirmPassword: PASSWORD, agree: true };
    if (first !== second) expect(await refusal(await post('/api/user/reg', { ...body, emailCode: first }))).toMatch(/wrong or has expired/);
    expect((await post('/api/user/reg', { ...body, emailCode: second })).statusCode).toBe(200);
  });

  it('refuses a code sent for a password reset', async () => {
    const { user } = await createUser(app);
    const resetCode = await mailedCode(app, user.email, { purpose: 'reset' });
    const identity = freshIdentity();
    const res = await post('/api/user/reg', { ...identity, password: PASSWORD, confirmPassword: PASSWORD, emailCode: resetCode, agree: true });
    expect(await refusal(res)).toMatch(/wrong or has expired/);
  });

  it('refuses a taken username (in any letter case), and a registered address like a wrong code, keeping the code', async () => {
    const taken = await registerThroughApi(app);
    const identity = freshIdentity();
    const emailCode = await mailedCode(app, identity.email);
    const body = { password: PASSWORD, confirmPassword: PASSWORD, emailCode, agree: true };
    expect(await refusal(await post('/api/user/reg', { ...body, username: taken.username.toUpperCase(), email: identity.email }))).toBe(
      'This username is already taken',
    );
    expect(await refusal(await post('/api/user/reg', { ...body, username: identity.username, email: taken.email }))).toBe(
      'The verification code is wrong or has expired',
    );
    expect(await refusal(await post('/api/user/reg', { ...body, username: taken.username, email: identity.email }, { lang: 'de' }))).toBe(
      'Dieser Benutzername ist bereits vergeben',
    );
    // The code was not used up by the refusals.
    expect((await post('/api/user/reg', { ...body, ...identity })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous registrations with the same code through', async () => {
    const identity = freshIdentity();
    const emailCode = await mailedCode(app, identity.email);
    const body = { email: identity.email, password: PASSWORD, confirmPassword: PASSWORD, emailCode, agree: true };
    const answers = await Promise.all([
      post('/api/user/reg', { ...body, username: `${identity.username.slice(0, 14)}a` }),
      post('/api/user/reg', { ...body, username: `${identity.username.slice(0, 14)}b` }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.email, identity.email))).toHaveLength(1);
  });

  describe('field rules', () => {
    it.each([
      ['an empty password', { password: '', confirmPassword: '' }, 'please input a password'],
      ['a password of 5 characters', { password: 'abc12', confirmPassword: 'abc12' }, '6-16 characters: letters, digits, _ and !@#$%^&*'],
      ['a password of 17 characters', { password: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) }, '6-16 characters'],
      ['a password with a space', { password: 'abc 123', confirmPassword: 'abc 123' }, '6-16 characters'],
      ['a password with a character outside the set', { password: 'abc-123', confirmPassword: 'abc-123' }, '6-16 characters'],
      ['a password with a non-Latin letter', { password: 'пароль123', confirmPassword: 'пароль123' }, '6-16 characters'],
      ['an empty confirmation', { confirmPassword: '' }, 'please enter the password again'],
      ['a different confirmation', { confirmPassword: 'Other_123' }, 'the two input passwords are inconsistent'],
      ['an empty email', { email: '' }, 'please enter email address'],
      ['a malformed email', { email: 'shopper@' }, 'please enter the correct email address'],
      ['a username of 3 characters', { username: 'abc' }, '4-16 letters, digits or underscores'],
      ['a username of 17 characters', { username: 'a'.repeat(17) }, '4-16 letters, digits or underscores'],
      ['a username with a hyphen', { username: 'shop-per' }, '4-16 letters, digits or underscores'],
      ['an empty code', { emailCode: '' }, 'please enter the verification code'],
      ['a code of letters', { emailCode: '12ab' }, '4 digits'],
      ['terms not accepted', { agree: false }, 'please read and agree to the terms of service'],
    ])('refuses %s with its message', async (_name, overrides, message) => {
      expect(await refusal(await post('/api/user/reg', registration(overrides)))).toContain(message);
    });

    it('accepts every allowed password character and the longest lengths', async () => {
      const identity = { username: `u${'x'.repeat(10)}${Date.now() % 100_000}`.slice(0, 16), email: freshIdentity().email };
      const password = 'Ab_1!@#$%^&*9zZ0';
      const emailCode = await mailedCode(app, identity.email);
      const res = await post('/api/user/reg', { ...identity, password, confirmPassword: password, emailCode, agree: true });
      expect(res.statusCode, res.body).toBe(200);
      expect((await login(identity.username, password)).statusCode).toBe(200);
    });

    it('words the messages in the request language, as the forms do', async () => {
      const res = await post('/api/user/reg', registration({ confirmPassword: 'Other_123', email: 'x' }), { lang: 'jp' });
      const msg = await refusal(res);
      expect(msg).toContain('入力された2つのパスワードが一致しません');
      expect(msg).toContain('正しいメールアドレスを入力してください');
      const de = await refusal(await post('/api/user/reg', registration({ password: '' }), { lang: 'de' }));
      expect(de).toMatch(/^Ungültige Eingabe: /);
    });
  });
});

describe('registration and reset do not tell whether an address is registered', () => {
  const attempt = (email: string, ip: string) =>
    post('/api/user/reg', { ...freshIdentity(), email, password: PASSWORD, confirmPassword: PASSWORD, emailCode: '1234', agree: true }, { ip });

  it('answers a registered address and a free one alike', async () => {
    const { user } = await createUser(app);
    const ip = freshIp();
    const known = await attempt(user.email, ip);
    const unknown = await attempt(freshIdentity().email, ip);
    expect(known.statusCode).toBe(400);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().msg).toBe('The verification code is wrong or has expired');
  });

  it.each([
    ['registrations', 'register:ip', (ip: string) => attempt(freshIdentity().email, ip)],
    [
      'password resets',
      'reset:ip',
      (ip: string) =>
        post('/api/user/password/reset', { email: freshIdentity().email, emailCode: '1234', password: 'Fresh_pass2', confirmPassword: 'Fresh_pass2' }, { ip }),
    ],
  ])('limits the %s one IP may try, like logins', async (_, key, tryOnce) => {
    const ip = freshIp();
    await app.db.insert(authThrottle).values({ key: `${key}:${ip}`, hits: 30, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + interval '15 minutes'` });
    const res = await tryOnce(ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 400, msg: 'Too many attempts, please try again in 15 minutes', data: null });
    expect((await tryOnce(freshIp())).statusCode).toBe(400);
  });
});

describe('POST /api/user/login', () => {
  it('logs in by email or username, in any letter case, answering token, user and expiry', async () => {
    const shopper = await registerThroughApi(app);
    for (const account of [shopper.email, shopper.email.toUpperCase(), shopper.username, shopper.username.toUpperCase()]) {
      const res = await login(account, PASSWORD);
      expect(res.statusCode, account).toBe(200);
      const { token, user, expiresAt } = res.json().data;
      expect(user).toEqual({ id: shopper.user.id, username: shopper.username, email: shopper.email, nickname: null, avatar: null });
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
      expect((await me(token)).statusCode).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const shopper = await registerThroughApi(app);
    expect(await refusal(await login(shopper.username, 'Wrong_pass1'))).toBe('Incorrect account or password');
    expect(await refusal(await login('nobody_here', PASSWORD))).toBe('Incorrect account or password');
    expect(await refusal(await login('nobody@example.test', PASSWORD, { lang: 'ru' }))).toBe('Неверная учётная запись или пароль');
  });

  it('validates the account and password with the shared rules', async () => {
    expect(await refusal(await login('', ''))).toContain('please enter your email address or username');
    expect(await refusal(await login('', ''))).toContain('please input a password');
    expect(await refusal(await login('a@', 'secret_1'))).toContain('please enter the correct email address');
    expect(await refusal(await login('a b', 'secret_1'))).toContain('please enter a valid email address or username');
  });

  it('locks an account after 5 failed attempts for 15 minutes, whatever the IP, without a 500', async () => {
    const shopper = await registerThroughApi(app);
    for (let i = 0; i < 5; i++) expect((await login(shopper.username, 'Wrong_pass1')).statusCode).toBe(400);
    const locked = await login(shopper.username, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 400, msg: 'Too many attempts, please try again in 15 minutes', data: null });
    // The account is locked whether its username or its email is typed, from any IP.
    expect((await login(shopper.email, PASSWORD, { lang: 'tw' })).json().msg).toBe('嘗試次數過多，請 15 分鐘後再試');
    await app.db
      .update(authThrottle)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(authThrottle.key, `login:account:user:${shopper.user.id}`));
    expect((await login(shopper.username, PASSWORD)).statusCode).toBe(200);
  });

  it('a successful login clears the failures of the account', async () => {
    const shopper = await registerThroughApi(app);
    for (let i = 0; i < 4; i++) await login(shopper.email, 'Wrong_pass1');
    expect((await login(shopper.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(shopper.email, 'Wrong_pass1')).statusCode).toBe(400);
    expect((await login(shopper.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks an IP after 30 failed attempts on any accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await login(`guess${i}`, 'Wrong_pass1', { ip })).statusCode).toBe(400);
    const shopper = await registerThroughApi(app);
    const locked = await login(shopper.username, PASSWORD, { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toMatch(/^Too many attempts, please try again in 1?\d minutes$/);
    expect((await login(shopper.username, PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('counts simultaneous attempts exactly', async () => {
    const shopper = await registerThroughApi(app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(shopper.username, 'Wrong_pass1')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('shares the counters between API instances on the same database', async () => {
    // A second instance over the same database, as when several API processes serve one shop.
    const second = await buildApp({ config: app.config, database: { ...app.database, close: async () => {} } });
    try {
      const shopper = await registerThroughApi(app);
      for (let i = 0; i < 3; i++) await login(shopper.username, 'Wrong_pass1');
      for (let i = 0; i < 2; i++) {
        const res = await second.inject({ method: 'POST', url: '/api/user/login', payload: { account: shopper.username, password: 'Wrong_pass1' } });
        expect(res.statusCode).toBe(400);
      }
      expect((await login(shopper.username, PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the token then answers 410000', async () => {
    const shopper = await registerThroughApi(app);
    const res = await post('/api/logout', {}, { token: shopper.token });
    expect(res.json()).toEqual({ status: 200, msg: 'You have logged out', data: { revoked: true } });
    const after = await me(shopper.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: AUTH_FAILED, msg: format('en', 'authFailed'), data: null });
    expect((await changePassword(shopper.token, { oldPassword: PASSWORD, password: 'New_pass1', confirmPassword: 'New_pass1' })).json().status).toBe(
      AUTH_FAILED,
    );
  });

  it('is harmless twice and without a token', async () => {
    const shopper = await registerThroughApi(app);
    await post('/api/logout', {}, { token: shopper.token });
    expect((await post('/api/logout', {}, { token: shopper.token })).json().data).toEqual({ revoked: false });
    expect((await post('/api/logout', {})).json()).toMatchObject({ status: 200, data: { revoked: false } });
  });

  it('ends only the presented session', async () => {
    const shopper = await registerThroughApi(app);
    const other = (await login(shopper.username, PASSWORD)).json().data.token;
    await post('/api/logout', {}, { token: shopper.token });
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('POST /api/user/password/reset', () => {
  it('sets the new password with a reset code and ends every session', async () => {
    const shopper = await registerThroughApi(app);
    await skipResendWait(app, shopper.email);
    const emailCode = await mailedCode(app, shopper.email, { purpose: 'reset' });
    const res = await post('/api/user/password/reset', { email: shopper.email, emailCode, password: 'Fresh_pass2', confirmPassword: 'Fresh_pass2' });
    expect(res.json()).toEqual({ status: 200, msg: 'Your password has been changed', data: null });
    expect((await me(shopper.token)).json().status).toBe(AUTH_FAILED);
    expect(await refusal(await login(shopper.email, PASSWORD))).toBe('Incorrect account or password');
    expect((await login(shopper.email, 'Fresh_pass2')).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const shopper = await registerThroughApi(app);
    await skipResendWait(app, shopper.email);
    const emailCode = await mailedCode(app, shopper.email, { purpose: 'reset' });
    const body = { email: shopper.email, emailCode, password: 'Fresh_pass2', confirmPassword: 'Fresh_pass2' };
    expect((await post('/api/user/password/reset', body)).statusCode).toBe(200);
    expect(await refusal(await post('/api/user/password/reset', { ...body, password: 'Third_pass3', confirmPassword: 'Third_pass3' }))).toBe(
      'The verification code is wrong or has expired',
    );
    expect((await login(shopper.email, 'Fresh_pass2')).statusCode).toBe(200);
  });

  it('refuses a registration code, a wrong code and an expired code', async () => {
    const shopper = await registerThroughApi(app);
    const body = { email: shopper.email, password: 'Fresh_pass2', confirmPassword: 'Fresh_pass2' };
    const registrationCode = await lastCode(app, shopper.email);
    expect(await refusal(await post('/api/user/password/reset', { ...body, emailCode: registrationCode }))).toMatch(/wrong or has expired/);
    await skipResendWait(app, shopper.email);
    const emailCode = await mailedCode(app, shopper.email, { purpose: 'reset' });
    const wrong = emailCode === '0000' ? '0001' : '0000';
    expect(await refusal(await post('/api/user/password/reset', { ...body, emailCode: wrong }))).toMatch(/wrong or has expired/);
    await app.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, shopper.email));
    expect(await refusal(await post('/api/user/password/reset', { ...body, emailCode }, { lang: 'es' }))).toBe(
      'El código de verificación es incorrecto o ha caducado',
    );
    expect((await login(shopper.email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const msg = await refusal(
      await post('/api/user/password/reset', { email: 'a@b.co', emailCode: '1234', password: 'Fresh_pass2', confirmPassword: 'Fresh_pass3' }),
    );
    expect(msg).toContain('the two input passwords are inconsistent');
  });
});

describe('wrong reset codes across codes', () => {
  const reset = (email: string, emailCode: string, lang?: string) =>
    post('/api/user/password/reset', { email, emailCode, password: 'Fresh_pass2', confirmPassword: 'Fresh_pass2' }, { lang });
  const wrongFor = (code: string) => (code === '9999' ? '0000' : String(Number(code) + 1).padStart(4, '0'));
  const newestMail = async (to: string) => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0];
  /** As if the address had already entered this many wrong codes today. */
  const wrongSoFar = (email: string, hits: number) =>
    app.db.insert(authThrottle).values({ key: `code:guess:reset:${email}`, hits, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + interval '20 hours'` });

  it('10 wrong codes a day, even over fresh codes, lock resets of the address for a day and tell the owner', async () => {
    const shopper = await registerThroughApi(app);
    let code = '';
    for (let round = 0; round < 2; round++) {
      await skipResendWait(app, shopper.email);
      code = await mailedCode(app, shopper.email, { purpose: 'reset' });
      for (let guess = 1; guess <= 5; guess++) {
        const res = await reset(shopper.email, wrongFor(code), 'fr');
        if (round === 0 || guess < 5) expect(await refusal(res)).toBe('Le code de vérification est incorrect ou a expiré');
        else {
          expect(res.statusCode).toBe(429);
          expect(res.json()).toEqual({
            status: 400,
            msg: 'Trop de codes de vérification erronés : pour votre sécurité, les codes sont bloqués pendant 24 heures',
            data: null,
          });
        }
      }
    }
    // No third code (the minute's wait is over), and not even the right code of the second one works.
    await skipResendWait(app, shopper.email);
    const more = await sendCode(app, shopper.email, { purpose: 'reset' });
    expect(more.statusCode).toBe(429);
    expect(more.json().msg).toBe('Too many wrong verification codes: for your security, codes are locked for 24 hours');
    expect((await reset(shopper.email, code)).statusCode).toBe(429);

    // The owner is told once, in the language of the page (the account has none of its own yet).
    const notice = await newestMail(shopper.email);
    expect(notice.subject).toBe('Réinitialisation du mot de passe suspendue après des codes erronés');
    expect(notice.text).toContain(shopper.username);
    expect(notice.text).toContain('10 codes');
    expect(notice.text).toContain('24 heures');
    expect((await login(shopper.email, PASSWORD)).statusCode).toBe(200);

    // A day later the address may reset again.
    await app.db
      .update(authThrottle)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(authThrottle.key, `code:lock:reset:${shopper.email}`));
    await skipResendWait(app, shopper.email);
    const fresh = await mailedCode(app, shopper.email, { purpose: 'reset' });
    expect((await reset(shopper.email, fresh)).statusCode).toBe(200);
  });

  it("words the owner's notice in the account's own language when the shop knows it", async () => {
    const { user } = await createUser(app);
    const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
    await app.db
      .insert(reviews)
      .values({ productId: product.id, userId: user.id, authorName: user.username, productRating: 5, serviceRating: 5, content: '良い', locale: 'jp' });
    await wrongSoFar(user.email, 9);
    const res = await reset(user.email, '0000', 'fr');
    expect(res.statusCode).toBe(429);
    expect((await newestMail(user.email)).subject).toBe('誤ったコードのためパスワード再設定を一時停止しました');
  });

  it('locks an address without an account the same way, and mails nobody', async () => {
    const { email } = freshIdentity();
    await wrongSoFar(email, 9);
    const res = await reset(email, '0000');
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Too many wrong verification codes: for your security, codes are locked for 24 hours');
    expect((await sendCode(app, email, { purpose: 'reset' })).json().msg).toBe(res.json().msg);
    expect(await newestMail(email)).toBeUndefined();
  });

  it('a right code gives the wrong guesses of the day back', async () => {
    const shopper = await registerThroughApi(app);
    await skipResendWait(app, shopper.email);
    const code = await mailedCode(app, shopper.email, { purpose: 'reset' });
    await wrongSoFar(shopper.email, 8);
    expect(await refusal(await reset(shopper.email, wrongFor(code)))).toMatch(/wrong or has expired/);
    expect((await reset(shopper.email, code)).statusCode).toBe(200);
    expect(
      await app.db
        .select()
        .from(authThrottle)
        .where(eq(authThrottle.key, `code:guess:reset:${shopper.email}`)),
    ).toEqual([]);
  });
});

describe('PUT /api/user/password', () => {
  it('changes the password after checking the old one; the other sessions end, this one stays', async () => {
    const shopper = await registerThroughApi(app);
    const other = (await login(shopper.username, PASSWORD)).json().data.token;
    const res = await changePassword(shopper.token, { oldPassword: PASSWORD, password: 'Changed_9', confirmPassword: 'Changed_9' });
    expect(res.json()).toEqual({ status: 200, msg: 'Your password has been changed', data: null });
    expect((await me(shopper.token)).statusCode).toBe(200);
    expect((await me(other)).json().status).toBe(AUTH_FAILED);
    expect((await login(shopper.username, 'Changed_9')).statusCode).toBe(200);
    expect((await login(shopper.username, PASSWORD)).statusCode).toBe(400);
  });

  it('refuses a wrong old password, and locks after 5 wrong ones', async () => {
    const shopper = await registerThroughApi(app);
    const body = { oldPassword: 'Not_mine1', password: 'Changed_9', confirmPassword: 'Changed_9' };
    const res = await changePassword(shopper.token, body, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg: 'L’ancien mot de passe est incorrect', data: null });
    for (let i = 0; i < 4; i++) await changePassword(shopper.token, body);
    const locked = await changePassword(shopper.token, { ...body, oldPassword: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('Too many attempts, please try again in 15 minutes');
  });

  it('checks the new password rules and the confirmation', async () => {
    const { token } = await createUser(app);
    const short = await changePassword(token, { oldPassword: 'secret_123', password: 'abc', confirmPassword: 'abc' });
    expect(short.json().msg).toContain('6-16 characters');
    const mismatch = await changePassword(token, { oldPassword: 'secret_123', password: 'Changed_9', confirmPassword: 'Changed_8' }, 'cn');
    expect(mismatch.json().msg).toContain('两次输入的密码不一致');
    const empty = await changePassword(token, { oldPassword: '', password: 'Changed_9', confirmPassword: 'Changed_9' });
    expect(empty.json().msg).toContain('please input a password');
  });

  it('answers 410000 without a session, with an expired one and with a revoked one', async () => {
    const body = { oldPassword: PASSWORD, password: 'Changed_9', confirmPassword: 'Changed_9' };
    const missing = await changePassword(null, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: AUTH_FAILED, msg: format('en', 'authFailed'), data: null });
    // Even a malformed body: the session is checked first.
    expect((await changePassword(null, {})).json().status).toBe(AUTH_FAILED);

    const { user } = await createUser(app);
    const expired = await createSession(app.db, user.id, new Date(Date.now() - 8 * 86_400_000));
    expect((await changePassword(expired.token, body)).json().status).toBe(AUTH_FAILED);

    const { token } = await createSession(app.db, user.id);
    await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await changePassword(token, body)).json().status).toBe(AUTH_FAILED);
  });
});

describe('OpenAPI', () => {
  it('documents every sign-up and login endpoint', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/captcha',
        '/api/code/email',
        '/api/user/reg',
        '/api/user/login',
        '/api/logout',
        '/api/user/password/reset',
        '/api/user/password',
      ]),
    );
    const login = doc.paths['/api/user/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['account', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
  });
});

describe('POST /api/dev/users', () => {
  it('creates an account that can log in, and refuses a taken name', async () => {
    const identity = freshIdentity('devuser');
    const res = await post('/api/dev/users', { ...identity, password: PASSWORD });
    expect(res.json()).toMatchObject({ status: 200, data: { username: identity.username, email: identity.email } });
    expect((await login(identity.email, PASSWORD)).statusCode).toBe(200);
    expect(await refusal(await post('/api/dev/users', { ...identity, password: PASSWORD }))).toBe('This username is already taken');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ config: productionConfig() });
    try {
      const res = await prod.inject({ method: 'POST', url: '/api/dev/users', payload: { ...freshIdentity(), password: PASSWORD } });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
