// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale, localeChosen, pageEntered } from '@storefront/shared/store';
import { $articlePage, $blogStatus, articles } from '../features/blog/model';
import { articleList, changeLanguage, recorder, start } from '../test/fixtures';
import { contentTexts, createI18n } from '../test/i18n';
import { blogMeta, blogStarted } from './blog.model';

function blogScope() {
  const api = recorder(({ page, size }: { page: number; size: number }) => articleList(page, size));
  const scope = fork({ values: [[$locale, 'de']], handlers: [[articles.fx, api.handler]] });
  api.bind(scope);
  return { scope, calls: api.calls };
}

describe('blog page model', () => {
  it('loads the page and size of the address, in the page’s language', async () => {
    const { scope, calls } = blogScope();
    await allSettled(blogStarted, { scope, params: start('de', {}, { page: '2', size: '20' }) });
    expect(calls).toEqual([{ page: 2, size: 20, locale: 'de' }]);
    expect(scope.getState($blogStatus)).toBe('done');
    expect(scope.getState($articlePage)).toMatchObject({ page: 2, size: 20, total: 14, list: [] });
  });

  it('falls back to the first page of ten for anything else in the address', async () => {
    const { scope, calls } = blogScope();
    await allSettled(blogStarted, { scope, params: start('de', {}, { page: 'x', size: '7' }) });
    expect(calls).toEqual([{ page: 1, size: 10, locale: 'de' }]);
    expect(scope.getState($articlePage)?.list.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('has the blog’s title and description, the newest cover as picture and the trail from home', async () => {
    const { scope } = blogScope();
    await allSettled(blogStarted, { scope, params: start('de') });
    const de = contentTexts('de');
    expect(blogMeta(scope, (await createI18n('de')).t)).toEqual({
      title: `${de.blog.title} · Aurora`,
      description: de.blog.description,
      image: '/media/content/article-1.svg',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: de.home, item: '/de' },
            { '@type': 'ListItem', position: 2, name: de.blog.title, item: '/de/blog' },
          ],
        },
      ],
    });
  });

  it('asks for the same page again in the new language while the blog is on screen', async () => {
    const { scope, calls } = blogScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Blog' } });
    await allSettled(blogStarted, { scope, params: start('de', {}, { page: '2' }) });
    await changeLanguage(scope, blogStarted, 'es', start('de', {}, { page: '2' }));
    expect(calls).toEqual([
      { page: 2, size: 10, locale: 'de' },
      { page: 2, size: 10, locale: 'es' },
    ]);
    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'GoodDetails' } });
    await allSettled(localeChosen, { scope, params: 'ru' });
    expect(calls).toHaveLength(2);
  });
});
