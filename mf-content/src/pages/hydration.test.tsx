import { fork } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverThenBrowser as render, unmountHydrated, type ExposedPage } from '@storefront/shared/test/hydration';
import { ApiRequestError } from '@storefront/shared/api';
import { $locale } from '@storefront/shared/store';
import { article } from '../features/article/model';
import { articles } from '../features/blog/model';
import { details } from '../features/contact/model';
import { photos as photosRequest } from '../features/gallery/model';
import { page, pageLinks } from '../features/page/model';
import { question as questionRequest, questionGroups } from '../features/questions/model';
import { articleDetail, articleList, contactDetails, contentPage, pageLinks as links, photos, question, questionGroups as groups } from '../test/fixtures';
import { createI18n } from '../test/i18n';
import * as AboutUs from '../exposes/about-us';
import * as ArticlePage from '../exposes/article';
import * as Blog from '../exposes/blog';
import * as BrandStory from '../exposes/brand-story';
import * as Contact from '../exposes/contact';
import * as Photo from '../exposes/photo';
import * as Question from '../exposes/question';
import * as SingleQuestion from '../exposes/single-question';
import * as Single from '../exposes/single';

/**
 * What the server renders from a scope after the page's start, and what the browser renders hydrating that
 * HTML from the same scope read back from JSON, must be the same: no mismatch, no request, same text.
 */

function apiScope(requests: string[], values?: Record<string, unknown>) {
  const answer =
    <P, R>(name: string, fn: (p: P) => R) =>
    async (p: P) => {
      requests.push(name);
      return fn(p);
    };
  return fork({
    values: values ?? [[$locale, 'de']],
    handlers: [
      [article.fx, answer('article', (id: number) => (id > 1000 ? Promise.reject(new ApiRequestError('Not Found', 404, 404)) : articleDetail(id)))],
      [articles.fx, answer('articles', ({ page: p, size }: { page: number; size: number }) => articleList(p, size))],
      [
        page.fx,
        answer('page', (ref: string) =>
          ref === 'aboutus' ? contentPage(2, 'aboutus') : ref === 'brandstory' ? contentPage(1, 'brandstory') : contentPage(Number(ref), 'shipping'),
        ),
      ],
      [pageLinks.fx, answer('pageLinks', () => links)],
      [questionGroups.fx, answer('questionGroups', () => groups)],
      [questionRequest.fx, answer('question', (id: number) => question(id))],
      [photosRequest.fx, answer('photos', () => photos)],
      [details.fx, answer('contact', () => contactDetails)],
    ],
  });
}

afterEach(async () => {
  await unmountHydrated();
  vi.restoreAllMocks();
});

/** The page as the server renders it in German, then hydrated from the server's scope. */
async function serverThenBrowser(mod: ExposedPage, page: string, route: string, url: string) {
  const u = new URL(url, 'http://shop.test');
  const id = route.endsWith(':id?') ? u.pathname.split('/')[3] : undefined;
  const start: PageStart = { params: id ? { id } : {}, query: Object.fromEntries(u.searchParams), locale: 'de' };
  return render({ owner: 'content', page, mod, route, url, start, i18n: await createI18n('de'), apiScope });
}

const CASES: [name: string, url: string, route: string, text: string, mod: ExposedPage][] = [
  ['Blog', '/de/blog', '/de/blog', 'Leinen richtig pflegen (1)', Blog],
  ['Article', '/de/blog/article?id=7', '/de/blog/article', 'Bei 40 Grad, mit wenig Waschmittel.', ArticlePage],
  ['Article', '/de/blog/article?id=99999', '/de/blog/article', '404', ArticlePage],
  ['AboutUs', '/de/aboutus', '/de/aboutus', 'Rücksendungen', AboutUs],
  ['BrandStory', '/de/brandstory', '/de/brandstory', 'Unsere Geschichte', BrandStory],
  ['Contact', '/de/contact', '/de/contact', 'Mo–Fr 9–18 Uhr', Contact],
  ['Photo', '/de/photo', '/de/photo', 'Foto 3', Photo],
  ['Question', '/de/question', '/de/question', 'Frage 3?', Question],
  ['SingleQuestion', '/de/single/question?id=2', '/de/single/question', 'Antwort 2.', SingleQuestion],
  ['Single', '/de/single/3', '/de/single/:id?', 'Seite 3', Single],
  ['Single', '/de/single', '/de/single/:id?', 'Versand', Single],
];

describe('server-rendered content pages hydrate without a difference', () => {
  it.each(CASES)('%s at %s', async (name, url, route, text, mod) => {
    const { html, container, problems, loadedOnServer, requests } = await serverThenBrowser(mod, name, route, url);
    expect(html).toContain(text);
    expect(html).not.toContain('sf-loading');
    expect(problems).toEqual([]);
    expect(container.textContent).toContain(text);
    // The browser asked for nothing: the page's data came with the HTML.
    expect(requests).toHaveLength(loadedOnServer);
  });

  it('fills in the share link’s address once hydrated, from the browser’s own origin', async () => {
    const { html, container, problems } = await serverThenBrowser(ArticlePage, 'Article', '/de/blog/article', '/de/blog/article?id=7');
    expect(html).toContain('value="/de/blog/article?id=7"');
    expect(problems).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('[data-testid="share-url"]')!.value).toBe(`${location.origin}/de/blog/article?id=7`);
  });

  it('loads the article’s cover first and eagerly, the blog’s first cover too and the others lazily', async () => {
    const article = await serverThenBrowser(ArticlePage, 'Article', '/de/blog/article', '/de/blog/article?id=7');
    const cover = article.container.querySelector('img.ct-article__cover')!;
    expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority'), cover.getAttribute('width'), cover.getAttribute('height')]).toEqual([
      'eager',
      'high',
      '1200',
      '630',
    ]);
    await unmountHydrated();
    const blog = await serverThenBrowser(Blog, 'Blog', '/de/blog', '/de/blog');
    const covers = [...blog.container.querySelectorAll('.ct-card__cover img')];
    expect(covers).toHaveLength(10);
    expect(covers.map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority')}`)).toEqual(['eager/high', ...Array(9).fill('lazy/null')]);
    expect(covers.every((img) => img.getAttribute('width') === '1200' && img.getAttribute('height') === '630')).toBe(true);
  });
});
