import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail, ArticleList, ContactDetails, ContentPage, Photo, QuestionGroup } from '@storefront/shared/contracts/content';
import { createTestApp } from '../../../test/helpers';
import {
  contentArticleI18n,
  contentArticles,
  contentContactI18n,
  contentPageI18n,
  contentPhotoI18n,
  contentPhotos,
  contentQuestionGroupI18n,
  contentQuestionI18n,
  contentQuestions,
} from '../../db/schema/content';
import { runSeeders } from '../../db/reference';
import { contentSeeder } from '../../../../demo-shop/src/content';
import { en } from '../../../../demo-shop/src/content-data/en';
import { jp } from '../../../../demo-shop/src/content-data/jp';
import { ru } from '../../../../demo-shop/src/content-data/ru';
import { ARTICLES, PHOTOS, QUESTION_GROUPS } from '../../../../demo-shop/src/content-data/structure';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = async <T>(url: string, lang?: string) => {
  const res = await app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });
  return { status: res.statusCode, body: res.json() as { status: number; msg: string; data: T } };
};

const newestFirst = [...ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

describe('GET /api/content/articles', () => {
  it('pages the blog newest first with the spec defaults (page 1, size 10)', async () => {
    const { status, body } = await get<ArticleList>('/api/content/articles');
    expect(status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ total: ARTICLES.length, page: 1, size: 10 });
    expect(body.data.list.map((a) => a.title)).toEqual(newestFirst.slice(0, 10).map((a) => en.articles[a.slug].title));
    const first = body.data.list[0];
    expect(first.summary).toBe(en.articles[newestFirst[0].slug].summary);
    expect(first.publishedAt).toBe(Date.parse(newestFirst[0].publishedAt) / 1000);
    expect(first.cover).toMatchObject({ width: 1200, height: 630, alt: first.title });
    expect(first.cover.url).toMatch(/^\/media\/content\/articles\/[a-z-]+\.[0-9a-f]{10}\.svg$/);
    expect(first.lang).toBe('en');
    expect(first).not.toHaveProperty('body');
  });

  it('answers page 2, a larger size, and an empty page past the end', async () => {
    const page2 = await get<ArticleList>('/api/content/articles?page=2&size=10');
    expect(page2.body.data.list.map((a) => a.title)).toEqual(newestFirst.slice(10).map((a) => en.articles[a.slug].title));
    const all = await get<ArticleList>('/api/content/articles?size=20');
    expect(all.body.data.list).toHaveLength(ARTICLES.length);
    const past = await get<ArticleList>('/api/content/articles?page=9');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({ list: [], total: ARTICLES.length, page: 9, size: 10 });
  });

  it.each(['size=7', 'size=abc', 'page=0', 'page=-1', 'page=1.5', 'page=x'])('rejects %s with 400 and the field', async (query) => {
    const { status, body } = await get<{ issues: { path: string; field: string }[] }>(`/api/content/articles?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe(400);
    const field = query.startsWith('size') ? 'Page size' : 'Page';
    expect(body.data.issues[0]).toMatchObject({ path: `querystring.${query.split('=')[0]}`, field });
    expect(body.msg).toMatch(new RegExp(`^Invalid input: ${field}: `));
  });

  it('answers in the shopper’s language from accept-language', async () => {
    const { body } = await get<ArticleList>('/api/content/articles', 'jp');
    expect(body.data.list[0].title).toBe(jp.articles[newestFirst[0].slug].title);
    expect(body.data.list[0].lang).toBe('jp');
    const browser = await get<ArticleList>('/api/content/articles', 'ru-RU,ru;q=0.9');
    expect(browser.body.data.list[0].title).toBe(ru.articles[newestFirst[0].slug].title);
    const unknown = await get<ArticleList>('/api/content/articles', 'ko');
    expect(unknown.body.data.list[0].title).toBe(en.articles[newestFirst[0].slug].title);
  });
});

describe('GET /api/content/articles/:id', () => {
  const ids = async () => (await get<ArticleList>('/api/content/articles?size=20')).body.data.list.map((a) => a.id);

  it('answers the article with its body and its neighbours in blog order', async () => {
    const order = await ids();
    const { status, body } = await get<ArticleDetail>(`/api/content/articles/${order[1]}`);
    expect(status).toBe(200);
    const slug = newestFirst[1].slug;
    expect(body.data.article.title).toBe(en.articles[slug].title);
    expect(body.data.article.body).toBe(en.articles[slug].body.join('\n\n'));
    expect(body.data.prev).toEqual({ id: order[0], title: en.articles[newestFirst[0].slug].title });
    expect(body.data.next).toEqual({ id: order[2], title: en.articles[newestFirst[2].slug].title });
  });

  it('walks from the newest to the oldest through next, and back through prev', async () => {
    const order = await ids();
    const forward: number[] = [];
    let id: number | undefined = order[0];
    while (id) {
      forward.push(id);
      const detail: ArticleDetail = (await get<ArticleDetail>(`/api/content/articles/${id}`)).body.data;
      if (id === order[0]) expect(detail.prev).toBeNull();
      id = detail.next?.id;
    }
    expect(forward).toEqual(order);
    const last = await get<ArticleDetail>(`/api/content/articles/${order.at(-1)}`);
    expect(last.body.data.next).toBeNull();
    expect(last.body.data.prev?.id).toBe(order.at(-2));
  });

  it('answers neighbours’ titles in the asked language', async () => {
    const order = await ids();
    const { body } = await get<ArticleDetail>(`/api/content/articles/${order[1]}`, 'jp');
    expect(body.data.article.title).toBe(jp.articles[newestFirst[1].slug].title);
    expect(body.data.next?.title).toBe(jp.articles[newestFirst[2].slug].title);
  });

  it('answers 404 with the not-found message in the shopper’s language for an unknown id', async () => {
    for (const id of ['999999', '2147483647', '99999999999']) {
      const en404 = await get(`/api/content/articles/${id}`);
      expect(en404.status, id).toBe(id === '99999999999' ? 400 : 404);
    }
    const en404 = await get('/api/content/articles/999999');
    expect(en404.body).toEqual({ status: 404, msg: 'This page could not be found.', data: null });
    const de404 = await get('/api/content/articles/999999', 'de');
    expect(de404.body.msg).toBe('Diese Seite wurde nicht gefunden.');
  });

  it.each(['abc', '0', '-3', '1.5'])('rejects the id %s with 400', async (id) => {
    expect((await get(`/api/content/articles/${id}`)).status).toBe(400);
  });
});

describe('GET /api/content/pages', () => {
  it('answers a page by slug and the same page by id', async () => {
    const bySlug = await get<ContentPage>('/api/content/pages/brandstory');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({ slug: 'brandstory', title: en.pages.brandstory.title, summary: en.pages.brandstory.summary, lang: 'en' });
    expect(bySlug.body.data.body.split('\n\n')).toEqual(en.pages.brandstory.body);
    const byId = await get<ContentPage>(`/api/content/pages/${bySlug.body.data.id}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
    const about = await get<ContentPage>('/api/content/pages/aboutus', 'jp');
    expect(about.body.data.title).toBe(jp.pages.aboutus.title);
  });

  it('lists every page with id, slug and title', async () => {
    const { body } = await get<{ id: number; slug: string; title: string }[]>('/api/content/pages', 'ru');
    expect(body.data.map((p) => p.slug)).toEqual(['brandstory', 'aboutus', 'shipping', 'returns', 'privacy', 'terms']);
    expect(body.data[2].title).toBe(ru.pages.shipping.title);
  });

  it('answers 404 for an unknown id or slug and 400 for a malformed one', async () => {
    expect((await get('/api/content/pages/no-such-page')).status).toBe(404);
    expect((await get('/api/content/pages/424242')).status).toBe(404);
    expect((await get('/api/content/pages/99999999999')).status).toBe(404);
    expect((await get('/api/content/pages/Bad%20Slug')).status).toBe(400);
  });
});

describe('GET /api/content/questions', () => {
  it('answers at least 20 questions in their groups, in order', async () => {
    const { body } = await get<QuestionGroup[]>('/api/content/questions');
    expect(body.data.map((g) => g.slug)).toEqual(Object.keys(QUESTION_GROUPS));
    expect(body.data.map((g) => g.name)).toEqual(Object.values(en.groups));
    const questions = body.data.flatMap((g) => g.questions);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(questions[0]).toMatchObject({ question: en.questions['how-to-order'][0], answer: en.questions['how-to-order'][1], lang: 'en' });
    for (const g of body.data) for (const q of g.questions) expect(q.groupId).toBe(g.id);
  });

  it('answers in the shopper’s language', async () => {
    const { body } = await get<QuestionGroup[]>('/api/content/questions', 'ru');
    expect(body.data[1].name).toBe(ru.groups.shipping);
    expect(body.data[1].questions[0].question).toBe(ru.questions['delivery-time'][0]);
  });

  it('answers one question by id, 404 when unknown, 400 when malformed', async () => {
    const groups = (await get<QuestionGroup[]>('/api/content/questions')).body.data;
    const q = groups[2].questions[1];
    const one = await get(`/api/content/questions/${q.id}`);
    expect(one.body.data).toEqual(q);
    expect((await get('/api/content/questions/777777')).status).toBe(404);
    expect((await get('/api/content/questions/first')).status).toBe(400);
  });
});

describe('GET /api/content/photos', () => {
  it('answers at least 24 photos with size, title and alt text', async () => {
    const { body } = await get<Photo[]>('/api/content/photos', 'fr');
    expect(body.data.length).toBeGreaterThanOrEqual(24);
    expect(body.data.map((p) => p.width)).toEqual(PHOTOS.map((p) => p.w));
    for (const p of body.data) {
      expect(p.url).toMatch(/^\/media\/content\/photos\/[a-z-]+\.[0-9a-f]{10}\.svg$/);
      expect(p.alt.length).toBeGreaterThan(10);
      expect(p.lang).toBe('fr');
    }
  });

  it('serves the generated pictures at /media/', async () => {
    const [photo] = (await get<Photo[]>('/api/content/photos')).body.data;
    const [article] = (await get<ArticleList>('/api/content/articles')).body.data.list;
    for (const url of [photo.url, article.cover.url]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
  });
});

describe('GET /api/content/contact', () => {
  it('answers the contact channels and the texts in the shopper’s language', async () => {
    const { body } = await get<ContactDetails>('/api/content/contact', 'jp');
    expect(body.data).toEqual({ email: 'hello@aurora-home.example', phone: '+351 220 145 880', ...jp.contact, lang: 'jp' });
  });
});

describe('language fallback', () => {
  it('answers English, marked lang "en", where an item has no translation in the asked language', async () => {
    const db = app.db;
    const [article] = await db
      .insert(contentArticles)
      .values({
        slug: 'english-only',
        author: 'Test',
        coverUrl: '/media/x.svg',
        coverWidth: 10,
        coverHeight: 10,
        publishedAt: new Date('2030-01-01T00:00:00Z'),
      })
      .returning();
    await db.insert(contentArticleI18n).values({ articleId: article.id, locale: 'en', title: 'Only in English', summary: 'S', body: 'B' });
    const list = await get<ArticleList>('/api/content/articles', 'de');
    expect(list.body.data.total).toBe(ARTICLES.length + 1);
    expect(list.body.data.list[0]).toMatchObject({ id: article.id, title: 'Only in English', lang: 'en' });
    expect(list.body.data.list[1].lang).toBe('de');
    const detail = await get<ArticleDetail>(`/api/content/articles/${article.id}`, 'de');
    expect(detail.body.data.article).toMatchObject({ title: 'Only in English', body: 'B', lang: 'en' });
    expect(detail.body.data.next?.title).toBe((await import('../../../../demo-shop/src/content-data/de')).de.articles[newestFirst[0].slug].title);

    // An item with no text at all in either language is left out.
    const [bare] = await db
      .insert(contentArticles)
      .values({ slug: 'no-text', author: 'Test', coverUrl: '/media/y.svg', coverWidth: 10, coverHeight: 10, publishedAt: new Date('2031-01-01T00:00:00Z') })
      .returning();
    expect((await get(`/api/content/articles/${bare.id}`)).status).toBe(404);
    expect((await get<ArticleList>('/api/content/articles', 'de')).body.data.total).toBe(ARTICLES.length + 1);
    await db.delete(contentArticles).where(eq(contentArticles.id, bare.id));
    await db.delete(contentArticles).where(eq(contentArticles.id, article.id));
  });

  it('does so for pages, questions, groups, photos and contact details too', async () => {
    const db = app.db;
    const brand = (await get<ContentPage>('/api/content/pages/brandstory')).body.data;
    const groups = (await get<QuestionGroup[]>('/api/content/questions')).body.data;
    const [photo] = (await get<Photo[]>('/api/content/photos')).body.data;
    const question = groups[0].questions[0];
    await db.delete(contentPageI18n).where(and(eq(contentPageI18n.pageId, brand.id), eq(contentPageI18n.locale, 'jp')));
    await db.delete(contentQuestionI18n).where(and(eq(contentQuestionI18n.questionId, question.id), eq(contentQuestionI18n.locale, 'jp')));
    await db.delete(contentQuestionGroupI18n).where(and(eq(contentQuestionGroupI18n.groupId, groups[0].id), eq(contentQuestionGroupI18n.locale, 'jp')));
    await db.delete(contentPhotoI18n).where(and(eq(contentPhotoI18n.photoId, photo.id), eq(contentPhotoI18n.locale, 'jp')));
    await db.delete(contentContactI18n).where(eq(contentContactI18n.locale, 'jp'));
    try {
      expect((await get<ContentPage>('/api/content/pages/brandstory', 'jp')).body.data).toMatchObject({ title: en.pages.brandstory.title, lang: 'en' });
      const jpGroups = (await get<QuestionGroup[]>('/api/content/questions', 'jp')).body.data;
      expect(jpGroups[0].name).toBe(en.groups.orders);
      expect(jpGroups[0].questions[0]).toMatchObject({ question: question.question, lang: 'en' });
      expect(jpGroups[0].questions[1].lang).toBe('jp');
      const jpPhotos = (await get<Photo[]>('/api/content/photos', 'jp')).body.data;
      expect(jpPhotos[0]).toMatchObject({ title: photo.title, alt: photo.alt, lang: 'en' });
      expect(jpPhotos[1].lang).toBe('jp');
      expect((await get<ContactDetails>('/api/content/contact', 'jp')).body.data).toMatchObject({ ...en.contact, lang: 'en' });
    } finally {
      await runSeeders(db, undefined, [contentSeeder]);
    }
    // Each instance drops its copies when PostgreSQL announces the change, a moment after the commit.
    await vi.waitFor(async () => expect((await get<ContentPage>('/api/content/pages/brandstory', 'jp')).body.data.lang).toBe('jp'), { timeout: 1000 });
  });
});

describe('content seeder', () => {
  it('leaves the same rows when run again', async () => {
    const counts = async () =>
      Promise.all(
        [contentArticles, contentArticleI18n, contentQuestions, contentQuestionI18n, contentPhotos, contentPhotoI18n].map(
          async (table) => (await app.db.select({ n: count() }).from(table))[0].n,
        ),
      );
    const before = await counts();
    await runSeeders(app.db, undefined, [contentSeeder]);
    expect(await counts()).toEqual(before);
    expect(before).toEqual([ARTICLES.length, ARTICLES.length * 9, 22, 22 * 9, PHOTOS.length, PHOTOS.length * 9]);
  });
});
