import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../src/lib/errors';
import { createTestApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    extend: (scope) => {
      scope.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      });
      scope.get('/api/test/missing', async () => {
        throw ApiError.notFound();
      });
      scope.post('/api/test/echo', { schema: { body: z.object({ email: z.email(), quantity: z.number().int().min(1) }) } }, async (request) => request.body);
    },
  });
});
afterAll(() => app.close());

describe('envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await app.inject({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ status: 404, msg: 'This page could not be found.', data: null });
  });

  it('answers a non-GET to an unknown path with a 404 envelope', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/shop' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });

  it('answers a validation error with HTTP 400, the field and the reason', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', quantity: 0 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(400);
    expect(body.msg).toMatch(/^Invalid input: Email: [^;]+; Quantity: /);
    expect(body.msg).not.toContain('body.');
    expect(body.data.issues.map((i: { path: string }) => i.path)).toEqual(['body.email', 'body.quantity']);
    expect(body.data.issues[0].field).toBe('Email');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });

  it('hides the details of a server error', async () => {
    const res = await app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, msg: 'Server error, please try again later', data: null });
    expect(res.body).not.toContain('secret');
  });

  it('passes a domain error with its catalogue message', async () => {
    const res = await app.inject({ url: '/api/test/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('This page could not be found.');
  });
});

describe('messages in the request language', () => {
  it('translates an error into German', async () => {
    const res = await app.inject({ url: '/api/no/such/thing', headers: { 'accept-language': 'de' } });
    expect(res.json().msg).toBe('Diese Seite wurde nicht gefunden.');
  });

  it('translates validation messages, including zod reasons', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'accept-language': 'de' }, payload: { email: 'a@b.co', quantity: 'x' } });
    const body = res.json();
    expect(body.msg).toMatch(/^Ungültige Eingabe: Menge: /);
    expect(body.msg).not.toMatch(/expected/);
  });

  it('maps browser tags such as zh-TW', async () => {
    const res = await app.inject({ url: '/api/test/boom', headers: { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' } });
    expect(res.json().msg).toBe('伺服器錯誤，請稍後再試');
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/language', '/api/currency', '/api/settings', '/api/health', '/api/user/me']));
    const language = doc.paths['/api/language'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(language.properties)).toEqual(['status', 'msg', 'data']);
    expect(doc.paths['/*']).toBeUndefined();
    // Every reference resolves, the category tree's reference to itself included.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toContain('CategoryNode');
    for (const name of new Set(refs)) expect(doc.components.schemas, name).toHaveProperty([name]);
    expect(doc.components.schemas.CategoryNode.properties.children.items).toEqual({ $ref: '#/components/schemas/CategoryNode' });
  });
});
