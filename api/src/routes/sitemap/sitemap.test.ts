import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { categories, products } from '../../db/schema/catalog';
import { contentArticles, contentPages } from '../../db/schema/content';
import sitemapRoutes, { type SitemapRoutesOptions } from './index';

const HOST = 'shop.example';
const TAGS = ['en', 'zh-Hans', 'de', 'es', 'fr', 'ja', 'pt', 'ru', 'zh-Hant', 'x-default'];
const PREFIXES = ['', '/cn', '/de', '/es', '/fr', '/jp', '/pt', '/ru', '/tw'];

let app: FastifyInstance;
/** The same routes on the same database with a small per-file limit and a short cache. */
let small: FastifyInstance;
/** The same routes of a shop whose operator set PUBLIC_URL. */
let behindProxy: FastifyInstance;

async function sitemapOnly(options: SitemapRoutesOptions, config: FastifyInstance['config']) {
  const instance = Fastify();
  instance.decorate('db', app.db);
  instance.decorate('config', config);
  await instance.register(sitemapRoutes, options);
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  app = await createTestApp();
  small = await sitemapOnly({ maxUrls: 90, cacheMs: 300 }, app.config);
  behindProxy = await sitemapOnly({}, { ...app.config, publicUrl: 'https://shop.example.com' });
});
afterAll(async () => {
  await small?.close();
  await behindProxy?.close();
  await app?.close();
});

const get = (instance: FastifyInstance, url: string) => instance.inject({ url, headers: { host: HOST } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const urlsOf = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);

describe('/sitemap.xml', () => {
  it('lists every product, category, article and content page in nine languages, each with its alternates', async () => {
    const res = await get(app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const all = new Set(locs(res.body));

    const productIds = (await app.db.select({ id: products.id }).from(products).where(eq(products.active, true))).map((p) => p.id);
    const categoryIds = (await app.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    const articleIds = (await app.db.select({ id: contentArticles.id }).from(contentArticles)).map((a) => a.id);
    const pages = await app.db.select({ id: contentPages.id, slug: contentPages.slug }).from(contentPages);
    expect(productIds.length).toBeGreaterThan(50);
    const expected = [
      ...productIds.map((id) => `/shop/goodDetails/${id}`),
      ...categoryIds.map((id) => `/shop/productList/${id}`),
      ...articleIds.map((id) => `/blog/article?id=${id}`),
      ...pages.map((p) => (['aboutus', 'brandstory'].includes(p.slug) ? `/${p.slug}` : `/single/${p.id}`)),
      '/shop',
      '/blog',
    ];
    for (const path of expected) for (const prefix of PREFIXES) expect(all).toContain(`http://${HOST}${prefix}${path}`);
    for (const prefix of PREFIXES) expect(all).toContain(`http://${HOST}${prefix || '/'}`);
    expect(all.size).toBe(locs(res.body).length);
    // Carts, sign-in and the personal area are not for search engines.
    expect(res.body).not.toMatch(/goodCart|placeAnOrder|payCallback|\/join|\/user\//);

    for (const url of urlsOf(res.body)) {
      const hreflangs = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(hreflangs.map((m) => m[1])).toEqual(TAGS);
      // The page's own URL is among its alternates; x-default is the unprefixed (English) one.
      expect(hreflangs.map((m) => m[2])).toContain(locs(url)[0]);
      expect(hreflangs[9][2]).toBe(hreflangs[0][2]);
    }
    const de = urlsOf(res.body).find((u) => u.includes(`<loc>http://${HOST}/de/shop/goodDetails/${productIds[0]}</loc>`))!;
    expect(de).toContain(`hreflang="zh-Hans" href="http://${HOST}/cn/shop/goodDetails/${productIds[0]}"`);
    expect(de).toContain(`hreflang="ja" href="http://${HOST}/jp/shop/goodDetails/${productIds[0]}"`);
    expect(de).toContain(`hreflang="x-default" href="http://${HOST}/shop/goodDetails/${productIds[0]}"`);
  });

  it('follows the catalogue without a restart: a product added appears, one taken off sale disappears', async () => {
    const first = await get(small, '/sitemap-1.xml');
    expect(first.statusCode).toBe(200);
    const [{ id }] = await app.db.insert(products).values({ categoryId: 1, slug: 'sitemap-new-product', price: 1234 }).returning({ id: products.id });
    const url = `http://${HOST}/de/shop/goodDetails/${id}`;
    const everything = async (instance: FastifyInstance) => {
      const index = await get(instance, '/sitemap.xml');
      const parts = locs(index.body);
      const bodies = await Promise.all(parts.map((p) => get(instance, new URL(p).pathname)));
      return bodies.map((b) => b.body).join('');
    };
    await new Promise((r) => setTimeout(r, 350));
    expect(await everything(small)).toContain(`<loc>${url}</loc>`);

    await app.db.update(products).set({ active: false }).where(eq(products.id, id));
    await new Promise((r) => setTimeout(r, 350));
    expect(await everything(small)).not.toContain(url);
  });

  it('becomes an index of parts once it passes the per-file limit, each part within it', async () => {
    const full = locs((await get(app, '/sitemap.xml')).body);
    const index = await get(small, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.body);
    expect(parts.length).toBe(Math.ceil(full.length / 90));
    expect(parts[0]).toBe(`http://${HOST}/sitemap-1.xml`);

    const seen: string[] = [];
    for (const part of parts) {
      const res = await get(small, new URL(part).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const inPart = locs(res.body);
      expect(inPart.length).toBeLessThanOrEqual(90);
      // A page's nine languages stay together in one part.
      expect(inPart.length % 9).toBe(0);
      seen.push(...inPart);
    }
    expect(seen).toEqual(full);
    expect((await get(small, `/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get(small, '/sitemap-0.xml')).statusCode).toBe(404);
    // Under the limit there is one file and no parts.
    expect((await get(app, '/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('takes the origin from PUBLIC_URL when set, else from the address the request came to', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'www.aurora.test:8443' } });
    expect(locs(res.body)[0]).toBe('http://www.aurora.test:8443/');
    const configured = await behindProxy.inject({ url: '/sitemap.xml', headers: { host: 'internal:8080' } });
    expect(locs(configured.body)[0]).toBe('https://shop.example.com/');
    expect(configured.body).not.toContain('internal:8080');
    const robots = await behindProxy.inject({ url: '/robots.txt', headers: { host: 'internal:8080' } });
    expect(robots.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

describe('/robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the API, the personal area and the checkout steps', async () => {
    const res = await get(app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /*/user/');
    expect(lines).toContain('Disallow: /*/shop/placeAnOrder');
    expect(lines).not.toContain('Disallow: /');
    // Pages a shopper may land on stay crawlable; they are simply not listed in the sitemap.
    expect(res.body).not.toMatch(/goodCart|join/);
  });
});
