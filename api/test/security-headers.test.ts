import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceOverrideOrigins } from '@storefront/registry/document';
import { auth, createSku } from '../src/routes/order/testing';
import { createOrderWith } from './account-fixtures';
import { createTestApp, createUser } from './helpers';

// As HtmlRspackPlugin writes the shell's index.html: no inline script, a data: favicon.
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E">' +
  '<title>Aurora</title></head><body><div id="root"></div><script defer src="/main.3f9a2c1b.js"></script></body></html>';

let tmp: string;
let releasesDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-headers-'));
  const shellDist = path.join(tmp, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), INDEX);
  await writeFile(path.join(shellDist, 'main.3f9a2c1b.js'), 'console.log(1)');
  releasesDir = path.join(tmp, 'data', 'releases');
  app = await createTestApp({ config: { dataDir: path.join(tmp, 'data'), releasesDir, shellDist } });
});
afterAll(async () => {
  await app?.close();
  await rm(tmp, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectShopHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src') ?? csp.get('default-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('style-src') ?? csp.get('default-src')).not.toContain("'unsafe-inline'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(String(res.headers['permissions-policy'])).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

describe('security headers on every page and answer', () => {
  it('the shell page: scripts, styles and connections from the shop only, no inline script', async () => {
    const res = await app.inject({ url: '/shop' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectShopHeaders(res);
    const csp = directives(res);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // The favicon is a data: picture.
    expect(csp.get('img-src')).toContain('data:');
    // A picture the shopper picked is previewed from a blob: URL before upload.
    expect(csp.get('img-src')).toContain('blob:');
    // Served over plain HTTP (no PUBLIC_URL): browsers are not pinned to HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Every inline script that runs is allowed by its hash, and by nothing broader.
    for (const [, body] of res.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)) {
      expect(csp.get('script-src')).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  });

  it("the registry's development-override origins may serve remotes, and only they", async () => {
    const before = directives(await app.inject({ url: '/' }));
    expect(before.get('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-/),
      expect.stringMatching(/^'sha256-/),
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect(before.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:*', 'ws://localhost:*']));

    await app.registry.update((r) => replaceOverrideOrigins(r, ['https://dev.example.com:8443', "https://evil.example.com; script-src 'unsafe-inline'"]));
    // The registry is looked at again at most once a second.
    await new Promise((r) => setTimeout(r, 1100));
    await app.inject({ url: '/api/settings' });
    const after = directives(await app.inject({ url: '/' }));
    expect(after.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-/), expect.stringMatching(/^'sha256-/), 'https://dev.example.com:8443']);
    expect(after.get('connect-src')).toEqual(["'self'", 'https://dev.example.com:8443', 'wss://dev.example.com:8443']);
    expect([...after.values()].flat()).not.toContain("'unsafe-inline'");

    await app.registry.update((r) => replaceOverrideOrigins(r, null));
  });

  it('API answers, errors and files carry them too', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/api/settings' }),
      app.inject({ url: '/api/no/such/thing' }),
      app.inject({ method: 'POST', url: '/api/contact', payload: { name: '', email: 'x', message: '' } }),
      app.inject({ url: '/api/order/1' }),
      app.inject({ url: '/main.3f9a2c1b.js' }),
      app.inject({ url: '/remotes.json' }),
      app.inject({ url: '/api/catalog/products/%E0%A4%A' }),
      app.inject({ method: 'PUT', url: `/api/cart/items/${'9'.repeat(200)}`, payload: { quantity: 1 } }),
      app.inject({ url: `/api/catalog/products?keyword=${'a'.repeat(9000)}` }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 401, 200, 200, 400, 414, 414]);
    for (const res of answers) expectShopHeaders(res);
  });

  it('the sandbox payment page styles itself with the nonce of its answer', async () => {
    const { user, token } = await createUser(app);
    const { productId } = await createSku(app, { price: 1000, stock: 5 });
    const { order } = await createOrderWith(app, user.id, [productId], 'unpaid');
    const started = await app.inject({ method: 'POST', url: '/api/pay/start', headers: auth(token), payload: { orderId: order.id } });
    expect(started.statusCode, started.body).toBe(200);
    const page = await app.inject({ url: started.json().data.payUrl });
    expect(page.statusCode).toBe(200);
    expectShopHeaders(page);
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(directives(page).get('style-src')).toContain(`'nonce-${nonce}'`);
    // A fresh nonce per answer.
    const again = await app.inject({ url: started.json().data.payUrl });
    expect(/<style nonce="([^"]+)">/.exec(again.body)?.[1]).not.toBe(nonce);
    expect(page.body).not.toMatch(/<script/);
  });
});

describe('HSTS when the shop is served over TLS', () => {
  let tls: FastifyInstance;
  beforeAll(async () => {
    tls = await createTestApp({ config: { publicUrl: 'https://shop.example.com' } });
  });
  afterAll(() => tls?.close());

  it('PUBLIC_URL=https://... pins browsers to HTTPS for a year', async () => {
    const res = await tls.inject({ url: '/api/settings' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res).has('upgrade-insecure-requests')).toBe(true);
    expectShopHeaders(res);
  });
});
