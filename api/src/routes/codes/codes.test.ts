import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, freshIp, lastCode, sendCode, solveCaptcha } from '../../../test/auth';
import { createTestApp, createUser, productionConfig } from '../../../test/helpers';
import { authThrottle, captchas, emailCodes } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const outbox = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/code/email', payload, headers, remoteAddress: ip });

describe('GET /api/captcha', () => {
  it('answers an SVG picture of 4 letters or digits with an id, never cached', async () => {
    const res = await app.inject({ url: '/api/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { id, svg } = res.json().data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const text = (await app.inject({ url: `/api/dev/captcha/${id}` })).json().data.text;
    expect(text).toMatch(/^[a-z0-9]{4}$/);
    expect(text).not.toMatch(/[01oil]/);
  });

  it('draws a different code each time', async () => {
    const texts = new Set<string>();
    for (let i = 0; i < 5; i++) texts.add((await solveCaptcha(app)).imageCode);
    expect(texts.size).toBeGreaterThan(1);
  });

  it('limits the pictures one IP may ask for', async () => {
    const ip = freshIp();
    await app.db
      .insert(authThrottle)
      .values({ key: `captcha:ip:${ip}`, hits: 100, windowStartedAt: sql`now()`, windowEndsAt: sql`now() + interval '7 minutes'` });
    const res = await app.inject({ url: '/api/captcha', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 400, msg: 'Too many attempts, please try again in 7 minutes', data: null });
    expect((await app.inject({ url: '/api/captcha', remoteAddress: freshIp() })).statusCode).toBe(200);
  });

  it('the development route answers 404 for an unknown id', async () => {
    const res = await app.inject({ url: '/api/dev/captcha/no-such-id' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });
});

describe('POST /api/code/email', () => {
  it('mails a 4-digit code valid for 10 minutes and says when to resend', async () => {
    const { email } = freshIdentity();
    const res = await sendCode(app, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      msg: 'If this address can be used, a verification code is on its way to it',
      data: { resendAfter: 60, expiresIn: 600 },
    });
    const code = await lastCode(app, email);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await app.db
      .select({ code: emailCodes.code, ttl: sql<number>`extract(epoch from ${emailCodes.expiresAt} - ${emailCodes.createdAt})`.mapWith(Number) })
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    expect(row.code).toBe(code);
    expect(row.ttl).toBe(600);
  });

  it('words the mail in the request language', async () => {
    const { email } = freshIdentity();
    expect((await sendCode(app, email, { lang: 'de' })).json().msg).toBe('Wenn diese Adresse verwendet werden kann, ist ein Bestätigungscode an sie unterwegs');
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.subject).toBe('Ihr Bestätigungscode');
    expect(mail.text).toContain('10 Minuten');
  });

  it('uses an image code once: the same answer again is refused', async () => {
    const captcha = await solveCaptcha(app);
    const first = await post({ purpose: 'register', email: freshIdentity().email, ...captcha });
    expect(first.statusCode).toBe(200);
    const again = await post({ purpose: 'register', email: freshIdentity().email, ...captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, msg: 'The image code is wrong or has expired, please enter the new one', data: null });
  });

  it('refuses a wrong image code and uses the picture up', async () => {
    const captcha = await solveCaptcha(app);
    const wrong = captcha.imageCode === 'abcd' ? 'abce' : 'abcd';
    const res = await post({ purpose: 'register', email: freshIdentity().email, captchaId: captcha.captchaId, imageCode: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/image code is wrong/);
    const retry = await post({ purpose: 'register', email: freshIdentity().email, ...captcha });
    expect(retry.statusCode).toBe(400);
  });

  it('refuses an image code older than 5 minutes', async () => {
    const captcha = await solveCaptcha(app);
    const [row] = await app.db
      .select({ ttl: sql<number>`extract(epoch from ${captchas.expiresAt} - ${captchas.createdAt})`.mapWith(Number) })
      .from(captchas)
      .where(eq(captchas.id, captcha.captchaId));
    expect(row.ttl).toBe(300);
    await app.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, captcha.captchaId));
    const res = await post({ purpose: 'register', email: freshIdentity().email, ...captcha });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/image code is wrong or has expired/);
  });

  it('accepts the image code in any letter case', async () => {
    const captcha = await solveCaptcha(app);
    const res = await post({ purpose: 'register', email: freshIdentity().email, captchaId: captcha.captchaId, imageCode: captcha.imageCode.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it('answers a registered address exactly like a free one: its owner gets a notice, nobody gets a code', async () => {
    const { user } = await createUser(app);
    const free = freshIdentity().email;
    const known = await sendCode(app, user.email.toUpperCase(), { lang: 'de' });
    const unknown = await sendCode(app, free, { lang: 'de' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await outbox(free))[0].subject).toBe('Ihr Bestätigungscode');
    const [notice] = await outbox(user.email);
    expect(notice.subject).toBe('Jemand hat versucht, Ihre E-Mail-Adresse zu verwenden');
    expect(notice.text).toContain(user.username);
    expect(notice.text).not.toMatch(/\b\d{4}\b/);
    expect(await app.db.select().from(emailCodes).where(eq(emailCodes.email, user.email))).toEqual([]);
    // The sending limits count the same: another try within the minute is refused for both.
    const again = [await sendCode(app, user.email), await sendCode(app, free)];
    expect(again.map((r) => [r.statusCode, r.json().msg])).toEqual([
      [429, 'Too many attempts, please try again in 1 minute'],
      [429, 'Too many attempts, please try again in 1 minute'],
    ]);
  });

  it('answers an unknown address like a known one for a reset, and mails it nothing', async () => {
    const { user } = await createUser(app);
    const unknownAddress = freshIdentity().email;
    const unknown = await sendCode(app, unknownAddress, { purpose: 'reset' });
    const known = await sendCode(app, user.email, { purpose: 'reset' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(unknownAddress)).toEqual([]);
    expect(await lastCode(app, user.email)).toMatch(/^\d{4}$/);
  });

  it('does not send codes for a change of email: that goes through the account', async () => {
    const captcha = await solveCaptcha(app);
    const res = await post({ purpose: 'changeEmail', email: freshIdentity().email, ...captcha });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues[0].path).toBe('body.purpose');
  });

  it('sends at most one code a minute to an address, with a clear message', async () => {
    const { email } = freshIdentity();
    expect((await sendCode(app, email)).statusCode).toBe(200);
    const again = await sendCode(app, email);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ status: 400, msg: 'Too many attempts, please try again in 1 minute', data: null });
    expect((await sendCode(app, email, { lang: 'cn' })).json().msg).toBe('尝试次数过多，请 1 分钟后再试');
    // Another address is not affected.
    expect((await sendCode(app, freshIdentity().email)).statusCode).toBe(200);
    // Once the minute is over the address may have a new code.
    await app.db
      .update(authThrottle)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(authThrottle.key, `code:address:minute:${email}`));
    expect((await sendCode(app, email)).statusCode).toBe(200);
  });

  it('limits the codes one IP may ask for, saying in how many minutes to try again', async () => {
    const ip = freshIp();
    await app.db.insert(authThrottle).values({
      key: `code:ip:${ip}`,
      hits: 30,
      windowStartedAt: sql`now()`,
      windowEndsAt: sql`now() + interval '45 minutes'`,
    });
    const res = await sendCode(app, freshIdentity().email, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 400, msg: 'Too many attempts, please try again in 45 minutes', data: null });
    expect((await sendCode(app, freshIdentity().email, { ip, lang: 'fr' })).json().msg).toBe('Trop de tentatives, veuillez réessayer dans 45 minutes');
  });

  it('counts parallel requests exactly: one of several simultaneous sends to an address goes out', async () => {
    const { email } = freshIdentity();
    const captchasSolved = await Promise.all(Array.from({ length: 4 }, () => solveCaptcha(app)));
    const answers = await Promise.all(captchasSolved.map((c) => post({ purpose: 'register', email, ...c })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
  });

  it('validates with the shared field rules, worded in the request language', async () => {
    const captcha = await solveCaptcha(app);
    const bad = await post({ purpose: 'register', email: 'not-an-email', ...captcha });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('please enter the correct email address');
    const cn = await post({ purpose: 'register', email: '', captchaId: captcha.captchaId, imageCode: '' }, { 'accept-language': 'cn' });
    expect(cn.json().msg).toContain('请输入邮箱地址');
    expect(cn.json().msg).toContain('请输入验证码');
    const purpose = await post({ purpose: 'admin', email: 'a@b.co', ...captcha });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().data.issues[0].path).toBe('body.purpose');
  });
});

describe('when the SMTP server cannot be reached', () => {
  let broken: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 9: the SMTP connection is refused at once.
    broken = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => broken.close());

  it('answers at once and keeps the code in the outbox, where the worker tries it again', async () => {
    const { email } = freshIdentity();
    const res = await sendCode(broken, email);
    expect(res.statusCode).toBe(200);
    expect(await broken.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toHaveLength(1);
    const [mail] = await broken.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toMatchObject({ kind: 'emailCode', status: 'pending' });
    expect(mail.text).toMatch(/\b\d{4}\b/);
  });
});

describe('in production', () => {
  it('there is no route that reads an image code', async () => {
    const prod = await createTestApp({ config: productionConfig() });
    try {
      const { id } = (await prod.inject({ url: '/api/captcha' })).json().data;
      expect((await prod.inject({ url: `/api/dev/captcha/${id}` })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
