import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { publishBuild } from '../releases/registry';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let tmp: string;
let app: FastifyInstance;

async function fakeBuild(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-static-'));
  const shellDist = path.join(tmp, 'shell', 'dist');
  await fakeBuild(shellDist, { 'index.html': INDEX, 'static/js/main.3f9a2c1b.js': 'console.log(1)', 'favicon.ico': 'ico' });
  app = await createTestApp({ config: { dataDir: path.join(tmp, 'data'), releasesDir: path.join(tmp, 'data', 'releases'), shellDist } });
});
afterAll(async () => {
  await app?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('shell with SPA fallback', () => {
  it.each(['/', '/shop', '/shop/goodCart', '/cn/shop', '/user/order/details/12', '/de/single/question'])('%s -> index.html 200', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['//shop//goodCart', '/shop/goodCart'],
    ['/en/shop', '/shop'],
    ['/en/shop?page=2', '/shop?page=2'],
    ['/de/user/settings', '/de/user/setting'],
  ])('%s -> 301 %s', async (url, location) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/xx/shop', '/no/such/page', '/de/no/such'])('%s -> index.html 404', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never redirects to another host', async () => {
    // Over a real socket: inject() would normalise the backslash away.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const location = (target: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: target }, (res) => {
            res.resume();
            resolve(res.headers.location);
          })
          .on('error', reject);
      });
    expect(await location('/en/\\evil.example')).toBe('/%5Cevil.example');
    expect(await location('/en//evil.example')).toBe('/en/evil.example');
  });

  it('serves hashed assets with a long cache and other files with no-cache', async () => {
    const js = await app.inject({ url: '/static/js/main.3f9a2c1b.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const ico = await app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['cache-control']).toBe('no-cache');
  });

  it('does not shadow the API or leave the dist folder', async () => {
    expect((await app.inject({ url: '/api/nope' })).json().status).toBe(404);
    expect((await app.inject({ url: '/api/language' })).json().status).toBe(200);
    const escape = await app.inject({ url: '/static/../../../package.json' });
    expect(escape.body).not.toContain('"name"');
  });
});

describe('releases and /remotes.json', () => {
  it('serves published releases immutable with CORS, and lists them in /remotes.json', async () => {
    const releasesDir = path.join(tmp, 'data', 'releases');
    const v1 = path.join(tmp, 'mf-catalog-v1', 'dist');
    const v2 = path.join(tmp, 'mf-catalog-v2', 'dist');
    await fakeBuild(v1, { 'mf-manifest.json': '{"v":1}', 'remoteEntry.js': 'one' });
    await fakeBuild(v2, { 'mf-manifest.json': '{"v":2}', 'remoteEntry.js': 'two' });
    const first = await publishBuild('catalog', v1, { releasesDir, packageVersion: '1.0.0' });
    const second = await publishBuild('catalog', v2, { releasesDir, packageVersion: '1.0.0' });

    const res = await app.inject({ url: '/remotes.json' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      remotes: {
        catalog: {
          version: second.version,
          entry: `/releases/catalog/${second.version}/mf-manifest.json`,
          previous: first.version,
          previousEntry: `/releases/catalog/${first.version}/mf-manifest.json`,
        },
      },
      overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    });

    const manifest = await app.inject({ url: `/releases/catalog/${second.version}/mf-manifest.json`, headers: { origin: 'http://localhost:3001' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ v: 2 });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ url: `/releases/catalog/${first.version}/remoteEntry.js` })).body).toBe('one');
  });

  it('does not serve the registry file or unknown remotes', async () => {
    expect((await app.inject({ url: '/releases/registry.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/nope/1.0.0/x.js' })).statusCode).toBe(404);
  });
});
