import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/shared/routes';
import { createTestApp, placeRelease } from '../../test/helpers';
import { siteMeta } from '../i18n/site';

// As HtmlRspackPlugin writes the shell's index.html (shell/index.html).
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="description" content="Online shop"><link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 ' +
  'viewBox=%220 0 16 16%22%3E%3Ccircle cx=%228%22 cy=%228%22 r=%227%22 fill=%22%238a3b12%22/%3E%3C/svg%3E"><title>Aurora</title></head><body><div id="root"></div>' +
  '<script defer src="/main.3f9a2c1b.js"></script></body></html>';
const ROOT = '<body><div id="root"></div><script defer src="/main.3f9a2c1b.js"></script></body></html>';
// A script big enough to be worth compressing (the build leaves files under 1 KiB alone).
const SCRIPT = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
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
  await fakeBuild(shellDist, {
    'index.html': INDEX,
    'static/js/main.3f9a2c1b.js': 'console.log(1)',
    'favicon.ico': 'ico',
    'main.3f9a2c1b.js': SCRIPT,
    '0123456789abcdef0123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  // What the build's PrecompressPlugin writes beside each file.
  await writeFile(path.join(shellDist, 'main.3f9a2c1b.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(shellDist, 'main.3f9a2c1b.js.gz'), gzipSync(SCRIPT));
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
    expect(res.body).toContain(ROOT);
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
    expect(res.body).toContain(ROOT);
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
    const v1 = path.join(tmp, 'mf-catalog-v1', 'dist');
    const v2 = path.join(tmp, 'mf-catalog-v2', 'dist');
    await fakeBuild(v1, { 'mf-manifest.json': '{"v":1}', 'remoteEntry.js': 'one' });
    await fakeBuild(v2, { 'mf-manifest.json': '{"v":2}', 'remoteEntry.js': 'two' });
    const first = { version: await placeRelease('catalog', v1, { registry: app.registry, version: '1.0.0-v1' }) };
    const second = { version: await placeRelease('catalog', v2, { registry: app.registry, version: '1.0.0-v2' }) };

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
      // Every page view reports its web vitals unless VITALS_SAMPLE_RATE says less (ADR 0043).
      vitalsSampleRate: 1,
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

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

const BROWSER = 'gzip, deflate, br, zstd';

describe('compressed transfer', () => {
  let version: string;
  let chunk: string;
  beforeAll(async () => {
    // A release as the tooling leaves it: what a browser fetches has its .br/.gz beside it.
    chunk = '__federation_expose_pages__Cart.5a92f2b0.js';
    const dist = path.join(tmp, 'mf-cart-checkout', 'dist');
    await fakeBuild(dist, {
      'mf-manifest.json': JSON.stringify({ name: 'cartCheckout', padding: 'x'.repeat(2000) }),
      'remoteEntry.js': SCRIPT.replace('storefront', 'entry'),
      [chunk]: SCRIPT.replace('storefront', 'chunk'),
      // The server build of the same release: read by the server, never sent to a browser.
      'server/remoteEntry.js': SCRIPT,
    });
    for (const name of ['mf-manifest.json', 'remoteEntry.js', chunk]) {
      const body = await readFile(path.join(dist, name));
      await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(body));
      await writeFile(path.join(dist, `${name}.gz`), gzipSync(body));
    }
    version = await placeRelease('cartCheckout', dist, { registry: app.registry, version: '1.0.0-c1' });
  });

  it.each([
    ['remote entry', () => `/releases/cartCheckout/${version}/remoteEntry.js`, 'entry'],
    ['chunk', () => `/releases/cartCheckout/${version}/${chunk}`, 'chunk'],
    ['shell script', () => '/main.3f9a2c1b.js', 'storefront'],
  ])('a %s comes as Brotli to a browser, as gzip to a gzip-only client, plain to others', async (_name, url, word) => {
    const br = await app.inject({ url: url(), headers: { 'accept-encoding': BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(decoded(br)).toContain(word);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await app.inject({ url: url(), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(decoded(br));

    const plain = await app.inject({ url: url() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(decoded(br));
  });

  it('the shell page and API JSON are compressed on the fly', async () => {
    const page = await app.inject({ url: '/de/shop/goodDetails/1', headers: { 'accept-encoding': BROWSER } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain(ROOT);
    const pageGz = await app.inject({ url: '/de/shop/goodDetails/1', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(pageGz.headers['content-encoding']).toBe('gzip');
    expect(decoded(pageGz)).toBe(decoded(page));

    const api = await app.inject({ url: '/api/catalog/categories', headers: { 'accept-encoding': BROWSER } });
    expect(api.headers['content-encoding']).toBe('br');
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(decoded(api)).status).toBe(200);
    const apiGz = await app.inject({ url: '/api/catalog/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(apiGz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(apiGz))).toEqual(JSON.parse(decoded(api)));
  });

  it('hashed names are cached for a year, whatever encoding is sent; other files are revalidated', async () => {
    for (const encoding of [BROWSER, 'gzip', '']) {
      const js = await app.inject({ url: '/main.3f9a2c1b.js', headers: { 'accept-encoding': encoding } });
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Asset modules are named by their hash alone.
    const svg = await app.inject({ url: '/0123456789abcdef0123.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ url: `/releases/cartCheckout/${version}/mf-manifest.json`, headers: { 'accept-encoding': BROWSER } });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.ico' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('the page the server sends', () => {
  const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

  it.each([
    ['/de/shop', 'de'],
    ['/cn/', 'zh-Hans'],
    ['/tw', 'zh-Hant'],
    ['/jp', 'ja'],
    ['/ru/blog', 'ru'],
    ['/shop', 'en'],
    ['/xx/shop', 'en'],
  ])('%s has <html lang="%s"> from the first byte', async (url, tag) => {
    const res = await app.inject({ url });
    expect(htmlTag(res.body)).toBe(`<html lang="${tag}">`);
  });

  it('an unprefixed address takes the language cookie, as the shell does', async () => {
    const jp = await app.inject({ url: '/shop', headers: { cookie: 'token=abc; language=jp' } });
    expect(htmlTag(jp.body)).toBe('<html lang="ja">');
    expect(jp.headers['vary']).toMatch(/cookie/i);
    // The prefix wins over the cookie; an unknown cookie value is ignored.
    expect(htmlTag((await app.inject({ url: '/de/shop', headers: { cookie: 'language=jp' } })).body)).toBe('<html lang="de">');
    expect(htmlTag((await app.inject({ url: '/shop', headers: { cookie: 'language=%E0' } })).body)).toBe('<html lang="en">');
  });

  it('has one title and description in the page language', async () => {
    const de = (await app.inject({ url: '/de/shop' })).body;
    expect(de).toContain(`<title>${siteMeta('de').title}</title>`);
    expect(de).toContain(`<meta name="description" content="${siteMeta('de').description}">`);
    expect(de.match(/<title>/g)).toHaveLength(1);
    expect(de.match(/name="description"/g)).toHaveLength(1);
    expect(de).not.toContain('Online shop');
    const cn = (await app.inject({ url: '/cn/' })).body;
    expect(cn).toContain(`<title>${siteMeta('cn').title}</title>`);
    expect(new Set(LOCALES.map((l) => siteMeta(l).title)).size).toBe(9);
  });

  it('names the route remote release files in preload hints, following the registry without a restart', async () => {
    const manifestOf = (js: string) =>
      JSON.stringify({
        name: 'catalog',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'pages/GoodDetails',
            path: './pages/GoodDetails',
            assets: { js: { sync: [js], async: ['122.3385d7f7.js'] }, css: { sync: ['__federation_expose_pages__GoodDetails.22f8988b.css'], async: [] } },
          },
          {
            name: 'pages/Home',
            path: './pages/Home',
            assets: { js: { sync: ['__federation_expose_pages__Home.b20f4734.js'], async: [] }, css: { sync: [], async: [] } },
          },
        ],
      });
    const dist = path.join(tmp, 'mf-catalog-v3', 'dist');
    await fakeBuild(dist, { 'mf-manifest.json': manifestOf('__federation_expose_pages__GoodDetails.5a92f2b0.js'), 'remoteEntry.js': 'three' });
    const v3 = await placeRelease('catalog', dist, { registry: app.registry, version: '1.0.0-v3' });

    const page = (await app.inject({ url: '/shop/goodDetails/7' })).body;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" href="/releases/catalog/${v3}/mf-manifest.json" as="fetch" crossorigin>`);
    expect(head).toContain(`<link rel="preload" href="/releases/catalog/${v3}/remoteEntry.js" as="script">`);
    expect(head).toContain(`<link rel="preload" href="/releases/catalog/${v3}/__federation_expose_pages__GoodDetails.5a92f2b0.js" as="script">`);
    expect(head).toContain(`<link rel="stylesheet" href="/releases/catalog/${v3}/__federation_expose_pages__GoodDetails.22f8988b.css">`);
    // Only the route's own page: not another page's chunk, nor the lazy chunks.
    expect(head).not.toContain('Home.b20f4734');
    expect(head).not.toContain('122.3385d7f7');
    // Pages of a remote that was never released, and the not-found page, get none.
    expect((await app.inject({ url: '/aboutus' })).body).not.toContain('rel="preload"');
    expect((await app.inject({ url: '/no/such/page' })).body).not.toContain('rel="preload"');

    const dist4 = path.join(tmp, 'mf-catalog-v4', 'dist');
    await fakeBuild(dist4, { 'mf-manifest.json': manifestOf('__federation_expose_pages__GoodDetails.99999999.js'), 'remoteEntry.js': 'four' });
    const v4 = await placeRelease('catalog', dist4, { registry: app.registry, version: '1.0.0-v4' });
    const next = (await app.inject({ url: '/de/shop/goodDetails/7' })).body;
    expect(next).toContain(`/releases/catalog/${v4}/__federation_expose_pages__GoodDetails.99999999.js`);
    expect(next).not.toContain(v3);

    // A build's page-scripts.json names every script the page fetches, including those the manifest leaves out.
    const dist5 = path.join(tmp, 'mf-catalog-v5', 'dist');
    await fakeBuild(dist5, {
      'mf-manifest.json': manifestOf('__federation_expose_pages__GoodDetails.55555555.js'),
      'page-scripts.json': JSON.stringify({ 'pages/GoodDetails': ['5611.ae1d72a4.js', '__federation_expose_pages__GoodDetails.55555555.js'] }),
      'remoteEntry.js': 'five',
    });
    const v5 = await placeRelease('catalog', dist5, { registry: app.registry, version: '1.0.0-v5' });
    const fifth = (await app.inject({ url: '/shop/goodDetails/7' })).body;
    expect(fifth).toContain(`<link rel="preload" href="/releases/catalog/${v5}/5611.ae1d72a4.js" as="script">`);
    expect(fifth).toContain(`<link rel="preload" href="/releases/catalog/${v5}/__federation_expose_pages__GoodDetails.55555555.js" as="script">`);
  });
});
