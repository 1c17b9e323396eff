import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { authThrottle } from '../../db/schema/auth';
import { coupons } from '../../db/schema/coupons';
import { newsletterSubscribers } from '../../db/schema/content';
import { mailOutbox } from '../../db/schema/mail';
import { format } from '../../i18n/messages';
import { auth } from '../order/testing';
import { NEWSLETTER_RULES } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const signUp = (payload: object, options: { lang?: string; ip?: string } = {}, on = app) =>
  on.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
const rowsFor = (email: string, on = app) => on.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
const mailedCode = async (email: string) => (await mailsTo(email))[0]?.text.match(/\bNEWS-[A-Z0-9]{10}\b/)?.[0];
const claim = (token: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(token), payload: { code }, remoteAddress: freshIp() });

describe('POST /api/newsletter', () => {
  it('mails a one-time code once per address and answers a repeat exactly like the first signup', async () => {
    const first = await signUp({ email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, msg: format('en', 'newsletter.subscribed'), data: { email: 'reader@example.com' } });
    const [mail] = await mailsTo('reader@example.com');
    expect(mail.subject).toBe('Your newsletter welcome code');
    expect(mail.text).toMatch(/Your one-time code NEWS-[A-Z0-9]{10} takes \$5\.00 off one order of \$30\.00 or more and is valid for 60 days/);

    const again = await signUp({ email: '  Reader@Example.COM ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await mailsTo('reader@example.com')).toHaveLength(1);
    const rows = await rowsFor('reader@example.com');
    expect(rows).toHaveLength(1);
    const [coupon] = await app.db.select().from(coupons).where(eq(coupons.id, rows[0].couponId!));
    expect(coupon).toMatchObject({
      code: await mailedCode('reader@example.com'),
      origin: 'newsletter',
      kind: 'amount',
      value: 500,
      minSpend: 3000,
      claimable: true,
    });
    const days = (coupon.validUntil.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
  });

  it('answers an address that has an account like any other', async () => {
    const { user } = await createUser(app);
    const known = await signUp({ email: user.email });
    const unknown = await signUp({ email: 'nobody-here@example.com' });
    expect(known.json().msg).toBe(unknown.json().msg);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
  });

  it('words the answer and the mail in the shopper’s language and remembers it', async () => {
    const res = await signUp({ email: 'leser@example.de' }, { lang: 'de' });
    expect(res.json().msg).toBe(format('de', 'newsletter.subscribed'));
    expect((await rowsFor('leser@example.de'))[0].locale).toBe('de');
    const [mail] = await mailsTo('leser@example.de');
    expect(mail.subject).toBe('Ihr Willkommenscode zum Newsletter');
    expect(mail.text).toContain(`Ihr einmaliger Code ${await mailedCode('leser@example.de')} spart 5,00\u00a0$ bei einer Bestellung ab 30,00\u00a0$`);
    expect((await signUp({ email: 'leser@example.de' }, { lang: 'jp' })).json().msg).toBe(format('jp', 'newsletter.subscribed'));
  });

  it('keeps one row and mints one code when the same address signs up several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => signUp({ email: 'race@example.com' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
    expect(await mailsTo('race@example.com')).toHaveLength(1);
    expect(await app.db.select().from(coupons).where(eq(coupons.origin, 'newsletter'))).toHaveLength(
      (await app.db.select().from(newsletterSubscribers)).length,
    );
  });

  it('the mailed code goes to the first account that claims it, and only to one', async () => {
    await signUp({ email: 'gift@example.com' });
    const code = (await mailedCode('gift@example.com'))!;
    const [a, b] = [await createUser(app), await createUser(app)];
    const claimed = await claim(a.token, code.toLowerCase());
    expect(claimed.json()).toMatchObject({ status: 200, data: { code, origin: 'newsletter', kind: 'amount', value: 500, state: 'unused' } });
    expect((await claim(b.token, code)).json()).toMatchObject({ status: 400, msg: 'This promo code does not exist' });
    // Typing it again (as at checkout) finds the account's own copy.
    expect((await claim(a.token, code)).json()).toMatchObject({
      status: 200,
      msg: 'This promo code is already in your account',
      data: { id: claimed.json().data.id },
    });
  });

  it('goes to exactly one of several accounts claiming it at once', async () => {
    await signUp({ email: 'shared-gift@example.com' });
    const code = (await mailedCode('shared-gift@example.com'))!;
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createUser(app)));
    const answers = await Promise.all(accounts.map((a) => claim(a.token, code)));
    expect(answers.map((r) => r.json().status).sort()).toEqual([200, 400, 400, 400]);
  });

  it.each([
    [{ email: 'no-at-sign' }, 'please enter the correct email address'],
    [{ email: '' }, 'please enter email address'],
    [{}, 'please enter email address'],
  ])('rejects %j with 400', async (payload, message) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues).toEqual([{ path: 'body.email', field: 'Email', message }]);
  });

  it(`answers 429 after ${NEWSLETTER_RULES.ip.max} signups from one client in the window`, async () => {
    const ip = freshIp();
    for (let i = 0; i < NEWSLETTER_RULES.ip.max; i++) expect((await signUp({ email: `n${i}@example.com` }, { ip })).statusCode).toBe(200);
    const over = await signUp({ email: 'one-more@example.com' }, { ip, lang: 'ru' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 429, msg: format('ru', 'tooManyRequests'), data: null });
    expect(await rowsFor('one-more@example.com')).toHaveLength(0);
    expect(await mailsTo('one-more@example.com')).toHaveLength(0);
  });

  it(`answers 429 after ${NEWSLETTER_RULES.address.max} signups of one address in the hour, from any client`, async () => {
    for (let i = 0; i < NEWSLETTER_RULES.address.max; i++) expect((await signUp({ email: 'often@example.com' })).statusCode).toBe(200);
    expect((await signUp({ email: 'often@example.com' })).statusCode).toBe(429);
  });
});

describe('when the mail cannot be sent', () => {
  let broken: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 9: the SMTP connection is refused at once.
    broken = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => broken.close());

  it('answers 503 and takes the signup back, so a later signup mints and mails afresh', async () => {
    const res = await signUp({ email: 'unlucky@example.com' }, {}, broken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, msg: 'The email could not be sent, please try again later', data: null });
    expect(await rowsFor('unlucky@example.com', broken)).toEqual([]);
    expect(await broken.db.select().from(coupons).where(eq(coupons.origin, 'newsletter'))).toEqual([]);
    const [counter] = await broken.db
      .select({ hits: authThrottle.hits })
      .from(authThrottle)
      .where(eq(authThrottle.key, 'newsletter:address:unlucky@example.com'));
    expect(counter?.hits ?? 0).toBe(0);
  });
});
