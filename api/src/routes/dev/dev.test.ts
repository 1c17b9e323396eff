import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionConfig } from '../../../test/helpers';
import { enqueueMail } from '../mail/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/dev/outbox', () => {
  it('lists the mail outbox, newest first, filtered by recipient', async () => {
    const mail = (to: string, subject: string) =>
      enqueueMail(app.db, { to, kind: 'other', locale: 'en', subject, content: { locale: 'en', heading: subject, paragraphs: [subject] } });
    await mail('a@example.test', 'first');
    await mail('b@example.test', 'other');
    await mail('a@example.test', 'second');

    const all = (await app.inject({ url: '/api/dev/outbox' })).json();
    expect(all.status).toBe(200);
    expect(all.data.map((m: { subject: string }) => m.subject)).toEqual(['second', 'other', 'first']);

    const res = await app.inject({ url: '/api/dev/outbox?to=a@example.test' });
    const mails = res.json().data;
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(mails[0]).toMatchObject({ to: 'a@example.test', kind: 'other', headers: {} });
    expect(mails[0].text).toContain('second');
    expect(mails[0].html).toContain('<h1');
    expect(Number.isNaN(Date.parse(mails[0].createdAt))).toBe(false);
  });

  it('rejects a bad limit', async () => {
    const res = await app.inject({ url: '/api/dev/outbox?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Invalid input: Limit: /);
    expect(res.json().msg).not.toContain('querystring');
    const de = await app.inject({ url: '/api/dev/outbox?limit=0', headers: { 'accept-language': 'de' } });
    expect(de.json().msg).toMatch(/^Ungültige Eingabe: Höchstzahl: /);
  });
});

describe('PUT /api/dev/settings', () => {
  it('switches isEdit on and GET /api/settings reflects it', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/dev/settings', payload: { isEdit: true } });
    expect(res.json()).toMatchObject({ status: 200, data: { isEdit: true, webType: 1 } });
    expect((await app.inject({ url: '/api/settings' })).json().data.isEdit).toBe(true);
    await app.inject({ method: 'PUT', url: '/api/dev/settings', payload: { isEdit: false } });
    expect((await app.inject({ url: '/api/settings' })).json().data.isEdit).toBe(false);
  });

  it('rejects unknown switches', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/dev/settings', payload: { isAdmin: true } });
    expect(res.statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('the dev routes do not exist', async () => {
    const prod = await createTestApp({ config: productionConfig() });
    try {
      expect((await prod.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'PUT', url: '/api/dev/settings', payload: { isEdit: true } })).statusCode).toBe(404);
      expect((await prod.inject({ url: '/api/settings' })).json().data.isEdit).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
