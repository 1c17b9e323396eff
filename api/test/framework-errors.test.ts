import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from './helpers';

/**
 * Requests refused before a route reads them: by Fastify (body, JSON, media type, URL) and by Node's HTTP
 * parser (headers too large, not HTTP at all). Each answer is the shop's envelope, over a real socket.
 */

let app: FastifyInstance;
let port: number;
let release: () => void = () => {};
let token = '';

beforeAll(async () => {
  app = await createTestApp({
    extend: (scope) => {
      // Holds its answer until the test lets it go: a request in flight while the server closes.
      scope.get('/api/test/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { status: 200, msg: 'success', data: null };
      });
    },
  });
  token = (await createUser(app)).token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close().catch(() => {}));

/** Sends raw bytes and reads until the server closes the connection or `done` says the answer is whole. */
function raw(request: string | Buffer, done = (text: string) => /\r\n\r\n/.test(text) && text.length > lengthOf(text)): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (done(text)) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', (error) => (text ? resolve(text) : reject(error)));
    socket.write(request);
  });
}
function lengthOf(text: string): number {
  const head = text.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, head))?.[1];
  return length === undefined ? Infinity : head + 4 + Number(length) - 1;
}
function parse(text: string) {
  const head = text.slice(0, text.indexOf('\r\n\r\n'));
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status, headers, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { status: number; msg: string; data: unknown } };
}

describe("Fastify's own refusals are envelopes in the shopper's language", () => {
  const cases: [string, InjectOptions, number, string][] = [
    [
      'malformed JSON',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' },
      400,
      'The request body is not valid JSON',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'The request body is empty although its type says JSON',
    ],
    [
      'a body over 1 MiB',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: `{"message":"${'x'.repeat(1_100_000)}"}` },
      413,
      'The request is too large',
    ],
    [
      'an unsupported media type',
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      415,
      'This kind of content is not accepted here',
    ],
    ['an address that cannot be decoded', { url: '/api/catalog/products/%E0%A4%A' }, 400, 'The address contains characters that cannot be read'],
    [
      'a path parameter over 100 characters',
      { method: 'PUT', url: `/api/cart/items/${'9'.repeat(150)}`, payload: { quantity: 1 } },
      414,
      'The address is too long',
    ],
    ['an address over 8 KiB', { url: `/api/catalog/products?keyword=${'a'.repeat(9000)}` }, 414, 'The address is too long'],
    [
      'a multipart upload without a boundary',
      { method: 'POST', url: '/api/user/avatar', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
      400,
      'The upload could not be read: it is incomplete or malformed, please try again',
    ],
  ];
  for (const [what, request, status, msg] of cases) {
    it(`${what}: ${status}`, async () => {
      const res = await app.inject({ ...request, headers: { authorization: `Bearer ${token}`, ...request.headers } });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status, msg, data: null });
    });
  }

  it('worded in the request language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'accept-language': 'ja' },
      payload: '{',
    });
    expect(res.json().msg).toBe('リクエストの内容が正しい JSON ではありません');
  });
});

describe("Node's HTTP parser refusals, answered on the socket", () => {
  it('headers over 16 KiB: 431 in the envelope, in the language the request asked for', async () => {
    const res = parse(await raw(`GET /api/settings HTTP/1.1\r\nHost: x\r\nAccept-Language: de\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toEqual({ status: 431, msg: 'Die Kopfzeilen der Anfrage sind zu groß', data: null });
  });

  it('a URL over 16 KiB is refused by the parser the same way (431, envelope)', async () => {
    const res = parse(await raw(`GET /api/catalog/products?keyword=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ status: 431, msg: 'The request headers are too large', data: null });
  });

  it("HTTP/1.1 without a Host header: 400 in the envelope (not Node's empty answer)", async () => {
    const res = parse(await raw('GET /api/settings HTTP/1.1\r\nAccept-Language: es\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, msg: 'A la solicitud le falta la cabecera Host', data: null });
  });

  it('an Expect header the server cannot meet: 417 in the envelope', async () => {
    const res = parse(await raw('GET /api/settings HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n'));
    expect(res.status).toBe(417);
    expect(res.body).toEqual({ status: 417, msg: 'The Expect header of this request cannot be met', data: null });
  });

  it('bytes that are not HTTP: 400 in the envelope', async () => {
    const res = parse(await raw('HELLO THERE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, msg: 'The request could not be read', data: null });
  });

  it('a request line with a NUL byte: 400 in the envelope', async () => {
    const res = parse(await raw(Buffer.from('GET /api/settings\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1')));
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
  });
});

describe('a request that arrives while the server closes', () => {
  it('is answered 503 in the envelope with Connection: close, not a bare body', async () => {
    // A keep-alive connection with a request in flight stays open while the server closes.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 200));
    release();
    await new Promise((r) => setTimeout(r, 200));
    text = '';
    const answered = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/settings HTTP/1.1\r\nHost: x\r\nAccept-Language: fr\r\n\r\n');
    await answered;
    await closed;
    const res = parse(text);
    expect(res.status).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toEqual({ status: 503, msg: 'La boutique redémarre, veuillez réessayer dans un instant', data: null });
  });
});
