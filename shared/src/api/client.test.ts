import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ClientDeps } from './client';
import type { RequestContext } from '../contracts/request-context';

const context: RequestContext = { locale: 'de', currency: 'EUR', token: null, host: 'shop.test', realIp: '203.0.113.9' };

function setup(answer: (cfg: InternalAxiosRequestConfig) => { status: number; data: unknown }, over: Partial<ClientDeps> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const deps: ClientDeps = {
    getCookieToken: () => null,
    getDefaultHost: () => 'page.test',
    ...over,
  };
  const adapter: AxiosAdapter = async (cfg) => {
    seen.push(cfg);
    const { status, data } = answer(cfg);
    const res = { status, data, statusText: String(status), headers: {}, config: cfg };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('fail', String(status), cfg, null, res);
    }
    return res;
  };
  return { client: createApiClient(deps, { adapter, context }), deps, seen };
}

const env = (status: number, msg = 'm', data: unknown = null) => ({ status, msg, data });

describe('api client', () => {
  it('resolves body status 200 with the envelope', async () => {
    const { client } = setup(() => ({ status: 200, data: env(200, 'ok', [1]) }));
    expect((await client.get('/api/x')).data).toEqual(env(200, 'ok', [1]));
  });
  it('sends host, real ip, forwarded-for, language and a form-encoded type on GET', async () => {
    const { client, seen } = setup(() => ({ status: 200, data: env(200) }));
    await client.get('/api/x');
    const h = seen[0].headers;
    expect(h.get('x-host')).toBe('shop.test');
    expect(h.get('x-real-ip')).toBe('203.0.113.9');
    expect(h.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(h.get('accept-language')).toBe('de');
    expect(h.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });
  it("takes each request's headers from the context it is given", async () => {
    const { client, seen } = setup(() => ({ status: 200, data: env(200) }));
    await Promise.all([
      client.get('/api/x', { context: { ...context, locale: 'fr' } }),
      client.get('/api/y', { context: { ...context, locale: 'jp', host: '' } }),
    ]);
    expect(seen.map((c) => [c.url, c.headers.get('accept-language'), c.headers.get('x-host')])).toEqual([
      ['/api/x', 'fr', 'shop.test'],
      ['/api/y', 'jp', 'page.test'],
    ]);
  });
  it('uses the bearer token from the store, else the certificate header from the cookie', async () => {
    const a = setup(() => ({ status: 200, data: env(200) }), { getCookieToken: () => 'cookie' });
    await a.client.post('/api/x', {}, { context: { ...context, token: 'tok' } });
    expect(a.seen[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(a.seen[0].headers.get('x-certificate-type')).toBeUndefined();
    const b = setup(() => ({ status: 200, data: env(200) }), { getCookieToken: () => 'cookie' });
    await b.client.post('/api/x', {});
    expect(b.seen[0].headers.get('Authorization')).toBeUndefined();
    expect(b.seen[0].headers.get('x-certificate-type')).toBe('cookie');
  });
  it('passes status 400 through for order creation, login and registration', async () => {
    for (const url of ['/api/order/create', '/api/user/login', '/api/user/reg', '/api/login']) {
      const { client } = setup(() => ({ status: 400, data: env(400, 'bad stock') }));
      expect((await client.post(url, {})).data).toEqual(env(400, 'bad stock'));
    }
  });
  it('rejects any other failure, to be shown as an error toast with msg', async () => {
    const { client } = setup(() => ({ status: 400, data: env(400, 'bad field') }));
    await expect(client.post('/api/user/address', {})).rejects.toMatchObject({ message: 'bad field', outcome: 'toast' });
    const ok200 = setup(() => ({ status: 200, data: env(300, 'odd') }));
    await expect(ok200.client.get('/api/x')).rejects.toMatchObject({ message: 'odd', outcome: 'toast' });
  });
  it('sends HTTP 403, 404 and 500 to /error', async () => {
    for (const status of [403, 404, 500]) {
      const { client } = setup(() => ({ status, data: env(status, 'x') }));
      await expect(client.get('/api/x')).rejects.toMatchObject({ httpStatus: status, outcome: 'errorPage' });
    }
  });
  it('lets a caller handle a status itself', async () => {
    const { client } = setup(() => ({ status: 404, data: env(404, 'no such product') }));
    await expect(client.get('/api/product/9', { expect: [404] })).rejects.toMatchObject({ httpStatus: 404, outcome: 'none' });
  });
  it('code 410000 ends the session (user info cleared, /join)', async () => {
    const { client } = setup(() => ({ status: 401, data: env(410000, 'please log in') }));
    await expect(client.get('/api/user/me')).rejects.toMatchObject({ status: 410000, outcome: 'sessionEnded' });
  });
});
