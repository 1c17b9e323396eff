import { formatMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import { createTestApp, createUser } from '../../../test/helpers';
import { bearer } from '../../../test/account-fixtures';
import { notifyUser } from './service';
import { INBOX_MESSAGE_KEYS, renderInboxMessage, type InboxMessageKey } from '../../i18n/inbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const list = async (token: string, lang = 'en', query = '') =>
  (await app.inject({ url: `/api/user/mail${query}`, headers: { ...bearer(token), 'accept-language': lang } })).json().data;

describe('inbox', () => {
  it('renders messages from key and params in the request language, newest first, with the unread count', async () => {
    const { user, token } = await createUser(app);
    await notifyUser(app.db, user.id, { kind: 'order', messageKey: 'inbox.orderShipped', params: { orderNo: 'SF-1' }, orderId: 7 });
    await notifyUser(app.db, user.id, { kind: 'refund', messageKey: 'inbox.refundRequested', params: { orderNo: 'SF-1', amount: 1234 }, orderId: 7 });

    const en = await list(token);
    expect(en.total).toBe(2);
    expect(en.unread).toBe(2);
    expect(en.list[0]).toMatchObject({
      kind: 'refund',
      title: 'Refund requested',
      body: 'We have received your refund request of $12.34 for order SF-1.',
      orderId: 7,
      read: false,
    });
    expect(en.list[1].body).toBe('Your order SF-1 has been shipped. Expected delivery: 15 to 20 days.');
    const de = await list(token, 'de');
    expect(de.list[1].title).toBe('Bestellung versandt');
    expect(de.list[0].body).toContain('12,34\u00a0$');
  });

  it('writes an amount in the currency the order was placed in, as the reader writes it', async () => {
    const { user, token } = await createUser(app);
    await notifyUser(app.db, user.id, { kind: 'refund', messageKey: 'inbox.refunded', params: { orderNo: 'SF-2', amount: 1846, currency: 'EUR' }, orderId: 8 });
    await notifyUser(app.db, user.id, { kind: 'refund', messageKey: 'inbox.refunded', params: { orderNo: 'SF-3', amount: 3326, currency: 'JPY' }, orderId: 9 });
    expect((await list(token, 'de')).list.map((m: { body: string }) => m.body)).toEqual([
      expect.stringContaining('3.326\u00a0¥'),
      expect.stringContaining('18,46\u00a0€'),
    ]);
    expect((await list(token)).list.map((m: { body: string }) => m.body)).toEqual([expect.stringContaining('¥3,326'), expect.stringContaining('€18.46')]);
  });

  it('reads an unknown key as its kind’s notice', async () => {
    const { user, token } = await createUser(app);
    // A row written by another version of the server, with a key this one does not know.
    await notifyUser(app.db, user.id, { kind: 'shipping', messageKey: 'inbox.somethingNew' as InboxMessageKey, params: { orderNo: 'SF-9' } });
    expect((await list(token)).list[0]).toMatchObject({ title: 'Shipping update', body: 'There is news about the delivery of order SF-9.' });
  });

  it('marks read and deletes, answering the unread count', async () => {
    const { user, token } = await createUser(app);
    await notifyUser(app.db, user.id, { kind: 'order', messageKey: 'inbox.orderPaid', params: { orderNo: 'SF-2' } });
    await notifyUser(app.db, user.id, { kind: 'order', messageKey: 'inbox.orderPlaced', params: { orderNo: 'SF-2' } });
    const [first, second] = (await list(token)).list;
    const read = await app.inject({ method: 'POST', url: `/api/user/mail/${first.id}/read`, headers: bearer(token) });
    expect(read.json().data).toEqual({ id: first.id, unread: 1 });
    expect((await list(token)).list[0].read).toBe(true);
    const del = await app.inject({ method: 'DELETE', url: `/api/user/mail/${second.id}`, headers: bearer(token) });
    expect(del.json().data).toEqual({ id: second.id, unread: 0 });
    expect((await list(token)).total).toBe(1);
    expect((await app.inject({ method: 'DELETE', url: `/api/user/mail/${second.id}`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it("answers 404 for another customer's message and leaves it alone", async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    await notifyUser(app.db, alice.user.id, { kind: 'order', messageKey: 'inbox.orderPaid', params: { orderNo: 'SF-3' } });
    const [msg] = (await list(alice.token)).list;
    expect((await app.inject({ method: 'POST', url: `/api/user/mail/${msg.id}/read`, headers: bearer(bob.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/user/mail/${msg.id}`, headers: bearer(bob.token) })).statusCode).toBe(404);
    expect((await list(bob.token)).total).toBe(0);
    expect((await list(alice.token)).list[0]).toMatchObject({ id: msg.id, read: false });
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/user/mail' })).json().status).toBe(410000);
  });
});

describe('inbox texts', () => {
  it('word every key in all nine locales with every value it is given', () => {
    const params = JSON.stringify({
      orderNo: 'SO123',
      amount: 1234,
      code: 'WELCOME7',
      percent: 10,
      days: 30,
      reply: 'Thanks!',
      carrier: 'DHL',
      trackingNo: 'JD0146',
      reason: 'Seal broken',
    });
    for (const key of INBOX_MESSAGE_KEYS) {
      const english = renderInboxMessage('en', { kind: 'order', messageKey: key, params });
      for (const locale of LOCALES) {
        const { title, body } = renderInboxMessage(locale, { kind: 'order', messageKey: key, params });
        expect(title, `${locale} ${key}`).toBeTruthy();
        expect(body, `${locale} ${key}`).not.toMatch(/\{\{|\}\}/);
        for (const value of ['SO123', '$12.34', 'WELCOME7', '30', 'Thanks!', 'DHL', 'JD0146', 'Seal broken']) {
          // The amount as this reader writes US dollars ("12,34 $" in German).
          const shown = value === '$12.34' ? formatMoney(1234, 'USD', locale) : value;
          if (english.body.includes(value)) expect(body, `${locale} ${key}`).toContain(shown);
        }
        if (locale !== 'en') expect(body, `${locale} ${key}`).not.toBe(english.body);
      }
    }
  });

  it('words the days of a welcome code in the plural form of the language', () => {
    const welcome = (locale: Locale, days: number) =>
      renderInboxMessage(locale, { kind: 'account', messageKey: 'inbox.welcomeCode', params: JSON.stringify({ code: 'W1', percent: 10, days }) }).body;
    expect(welcome('en', 1)).toContain('It is valid for 1 day and');
    expect(welcome('en', 30)).toContain('It is valid for 30 days and');
    expect(welcome('ru', 1)).toContain('Он действует 1 день');
    expect(welcome('ru', 2)).toContain('Он действует 2 дня');
    expect(welcome('ru', 30)).toContain('Он действует 30 дней');
  });
});
