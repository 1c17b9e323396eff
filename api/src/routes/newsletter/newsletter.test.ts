import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
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
const signUp = (payload: object, options: { lang?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
const rowsFor = (email: string) => app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
const linkIn = (text: string, purpose: 'confirm' | 'unsubscribe') => {
  const found = text.match(new RegExp(`https?://[^\\s"<>]+/api/newsletter/${purpose}\\?token=[\\w.-]+`))?.[0];
  if (!found) throw new Error(`no ${purpose} link in: ${text}`);
  return new URL(found);
};
const codeIn = (text: string) => text.match(/\bNEWS-[A-Z0-9]{10}\b/)?.[0];
const claim = (token: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/user/coupon/claim', headers: auth(token), payload: { code }, remoteAddress: freshIp() });

/** Signs up, opens the confirm link's page and presses its button, as a reader would: the welcome mail. */
async function subscribeAndConfirm(email: string, lang?: string) {
  await signUp({ email }, { lang });
  const [confirmMail] = await mailsTo(email);
  const link = linkIn(confirmMail.text, 'confirm');
  const token = link.searchParams.get('token')!;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.statusCode).toBe(200);
  const [welcome] = await mailsTo(email);
  expect(welcome.kind).toBe('newsletterWelcome');
  return { welcome, confirmToken: token };
}

describe('POST /api/newsletter: double opt-in', () => {
  it('mails only a confirm link; the code and the newsletter wait for the confirmation', async () => {
    const first = await signUp({ email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, msg: format('en', 'newsletter.subscribed'), data: { email: 'reader@example.com' } });
    const mails = await mailsTo('reader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletterConfirm', subject: 'Please confirm your newsletter subscription', headers: {} });
    expect(codeIn(mails[0].text)).toBeUndefined();
    expect((await rowsFor('reader@example.com'))[0]).toMatchObject({ confirmedAt: null, couponId: null });
    expect(await app.db.select().from(coupons).where(eq(coupons.origin, 'newsletter'))).toHaveLength(0);
  });

  it('the confirm link opens a page that asks (a link scanner confirms nothing); its button confirms and mails the code once', async () => {
    await signUp({ email: 'confirm@example.com' });
    const link = linkIn((await mailsTo('confirm@example.com'))[0].text, 'confirm');
    const pageRes = await app.inject({ url: `${link.pathname}${link.search}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('Confirm your subscription');
    expect(pageRes.body).toContain('<form method="post" action="/api/newsletter/confirm">');
    expect((await rowsFor('confirm@example.com'))[0].confirmedAt).toBeNull();

    const token = link.searchParams.get('token')!;
    const press = () =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const done = await press();
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Subscription confirmed');
    const [row] = await rowsFor('confirm@example.com');
    expect(row.confirmedAt).not.toBeNull();
    const [welcome] = await mailsTo('confirm@example.com');
    expect(welcome.subject).toBe('Your newsletter welcome code');
    expect(welcome.text).toMatch(/Your one-time code NEWS-[A-Z0-9]{10} takes \$5\.00 off one order of \$30\.00 or more and is valid for 60 days/);
    const [coupon] = await app.db.select().from(coupons).where(eq(coupons.id, row.couponId!));
    expect(coupon).toMatchObject({ code: codeIn(welcome.text), origin: 'newsletter', kind: 'amount', value: 500, minSpend: 3000, claimable: true });

    expect((await press()).statusCode).toBe(200);
    expect((await mailsTo('confirm@example.com')).filter((m) => m.kind === 'newsletterWelcome')).toHaveLength(1);
  });

  it('refuses a forged or altered token', async () => {
    await signUp({ email: 'forged@example.com' });
    const token = linkIn((await mailsTo('forged@example.com'))[0].text, 'confirm').searchParams.get('token')!;
    const [id] = token.split('.');
    for (const bad of [`${id}.${'A'.repeat(43)}`, `${Number(id) + 1}.${token.split('.')[1]}`, 'nonsense', '']) {
      const res = await app.inject({ method: 'POST', url: `/api/newsletter/confirm?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This link does not work');
    }
    // An unsubscribe token does not confirm: each link does one thing.
    const [row] = await rowsFor('forged@example.com');
    expect(row.confirmedAt).toBeNull();
  });

  it('every marketing mail carries List-Unsubscribe (https) with one-click POST and a visible link', async () => {
    const { welcome } = await subscribeAndConfirm('headers@example.com');
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.headers['List-Unsubscribe']).toMatch(/^<https:\/\/shop\.invalid\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}>$/);
    expect(welcome.html).toContain('/api/newsletter/unsubscribe?token=');
    expect(welcome.text).toContain('Unsubscribe');
    // The development outbox shows the links as they are sent: against the shop's address.
    const listed = (await app.inject({ url: '/api/dev/outbox?to=headers@example.com' })).json().data[0];
    expect(listed.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=/);
  });

  it('one-click unsubscribe: a POST with List-Unsubscribe=One-Click, no login', async () => {
    const { welcome } = await subscribeAndConfirm('oneclick@example.com');
    const url = new URL(welcome.headers['List-Unsubscribe'].slice(1, -1));
    const res = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect((await rowsFor('oneclick@example.com'))[0].unsubscribedAt).not.toBeNull();
    const forged = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=1.x',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('the unsubscribe link works with a GET and no login, in the subscriber’s language', async () => {
    const { welcome } = await subscribeAndConfirm('abmelden@example.de', 'de');
    expect(welcome.subject).toBe('Ihr Willkommenscode zum Newsletter');
    expect(welcome.html).toContain('lang="de"');
    const url = linkIn(welcome.html!, 'unsubscribe');
    const res = await app.inject({ url: `${url.pathname}${url.search.replaceAll('&amp;', '&')}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sie haben sich abgemeldet');
    expect((await rowsFor('abmelden@example.de'))[0].unsubscribedAt).not.toBeNull();
    // Again: the same page, nothing else changes.
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
  });

  it('signing up again after leaving asks to confirm again, and mints no second code', async () => {
    const { welcome } = await subscribeAndConfirm('again@example.com');
    const url = linkIn(welcome.text, 'unsubscribe');
    await app.inject({ url: `${url.pathname}${url.search}` });
    await signUp({ email: 'again@example.com' });
    const [confirmAgain] = await mailsTo('again@example.com');
    expect(confirmAgain.kind).toBe('newsletterConfirm');
    const token = linkIn(confirmAgain.text, 'confirm').searchParams.get('token')!;
    await app.inject({ method: 'POST', url: `/api/newsletter/confirm?token=${token}` });
    const [row] = await rowsFor('again@example.com');
    expect(row).toMatchObject({ unsubscribedAt: null });
    expect(row.confirmedAt).not.toBeNull();
    expect((await mailsTo('again@example.com')).filter((m) => m.kind === 'newsletterWelcome')).toHaveLength(1);
  });

  it('answers an address that has an account, or is already subscribed, like any other', async () => {
    const { user } = await createUser(app);
    await subscribeAndConfirm('already@example.com');
    const known = await signUp({ email: user.email });
    const unknown = await signUp({ email: 'nobody-here@example.com' });
    const subscribed = await signUp({ email: 'already@example.com' });
    expect(known.json().msg).toBe(unknown.json().msg);
    expect(subscribed.json().msg).toBe(unknown.json().msg);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(unknown.json().data));
    // A confirmed subscriber is not mailed again by a repeat signup.
    expect((await mailsTo('already@example.com'))[0].kind).toBe('newsletterWelcome');
  });

  it('words the answer and the mail in the shopper’s language', async () => {
    const res = await signUp({ email: 'leser@example.de' }, { lang: 'de' });
    expect(res.json().msg).toBe(format('de', 'newsletter.subscribed'));
    expect((await rowsFor('leser@example.de'))[0].locale).toBe('de');
    const [mail] = await mailsTo('leser@example.de');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
    expect((await signUp({ email: 'leser@example.de' }, { lang: 'jp' })).json().msg).toBe(format('jp', 'newsletter.subscribed'));
  });

  it('keeps one row when the same address signs up several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => signUp({ email: 'race@example.com' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('the mailed code goes to the first account that claims it, and only to one', async () => {
    const { welcome } = await subscribeAndConfirm('gift@example.com');
    const code = codeIn(welcome.text)!;
    const [a, b] = [await createUser(app), await createUser(app)];
    const claimed = await claim(a.token, code.toLowerCase());
    expect(claimed.json()).toMatchObject({ status: 200, data: { code, origin: 'newsletter', kind: 'amount', value: 500, state: 'unused' } });
    expect((await claim(b.token, code)).json()).toMatchObject({ status: 400, msg: 'This promo code does not exist' });
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
