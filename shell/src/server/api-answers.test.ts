import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPublicAnswers, keepPublicAnswers } from './api-answers';

/** The API as the worker sees it: a counter per address, public or private as the address says. */
function api() {
  const asked: InternalAxiosRequestConfig[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const adapter: AxiosAdapter = async (config) => {
    asked.push(config);
    if (hold) await new Promise<void>((r) => (release = r));
    const priv = config.url!.includes('private');
    return {
      status: 200,
      statusText: 'OK',
      headers: { 'cache-control': priv ? 'private, no-store' : 'public, max-age=0, s-maxage=10' },
      data: JSON.stringify({ status: 200, data: { n: asked.length, lang: config.headers['x-lang'] } }),
      config,
    };
  };
  return {
    asked,
    adapter,
    hold: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

let clock = 0;
const now = () => clock;

function client(adapter: AxiosAdapter) {
  return axios.create({ baseURL: 'http://127.0.0.1:1', adapter: keepPublicAnswers(adapter, 1000, now) });
}

describe("a render worker's public API answers", () => {
  beforeEach(() => {
    forgetPublicAnswers();
    clock = 1_000;
  });

  it('asks once a second for the same public answer, and hands every render a copy of its own', async () => {
    const server = api();
    const http = client(server.adapter);
    const first = await http.get('/api/catalog/products/7', { headers: { 'x-lang': 'en', 'x-real-ip': '10.0.0.1' } });
    first.data.data.n = 'changed by a render';
    clock = 1_999;
    // Another shopper's address asks the same public answer.
    const second = await http.get('/api/catalog/products/7', { headers: { 'x-lang': 'en', 'x-real-ip': '10.0.0.2' } });
    expect(second.data).toEqual({ status: 200, data: { n: 1, lang: 'en' } });
    expect(server.asked).toHaveLength(1);
    // Another language is another answer; a second later the first is asked again.
    await http.get('/api/catalog/products/7', { headers: { 'x-lang': 'de' } });
    clock = 2_000;
    expect((await http.get('/api/catalog/products/7', { headers: { 'x-lang': 'en' } })).data.data.n).toBe(3);
  });

  it("never keeps a private answer, a session's request or anything but a GET", async () => {
    const server = api();
    const http = client(server.adapter);
    for (let i = 0; i < 2; i++) {
      await http.get('/api/private/orders');
      await http.get('/api/catalog/products/7', { headers: { Authorization: 'Bearer t' } });
      await http.get('/api/catalog/products/7', { headers: { 'x-certificate-type': 'cookie' } });
      await http.post('/api/catalog/products/7', {});
    }
    expect(server.asked).toHaveLength(8);
  });

  it('asks again after a change, and keeps no answer that was on its way when the change came', async () => {
    const server = api();
    const http = client(server.adapter);
    await http.get('/api/catalog/products/7');
    forgetPublicAnswers();
    server.hold();
    const during = http.get('/api/catalog/products/7');
    // The change comes while the request is with the API.
    await vi.waitFor(() => expect(server.asked).toHaveLength(2));
    forgetPublicAnswers();
    server.release();
    expect((await during).data.data.n).toBe(2);
    expect((await http.get('/api/catalog/products/7')).data.data.n).toBe(3);
    expect((await http.get('/api/catalog/products/7')).data.data.n).toBe(3);
  });
});
