// @vitest-environment node
import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@storefront/shared/api';
import { $locale, localeChosen, pageEntered } from '@storefront/shared/store';
import { $article, $articleStatus, article } from '../features/article/model';
import { articleDetail, changeLanguage, recorder, start } from '../test/fixtures';
import { contentTexts, createI18n } from '../test/i18n';
import { articleMeta, articleStarted } from './article.model';

const de = contentTexts('de');

function articleScope(answer: (id: number, locale: string) => unknown = (id, locale) => articleDetail(id, locale)) {
  const api = recorder('id', answer);
  const scope = fork({ values: [[$locale, 'de']], handlers: [[article.fx, api.handler]] });
  api.bind(scope);
  return { scope, calls: api.calls };
}

describe('article page model', () => {
  it('loads the article of ?id in the page’s language; its head has the title, schema.org Article and the trail under the blog', async () => {
    const { scope, calls } = articleScope();
    await allSettled(articleStarted, { scope, params: start('de', {}, { id: '7' }) });
    expect(calls).toEqual([{ id: 7, locale: 'de' }]);
    expect(scope.getState($articleStatus)).toBe('done');
    expect(scope.getState($article)?.article.title).toBe('Leinen richtig pflegen (7)');

    const t = (await createI18n('de')).t;
    const meta = articleMeta(scope, t)!;
    expect(meta.title).toBe('Leinen richtig pflegen (7) · Aurora');
    expect(meta.description).toBe(articleDetail(7).article.summary);
    expect(meta.image).toBe('/media/content/article-7.svg');
    expect(meta.notFound).toBeUndefined();
    expect(meta.jsonLd![0]).toMatchObject({
      '@type': 'Article',
      headline: 'Leinen richtig pflegen (7)',
      datePublished: '2026-11-12T09:00:00.000Z',
      image: ['/media/content/article-7.svg'],
      inLanguage: 'de',
      author: { '@type': 'Person', name: 'Inês Moreira' },
    });
    expect(meta.jsonLd![1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: de.home, item: '/de' },
        { position: 2, name: de.blog.title, item: '/de/blog' },
        { position: 3, name: 'Leinen richtig pflegen (7)', item: '/de/blog/article?id=7' },
      ],
    });
  });

  it('names the language the text is really in: an English fallback inside a German page', async () => {
    const { scope } = articleScope((id) => articleDetail(id, 'en'));
    await allSettled(articleStarted, { scope, params: start('de', {}, { id: '3' }) });
    expect(articleMeta(scope, (await createI18n('de')).t)!.jsonLd![0]).toMatchObject({ inLanguage: 'en' });
  });

  it.each(['abc', '0', '-2', '1.5', ''])('asks nothing for ?id=%s and answers 404', async (id) => {
    const { scope, calls } = articleScope();
    await allSettled(articleStarted, { scope, params: start('de', {}, { id }) });
    expect(calls).toEqual([]);
    const t = (await createI18n('de')).t;
    expect(articleMeta(scope, t)).toEqual({ title: t('shared:notFound.title'), notFound: true });
  });

  it('answers 404 for an article the shop does not have, and the browser starting from the page’s state shows it too', async () => {
    const { scope } = articleScope(() => Promise.reject(new ApiRequestError('Not Found', 404, 404)));
    await allSettled(articleStarted, { scope, params: start('de', {}, { id: '999999' }) });
    expect(scope.getState($articleStatus)).toBe('notFound');
    expect(articleMeta(scope, (await createI18n('de')).t)?.notFound).toBe(true);

    // What the server writes into the page, read back by the browser's scope.
    const browser = fork({ values: JSON.parse(JSON.stringify(serialize(scope))) });
    expect(browser.getState($articleStatus)).toBe('notFound');
  });

  it('carries a failed request as a failure, not as a 404', async () => {
    const { scope } = articleScope(() => Promise.reject(new ApiRequestError('Server Error', 500, 500)));
    await allSettled(articleStarted, { scope, params: start('de', {}, { id: '4' }) });
    const browser = fork({ values: JSON.parse(JSON.stringify(serialize(scope))) });
    expect(browser.getState($articleStatus)).toBe('error');
    expect(articleMeta(scope, (await createI18n('de')).t)).toBeNull();
  });

  it('asks for the same article in the new language while it is on screen, and not from another page', async () => {
    const { scope, calls } = articleScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Article' } });
    await allSettled(articleStarted, { scope, params: start('de', {}, { id: '7' }) });
    await changeLanguage(scope, articleStarted, 'jp', start('de', {}, { id: '7' }));
    expect(calls).toEqual([
      { id: 7, locale: 'de' },
      { id: 7, locale: 'jp' },
    ]);
    expect(scope.getState($article)?.article.lang).toBe('jp');

    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Blog' } });
    await allSettled(localeChosen, { scope, params: 'fr' });
    expect(calls).toHaveLength(2);
  });
});
