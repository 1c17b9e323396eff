import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, lastCode } from '../../../test/auth';
import { createTestApp, createUser } from '../../../test/helpers';
import { authThrottle, emailCodes } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const headers = (token: string, lang?: string) => ({ authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) });
const askCode = (token: string, newEmail: string, password: string, lang?: string) =>
  app.inject({ method: 'POST', url: '/api/user/email/code', headers: headers(token, lang), payload: { newEmail, password } });
const change = (token: string, newEmail: string, emailCode: string, password: string, lang?: string) =>
  app.inject({ method: 'PUT', url: '/api/user/email', headers: headers(token, lang), payload: { newEmail, emailCode, password } });
const mails = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const wrongFor = (code: string) => (code === '9999' ? '0000' : String(Number(code) + 1).padStart(4, '0'));

describe('changing the email address of an account', () => {
  it('needs the password and the code mailed to the new address; the old address is told', async () => {
    const { user, token, password } = await createUser(app);
    const newEmail = freshIdentity('moved').email;

    const noPassword = await askCode(token, newEmail, 'not_mine_1');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().msg).toBe('The password is incorrect');
    expect(await mails(newEmail)).toEqual([]);

    const sent = await askCode(token, newEmail.toUpperCase(), password);
    expect(sent.json()).toEqual({
      status: 200,
      msg: 'If this address can be used, a verification code is on its way to it',
      data: { resendAfter: 60, expiresIn: 600 },
    });
    const code = await lastCode(app, newEmail);

    expect((await change(token, newEmail, wrongFor(code), password)).json().msg).toBe('The verification code is wrong or has expired');
    expect((await change(token, newEmail, code, 'not_mine_1')).json().msg).toBe('The password is incorrect');
    expect((await app.inject({ url: '/api/user/me', headers: headers(token) })).json().data.email).toBe(user.email);

    const done = await change(token, newEmail, code, password);
    expect(done.statusCode).toBe(200);
    expect(done.json().msg).toBe('Your email address has been changed');
    expect(done.json().data).toMatchObject({ id: user.id, email: newEmail });
    expect((await app.inject({ url: '/api/user/me', headers: headers(token) })).json().data.email).toBe(newEmail);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { account: newEmail, password } });
    expect(login.json().data.user.id).toBe(user.id);

    const [notice] = await mails(user.email);
    expect(notice.subject).toBe('The email address of your account has been changed');
    expect(notice.text).toContain(user.username);
    expect(notice.text).toContain(`${newEmail.slice(0, 2)}***@example.test`);
    expect(notice.text).not.toContain(newEmail);
    // The code is used up.
    expect((await change(token, `${user.username}-again@example.test`, code, password)).statusCode).toBe(400);
  });

  it('does not tell whether another account uses the address: its owner gets a notice, nobody a code', async () => {
    const other = await createUser(app);
    const { token, password } = await createUser(app);
    const taken = await askCode(token, other.user.email, password, 'de');
    const free = await askCode(token, freshIdentity('free').email, password, 'de');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    const [notice] = await mails(other.user.email);
    expect(notice.subject).toBe('Jemand hat versucht, Ihre E-Mail-Adresse zu verwenden');
    expect(await app.db.select().from(emailCodes).where(eq(emailCodes.email, other.user.email))).toEqual([]);
    const refused = await change(token, other.user.email, '1234', password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('The verification code is wrong or has expired');
  });

  it('sends one code a minute to an address, and 10 wrong codes lock the account out of codes for a day', async () => {
    const { user, token, password } = await createUser(app);
    const newEmail = freshIdentity('locked').email;
    expect((await askCode(token, newEmail, password)).statusCode).toBe(200);
    const again = await askCode(token, newEmail, password);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe('Too many attempts, please try again in 1 minute');

    const code = await lastCode(app, newEmail);
    await app.db
      .insert(authThrottle)
      .values({ key: `code:guess:changeEmail:user:${user.id}`, hits: 9, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + interval '20 hours'` });
    const locked = await change(token, newEmail, wrongFor(code), password, 'ru');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 400,
      msg: 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на 24 часа',
      data: null,
    });
    expect((await change(token, newEmail, code, password)).statusCode).toBe(429);
    expect((await askCode(token, freshIdentity('other').email, password)).statusCode).toBe(429);
  });

  it('limits wrong passwords per account', async () => {
    const { user, token, password } = await createUser(app);
    await app.db
      .insert(authThrottle)
      .values({ key: `email:password:user:${user.id}`, hits: 5, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + interval '15 minutes'` });
    const res = await askCode(token, freshIdentity('pw').email, password);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Too many attempts, please try again in 15 minutes');
  });

  it('refuses the present address, checks the fields and needs a session', async () => {
    const { user, token, password } = await createUser(app);
    expect((await askCode(token, user.email.toUpperCase(), password)).json().msg).toBe('This is already the email address of your account');
    const bad = await askCode(token, 'not-an-email', '');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['body.newEmail', 'body.password']);
    const anonymous = await app.inject({ method: 'POST', url: '/api/user/email/code', payload: { newEmail: 'a@b.co', password: 'x' } });
    expect(anonymous.json().status).toBe(410000);
    expect((await app.inject({ method: 'PUT', url: '/api/user/email', payload: {} })).json().status).toBe(410000);
  });
});
