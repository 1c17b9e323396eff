import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LOCALES, localePath } from '@storefront/shared/routes';
import { API_ROOT, REPO_ROOT } from '../src/config';
import { de } from '../../demo-shop/src/content-data/de';
import { ARTICLES } from '../../demo-shop/src/content-data/structure';
import { seedDemoShop } from './demo-shop';

/**
 * The built store, started as an operator starts it (publish the builds, then serve) on a port of its own,
 * asked for content pages the way a search engine or a link preview asks: plain HTTP, no browser, no script.
 */

const BUILT = ['shell/dist/server/render.cjs', 'mf-content/dist/mf-manifest.json', 'mf-content/dist/server/remoteEntry.js'].every((f) =>
  existsSync(path.join(REPO_ROOT, f)),
);
// What a German shopper reads on the blog (mf-content's de.json, which the API may not import).
const DE_HOME = 'Startseite';
const DE_BLOG = {
  title: 'Blog',
  description: 'Geschichten aus den Aurora-Werkstätten, Pflegetipps für Leinen, Wolle und Steinzeug und Ideen für ein ruhigeres Zuhause.',
};
const NEWEST_FIRST = [...ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: API_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Text as it reads in the page, whichever way the HTML escaped it. */
function decode(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => ({ hreflang: m[1], href: decode(m[2]) }));
const appHtml = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="sf-state">'));

describe.skipIf(!BUILT)('server-rendered content pages from the built store', () => {
  let child: ChildProcess;
  let dataDir: string;
  let origin: string;
  let stderr = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-ssr-content-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // A fresh embedded database whatever the suite runs on, with the demo shop's content seeded as npm start does.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    };
    const publish = run([path.join(REPO_ROOT, 'releases', 'src', 'cli.ts'), 'publish-builds'], env);
    const published = await new Promise<number | null>((resolve) => publish.on('exit', resolve));
    expect(published, 'publish-builds').toBe(0);
    await seedDemoShop(env);

    child = run(['src/server.ts'], env);
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    // Seeding and the first start take minutes on a busy machine; a hung start still ends here.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the store stopped (${child.exitCode}): ${stderr}`);
      const up = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the store did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 420_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  const get = async (url: string) => {
    const res = await fetch(`${origin}${url}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  /** One alternate per language plus x-default, all pointing at this page in that language. */
  function expectAlternates(html: string, rest: string, search = '') {
    const links = alternates(html);
    expect(links).toHaveLength(10);
    expect(links).toEqual([
      ...LOCALES.map((l) => ({ hreflang: LANGUAGE_TAGS[l], href: `${origin}${localePath(l, rest)}${search}` })),
      { hreflang: 'x-default', href: `${origin}${localePath('en', rest)}${search}` },
    ]);
  }

  it('/de/blog carries the newest articles in German, the title, ten hreflang links and the trail', async () => {
    const { status, type, html } = await get('/de/blog');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!doctype html><html lang="de"/i);
    expect(decode(html)).toContain(`<title>${DE_BLOG.title} · Aurora</title>`);
    expect(decode(html)).toContain(`<meta name="description" content="${DE_BLOG.description}">`);

    const app = decode(appHtml(html));
    expect(app).toContain('data-testid="article-list"');
    expect([...app.matchAll(/data-testid="article-card"/g)]).toHaveLength(10);
    for (const { slug } of NEWEST_FIRST.slice(0, 10)) expect(app).toContain(de.articles[slug].title);
    expect(app).not.toContain(de.articles[NEWEST_FIRST[10].slug].title);
    expect(app).not.toContain('sf-loading');

    expectAlternates(html, 'blog');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: DE_HOME, item: '/de' },
          { '@type': 'ListItem', position: 2, name: DE_BLOG.title, item: '/de/blog' },
        ],
      },
    ]);
  });

  it('an article page carries its German text, title, schema.org Article and ten hreflang links', async () => {
    const list = (await (await fetch(`${origin}/api/content/articles?size=100`)).json()) as { data: { list: { id: number }[] } };
    const id = list.data.list[1].id;
    const seed = NEWEST_FIRST[1];
    const text = de.articles[seed.slug];

    const { status, html } = await get(`/de/blog/article?id=${id}`);
    expect(status).toBe(200);
    expect(decode(html)).toContain(`<title>${text.title} · Aurora</title>`);
    expect(decode(html)).toContain(`<meta name="description" content="${text.summary}">`);
    const app = decode(appHtml(html));
    expect(app).toContain(`<h1>${text.title}</h1>`);
    for (const block of text.body) expect(app).toContain(block.startsWith('## ') ? `<h2>${block.slice(3)}</h2>` : `<p>${block}</p>`);
    expect(app).toMatch(
      /<img class="ct-article__cover" src="\/media\/content\/[^"]+" alt="[^"]*" width="\d+" height="\d+" loading="eager" fetchPriority="high"\/>/,
    );

    const [article, trail] = jsonLd(html);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: text.title,
      description: text.summary,
      datePublished: new Date(seed.publishedAt).toISOString(),
      inLanguage: 'de',
      author: { '@type': 'Person', name: seed.author },
    });
    expect(article.image).toEqual([expect.stringMatching(/^\/media\/content\/.+/)]);
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ item: '/de' }, { item: '/de/blog' }, { name: text.title, item: `/de/blog/article?id=${id}` }],
    });

    expectAlternates(html, 'blog/article', `?id=${id}`);
  });

  it('an article the shop does not have answers 404 with the not-found page', async () => {
    const { status, html } = await get('/de/blog/article?id=999999');
    expect(status).toBe(404);
    expect(appHtml(html)).toContain('data-testid="content-not-found"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
