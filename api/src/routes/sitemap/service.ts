import { asc, eq, exists, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, ROUTES, localePath } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { categories, products } from '../../db/schema/catalog';
import { contentArticleI18n, contentArticles, contentPageI18n, contentPages } from '../../db/schema/content';

/** The protocol's limits per file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** One page of the shop, present once per language: a route path without leading slash, plus its query. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/** Public pages that are not rows of a table; carts, sign-in and the personal area are left out on purpose. */
const FIXED_PAGES = ['', 'shop', 'shop/whatisnew', 'blog', 'photo', 'question', 'contact'];
/** Content pages with a route of their own (aboutus, brandstory); the others are single/{id}. */
const ROUTED_SLUGS = new Set(ROUTES.filter((r) => r.owner === 'content' && /^[a-z]+$/.test(r.path)).map((r) => r.path));

/**
 * Every public page of the catalogue and the content, read from the database: categories, active
 * products, articles and content pages that have a text. In a stable order, so the parts of a sitemap
 * index do not shift between requests.
 */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const [pageRows, categoryRows, productRows, articleRows] = await Promise.all([
    db
      .select({ id: contentPages.id, slug: contentPages.slug })
      .from(contentPages)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(contentPageI18n)
            .where(eq(contentPageI18n.pageId, contentPages.id)),
        ),
      )
      .orderBy(asc(contentPages.sort), asc(contentPages.id)),
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.id)),
    db
      .select({ id: contentArticles.id, publishedAt: contentArticles.publishedAt })
      .from(contentArticles)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(contentArticleI18n)
            .where(eq(contentArticleI18n.articleId, contentArticles.id)),
        ),
      )
      .orderBy(asc(contentArticles.id)),
  ]);
  const pages: SitemapPage[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...pageRows.map((p) => ({ path: ROUTED_SLUGS.has(p.slug) ? p.slug : `single/${p.id}` })),
    ...categoryRows.map((c) => ({ path: `shop/productList/${c.id}` })),
    ...productRows.map((p) => ({ path: `shop/goodDetails/${p.id}` })),
    ...articleRows.map((a) => ({ path: `blog/article?id=${a.id}`, lastmod: a.publishedAt })),
  ];
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.path) && !!seen.add(p.path));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Absolute URL of a page in a locale: the default language unprefixed, the others under their prefix. */
export function pageUrl(origin: string, locale: (typeof LOCALES)[number], path: string): string {
  const q = path.indexOf('?');
  const route = q === -1 ? path : path.slice(0, q);
  return origin + localePath(locale, route) + (q === -1 ? '' : path.slice(q));
}

/** The <url> entries of one page: one per language, each listing every language's URL and x-default. */
export function pageEntries(origin: string, page: SitemapPage): string {
  const urls = LOCALES.map((locale) => [locale, escapeXml(pageUrl(origin, locale, page.path))] as const);
  const alternates =
    urls.map(([locale, url]) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${url}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, DEFAULT_LOCALE, page.path))}"/>`;
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return urls.map(([, url]) => `<url><loc>${url}</loc>${lastmod}${alternates}</url>\n`).join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export function urlset(origin: string, pages: SitemapPage[]): string {
  return URLSET_OPEN + pages.map((p) => pageEntries(origin, p)).join('') + URLSET_CLOSE;
}

export function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

export interface SitemapLimits {
  /** URLs in one file; past it /sitemap.xml becomes an index of /sitemap-N.xml. */
  maxUrls: number;
  maxBytes: number;
}

/**
 * How many pages go in one file: every page brings one URL per language, and a file stays within both
 * limits. The byte bound is the biggest page's size (the longest path, with a lastmod) times the count.
 */
export function pagesPerFile(origin: string, pages: SitemapPage[], limits: SitemapLimits): number {
  const byUrls = Math.floor(limits.maxUrls / LOCALES.length);
  const longest = pages.reduce((a, p) => (p.path.length > a.length ? p.path : a), '');
  const pageBytes = Buffer.byteLength(pageEntries(origin, { path: longest, lastmod: new Date() }));
  const byBytes = Math.floor((limits.maxBytes - URLSET_OPEN.length - URLSET_CLOSE.length) / pageBytes);
  return Math.max(1, Math.min(byUrls, byBytes));
}

export type SitemapDocument = { kind: 'urlset' | 'index'; xml: string } | { kind: 'notFound' };

/**
 * /sitemap.xml (part 0) and /sitemap-N.xml: every page in one urlset while it fits the limits, otherwise
 * /sitemap.xml is an index of parts that each fit.
 */
export function sitemapDocument(origin: string, pages: SitemapPage[], part: number, limits: SitemapLimits): SitemapDocument {
  const perFile = pagesPerFile(origin, pages, limits);
  const parts = Math.ceil(pages.length / perFile);
  if (parts <= 1) return part === 0 ? { kind: 'urlset', xml: urlset(origin, pages) } : { kind: 'notFound' };
  if (part === 0) return { kind: 'index', xml: sitemapIndex(origin, parts) };
  if (part < 1 || part > parts) return { kind: 'notFound' };
  return { kind: 'urlset', xml: urlset(origin, pages.slice((part - 1) * perFile, part * perFile)) };
}

/**
 * robots.txt: everything public may be crawled; the API, the personal area and the checkout steps may not.
 * The cart and sign-in stay crawlable (they are just not in the sitemap): blocking them would only hide
 * their links' targets from crawlers.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/api/', '/user/', '/order/', '/guest/', '/shop/placeAnOrder', '/shop/payCallback'];
  const lines = ['User-agent: *', 'Allow: /'];
  for (const p of privatePaths) lines.push(`Disallow: ${p}`, ...(p === '/api/' ? [] : [`Disallow: /*${p}`]));
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
