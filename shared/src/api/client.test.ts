import { describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ClientDeps } from './client';

function setup(answer: (cfg: InternalAxiosRequestConfig) => { status: number; data: unknown }, over: Partial<ClientDeps> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const deps: ClientDeps = {
    getToken: () => null,
    getCookieToken: () => null,
    getLocale: () => 'de',
    getHost: () => 'shop.test',
    getRealIp: () => '203.0.113.9',
    toastError: vi.fn(),
    navigate: vi.fn(),
    authLost: vi.fn(),
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
  return { client: createApiClient(deps, { adapter }), deps, seen };
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
  it('uses the bearer token from the store, else the certificate header from the cookie', async () => {
    const a = setup(() => ({ status: 200, data: env(200) }), { getToken: () => 'tok', getCookieToken: () => 'cookie' });
    await a.client.post('/api/x', {});
    expect(a.seen[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(a.seen[0].headers.get('x-certificate-type')).toBeUndefined();
    const b = setup(() => ({ status: 200, data: env(200) }), { getCookieToken: () => 'cookie' });
    await b.client.post('/api/x', {});
    expect(b.seen[0].headers.get('Authorization')).toBeUndefined();
    expect(b.seen[0].headers.get('x-certificate-type')).toBe('cookie');
  });
  it('passes status 400 through for order creation, login and registration', async () => {
    for (const url of ['/api/order/create', '/api/user/login', '/api/user/reg', '/api/login']) {
      const { client, deps } = setup(() => ({ status: 400, data: env(400, 'bad stock') }));
      expect((await client.post(url, {})).data).toEqual(env(400, 'bad stock'));
      expect(deps.toastError).not.toHaveBeenCalled();
    }
  });
  it('rejects any other failure and shows msg as an error toast', async () => {
    const { client, deps } = setup(() => ({ status: 400, data: env(400, 'bad field') }));
    await expect(client.post('/api/user/address', {})).rejects.toThrow('bad field');
    expect(deps.toastError).toHaveBeenCalledWith('bad field');
    const ok200 = setup(() => ({ status: 200, data: env(300, 'odd') }));
    await expect(ok200.client.get('/api/x')).rejects.toThrow('odd');
    expect(ok200.deps.toastError).toHaveBeenCalledWith('odd');
  });
  it('sends HTTP 403, 404 and 500 to /error', async () => {
    for (const status of [403, 404, 500]) {
      const { client, deps } = setup(() => ({ status, data: env(status, 'x') }));
      await expect(client.get('/api/x')).rejects.toThrow();
      expect(deps.navigate).toHaveBeenCalledWith('/error');
    }
  });
  it('lets a caller handle a status itself', async () => {
    const { client, deps } = setup(() => ({ status: 404, data: env(404, 'no such product') }));
    await expect(client.get('/api/product/9', { expect: [404] })).rejects.toMatchObject({ httpStatus: 404 });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.toastError).not.toHaveBeenCalled();
  });
  it('code 410000 clears user info and goes to /join', async () => {
    const { client, deps } = setup(() => ({ status: 401, data: env(410000, 'please log in') }));
    await expect(client.get('/api/user/me')).rejects.toThrow();
    expect(deps.authLost).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith('/join');
  });
});
