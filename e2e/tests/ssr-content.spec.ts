import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { de } from '@storefront/demo-shop/content-data/de';
import { en } from '@storefront/demo-shop/content-data/en';
import { fr } from '@storefront/demo-shop/content-data/fr';
import { texts } from './support';
import { ARTICLE_ORDER, articleIds } from './support-content';

/**
 * Every content page, server-rendered, in two languages: the HTML already carries the page's text, the
 * browser takes it over without a mismatch, a warning, a failed request or a request for that same data.
 * Later navigation and a language change load through the pages' models.
 */

const SEED = { en, de, fr } as const;
type Lang = keyof typeof SEED;

/** What the shopper's browser reported and asked for while a page was open. */
function watch(page: Page) {
  const problems: string[] = [];
  const dataRequests: { path: string; lang: string | undefined }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/content/')) dataRequests.push({ path: url.pathname + url.search, lang: r.headers()['accept-language'] });
  });
  return {
    problems,
    dataRequests,
    clear() {
      problems.length = 0;
      dataRequests.length = 0;
    },
  };
}

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** React has taken over the server's HTML and nothing is loading any more. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

async function questionId(request: APIRequestContext, lang: Lang, question: string): Promise<number> {
  const res = await request.get('/api/content/questions', { headers: { 'accept-language': lang } });
  const groups = (await res.json()).data as { questions: { id: number; question: string }[] }[];
  return groups.flatMap((g) => g.questions).find((q) => q.question === question)!.id;
}

async function contentPages(request: APIRequestContext, lang: Lang) {
  const seed = SEED[lang];
  const t = texts('mf-content', lang);
  const ids = await articleIds(request);
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const [question, answer] = seed.questions['delivery-time'];
  const qid = await questionId(request, lang, question);
  const article = ARTICLE_ORDER[2];
  // Each page: its address, the text its HTML must already hold, and its title.
  return [
    { path: `${prefix}/aboutus`, text: seed.pages.aboutus.body[0], title: `${seed.pages.aboutus.title} · Aurora` },
    { path: `${prefix}/blog`, text: seed.articles[ARTICLE_ORDER[0]].title, title: `${t.blog.title} · Aurora` },
    { path: `${prefix}/blog?page=2`, text: seed.articles[ARTICLE_ORDER[10]].title, title: `${t.blog.title} · Aurora` },
    { path: `${prefix}/blog/article?id=${ids[2]}`, text: seed.articles[article].body[0], title: `${seed.articles[article].title} · Aurora` },
    { path: `${prefix}/brandstory`, text: seed.pages.brandstory.body[0], title: `${seed.pages.brandstory.title} · Aurora` },
    { path: `${prefix}/contact`, text: seed.contact.hours, title: `${t.contact.title} · Aurora` },
    { path: `${prefix}/photo`, text: seed.photos['shop-window'][0], title: `${t.photo.title} · Aurora` },
    { path: `${prefix}/question`, text: question, title: `${t.question.title} · Aurora` },
    { path: `${prefix}/single/question?id=${qid}`, text: answer, title: `${question} · Aurora` },
    { path: `${prefix}/single`, text: seed.pages.privacy.title, title: `${t.page.indexTitle} · Aurora` },
    { path: `${prefix}/single/3`, text: seed.pages.shipping.body[0], title: `${seed.pages.shipping.title} · Aurora` },
  ];
}

test.describe('server-rendered content pages', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`every content page in ${lang}: text in the HTML, hydrated without a warning or a second request`, async ({ page, request }) => {
      const seen = watch(page);
      for (const { path, text, title } of await contentPages(request, lang)) {
        seen.clear();
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const body = await response!.text();
        expect(body, `${path}: text in the HTML`).toContain(html(text));
        expect(body, `${path}: title in the HTML`).toContain(`<title>${html(title)}</title>`);
        expect(body, `${path}: nothing left loading`).not.toContain('sf-loading');
        await hydrated(page);
        await expect(page).toHaveTitle(title);
        await expect(page.getByText(text).first()).toBeVisible();
        expect(seen.problems, `${path}: console and network`).toEqual([]);
        expect(seen.dataRequests, `${path}: data the HTML carried, asked again`).toEqual([]);
      }
    });
  }

  test('an unknown article answers 404 and the browser keeps its not-found view', async ({ page }) => {
    const seen = watch(page);
    const response = await page.goto('/de/blog/article?id=999999');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByTestId('content-not-found')).toBeVisible();
    await expect(page).toHaveTitle(texts('shared', 'de').notFound.title);
    // The document's own 404 is the only thing the browser reports.
    expect(seen.problems.filter((p) => !p.includes('/de/blog/article?id=999999') && !p.includes('status of 404'))).toEqual([]);
    expect(seen.dataRequests).toEqual([]);
  });

  test('after the first page, navigation and a language change load through the pages, once each', async ({ page, request }) => {
    const seen = watch(page);
    const ids = await articleIds(request);
    await page.goto('/de/blog');
    await hydrated(page);
    expect(seen.dataRequests).toEqual([]);

    // Another page of the blog: its address changes and the page asks for that page of articles.
    const pager = texts('shared', 'de').pager;
    await page
      .getByRole('navigation', { name: pager.label })
      .getByRole('button', { name: pager.page.replace('{{page}}', '2') })
      .click();
    await expect(page).toHaveURL(/\/de\/blog\?page=2$/);
    await expect(page.getByTestId('article-card').first().getByRole('heading')).toHaveText(de.articles[ARTICLE_ORDER[10]].title);
    expect(seen.dataRequests).toEqual([{ path: '/api/content/articles?page=2&size=10', lang: 'de' }]);

    // An article from the list: the article, asked for once.
    seen.dataRequests.length = 0;
    await page.getByRole('link', { name: de.articles[ARTICLE_ORDER[10]].title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.articles[ARTICLE_ORDER[10]].title);
    await expect(page).toHaveTitle(`${de.articles[ARTICLE_ORDER[10]].title} · Aurora`);
    expect(seen.dataRequests).toEqual([{ path: `/api/content/articles/${ids[10]}`, lang: 'de' }]);

    // Another language: the same article again, in French, once.
    seen.dataRequests.length = 0;
    await page.getByTestId('language-select').selectOption('fr');
    await expect(page).toHaveURL(new RegExp(`/fr/blog/article\\?id=${ids[10]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.articles[ARTICLE_ORDER[10]].title);
    await expect(page.getByText(fr.articles[ARTICLE_ORDER[10]].body[0])).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.dataRequests).toEqual([{ path: `/api/content/articles/${ids[10]}`, lang: 'fr' }]);
    await expect(page.getByRole('link', { name: texts('mf-content', 'fr').article.back })).toBeVisible();
    expect(seen.problems).toEqual([]);
  });
});
