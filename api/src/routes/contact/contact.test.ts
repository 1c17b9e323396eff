import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { contactMessages } from '../../db/schema/content';
import { format } from '../../i18n/messages';
import { CONTACT_RULE } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const send = (payload: object, options: { lang?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });

const valid = { name: 'Marta Silva', email: 'Marta.Silva@Example.com', subject: 'Linen sizes', message: 'Does the linen shirt come in XS?' };

describe('POST /api/contact', () => {
  it('stores the message and answers with a confirmation in the shopper’s language', async () => {
    const res = await send(valid, { lang: 'es' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.msg).toBe(format('es', 'contact.received', { name: 'Marta Silva' }));
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({ name: 'Marta Silva', email: 'marta.silva@example.com', subject: 'Linen sizes', message: valid.message, locale: 'es' });
  });

  it('trims the fields and accepts a message without a subject', async () => {
    const res = await send({ name: '  Ana  ', email: ' ana@example.com ', message: '  Hello  ' });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data.id));
    expect(row).toMatchObject({ name: 'Ana', email: 'ana@example.com', subject: '', message: 'Hello' });
  });

  it('rejects an invalid email with the form’s message, in the shopper’s language', async () => {
    const en = await send({ ...valid, email: 'not-an-email' });
    expect(en.statusCode).toBe(400);
    expect(en.json().status).toBe(400);
    expect(en.json().data.issues).toEqual([{ path: 'body.email', field: 'Email', message: 'please enter the correct email address' }]);
    expect(en.json().msg).toBe('Invalid input: Email: please enter the correct email address');
    const de = await send({ ...valid, email: 'not-an-email' }, { lang: 'de' });
    expect(de.json().data.issues[0]).toMatchObject({ field: 'E-Mail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' });
    expect(de.json().msg).toBe('Ungültige Eingabe: E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });

  it.each([
    ['name', { ...valid, name: '   ' }],
    ['message', { ...valid, message: '' }],
    ['email', { ...valid, email: '' }],
    ['message', { ...valid, message: 'x'.repeat(2001) }],
    ['name', { email: valid.email, message: valid.message }],
  ])('rejects a missing or overlong %s', async (field, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it(`answers 429 after ${CONTACT_RULE.max} messages from one address in the window; others are unaffected`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_RULE.max; i++) expect((await send(valid, { ip })).statusCode).toBe(200);
    const over = await send(valid, { ip, lang: 'fr' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 429, msg: format('fr', 'contact.tooMany'), data: null });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid)).statusCode).toBe(200);
  });
});
