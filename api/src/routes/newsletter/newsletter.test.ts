import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { newsletterSubscribers } from '../../db/schema/content';
import { format } from '../../i18n/messages';
import { NEWSLETTER_RULE } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const signUp = (payload: object, options: { lang?: string; ip?: string } = {}) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload, remoteAddress: options.ip ?? freshIp(), headers: options.lang ? { 'accept-language': options.lang } : {} });
const rowsFor = (email: string) => app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe('POST /api/newsletter', () => {
  it('stores the address once; a repeat is a success, not a duplicate', async () => {
    const first = await signUp({ email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, msg: 'Thank you for subscribing! Look out for our next newsletter.', data: { email: 'reader@example.com', alreadySubscribed: false } });
    const again = await signUp({ email: '  Reader@Example.COM ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 200, msg: format('en', 'newsletter.alreadySubscribed'), data: { email: 'reader@example.com', alreadySubscribed: true } });
    expect(await rowsFor('reader@example.com')).toHaveLength(1);
  });

  it('answers in the shopper’s language and remembers it', async () => {
    const res = await signUp({ email: 'leser@example.de' }, { lang: 'jp' });
    expect(res.json().msg).toBe(format('jp', 'newsletter.subscribed'));
    expect((await rowsFor('leser@example.de'))[0].locale).toBe('jp');
    expect((await signUp({ email: 'leser@example.de' }, { lang: 'tw' })).json().msg).toBe(format('tw', 'newsletter.alreadySubscribed'));
  });

  it('keeps one row when the same address signs up several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp({ email: 'race@example.com' })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((r) => !r.json().data.alreadySubscribed)).toHaveLength(1);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it.each([[{ email: 'no-at-sign' }, 'please enter the correct email address'], [{ email: '' }, 'please enter email address'], [{}, 'please enter email address']])(
    'rejects %j with 400',
    async (payload, message) => {
      const res = await signUp(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.issues).toEqual([{ path: 'body.email', message }]);
    },
  );

  it(`answers 429 after ${NEWSLETTER_RULE.max} signups from one address in the window`, async () => {
    const ip = freshIp();
    for (let i = 0; i < NEWSLETTER_RULE.max; i++) expect((await signUp({ email: `n${i}@example.com` }, { ip })).statusCode).toBe(200);
    const over = await signUp({ email: 'one-more@example.com' }, { ip, lang: 'ru' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 429, msg: format('ru', 'tooManyRequests'), data: null });
    expect(await rowsFor('one-more@example.com')).toHaveLength(0);
  });
});
