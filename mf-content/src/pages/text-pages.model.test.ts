// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@storefront/shared/api';
import { $locale, pageEntered } from '@storefront/shared/store';
import { $contentPage, $contentPageStatus, $pageLinks, page, pageLinks } from '../features/page/model';
import { $singleQuestion, question as questionRequest } from '../features/questions/model';
import { contentPage, pageLinks as links, question, changeLanguage, recorder, start } from '../test/fixtures';
import { contentTexts, createI18n } from '../test/i18n';
import { aboutUsMeta, aboutUsStarted } from './about-us.model';
import { brandStoryMeta, brandStoryStarted } from './brand-story.model';
import { singleMeta, singleStarted } from './single.model';

const SLUGS: Record<string, string> = { '1': 'brandstory', '2': 'aboutus', '3': 'shipping' };

function pagesScope() {
  const pageApi = recorder('ref', (ref: string) => {
    const id = Object.keys(SLUGS).find((k) => k === ref || SLUGS[k] === ref);
    if (!id) throw new ApiRequestError('Not Found', 404, 404);
    return contentPage(Number(id), SLUGS[id]);
  });
  const linksApi = recorder(() => links);
  const questionApi = recorder('id', (id: number) => question(id));
  const scope = fork({
    values: [[$locale, 'de']],
    handlers: [
      [page.fx, pageApi.handler],
      [pageLinks.fx, linksApi.handler],
      [questionRequest.fx, questionApi.handler],
    ],
  });
  pageApi.bind(scope);
  linksApi.bind(scope);
  questionApi.bind(scope);
  return { scope, pages: pageApi.calls, links: linksApi.calls, questions: questionApi.calls };
}

const de = contentTexts('de');

describe('about us and brand story', () => {
  it('about us loads its text and the links to the information pages; its head is its own title and summary', async () => {
    const { scope, pages, links: linkCalls } = pagesScope();
    await allSettled(aboutUsStarted, { scope, params: start('de') });
    expect(pages).toEqual([{ ref: 'aboutus', locale: 'de' }]);
    expect(linkCalls).toEqual([{ locale: 'de' }]);
    expect(scope.getState($contentPage)?.title).toBe('Über uns');
    expect(scope.getState($pageLinks)).toEqual(links);
    expect(aboutUsMeta(scope, (await createI18n('de')).t)).toEqual({ title: 'Über uns · Aurora', description: 'Kurz gesagt: Seite aboutus.' });
  });

  it('brand story loads its text, and again in the new language while it is on screen', async () => {
    const { scope, pages } = pagesScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'BrandStory' } });
    await allSettled(brandStoryStarted, { scope, params: start('de') });
    expect(brandStoryMeta(scope, (await createI18n('de')).t)?.title).toBe('Unsere Geschichte · Aurora');
    await changeLanguage(scope, brandStoryStarted, 'fr', start('de'));
    expect(pages).toEqual([
      { ref: 'brandstory', locale: 'de' },
      { ref: 'brandstory', locale: 'fr' },
    ]);
    // About us is not on screen: its own model stays quiet.
    expect(pages.filter((p) => p.ref === 'aboutus')).toEqual([]);
  });
});

describe('single pages', () => {
  it('single/{id} loads that page, and nothing else', async () => {
    const { scope, pages, links: linkCalls } = pagesScope();
    await allSettled(singleStarted, { scope, params: start('de', { id: '3' }) });
    expect(pages).toEqual([{ ref: '3', locale: 'de' }]);
    expect(linkCalls).toEqual([]);
    expect(singleMeta(scope, (await createI18n('de')).t)).toEqual({ title: 'Seite 3 · Aurora', description: 'Kurz gesagt: Seite shipping.' });
  });

  it('single without an id lists the pages, with the trail from home', async () => {
    const { scope, pages, links: linkCalls } = pagesScope();
    await allSettled(singleStarted, { scope, params: start('de') });
    expect(pages).toEqual([]);
    expect(linkCalls).toEqual([{ locale: 'de' }]);
    expect(singleMeta(scope, (await createI18n('de')).t)).toMatchObject({
      title: `${de.page.indexTitle} · Aurora`,
      description: de.page.indexDescription,
      jsonLd: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { name: de.home, item: '/de' },
            { name: de.page.indexTitle, item: '/de/single' },
          ],
        },
      ],
    });
  });

  it('unprefixed single/question?id=N shows the question, and asks for it again in a new language', async () => {
    const { scope, pages, questions } = pagesScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Single' } });
    await allSettled(singleStarted, { scope, params: start('de', { id: 'question' }, { id: '2' }) });
    expect(pages).toEqual([]);
    expect(questions).toEqual([{ id: 2, locale: 'de' }]);
    expect(scope.getState($singleQuestion)?.question).toBe('Frage 2?');
    expect(singleMeta(scope, (await createI18n('de')).t)?.title).toBe('Frage 2? · Aurora');
    await changeLanguage(scope, singleStarted, 'pt', start('de', { id: 'question' }, { id: '2' }));
    expect(questions).toEqual([
      { id: 2, locale: 'de' },
      { id: 2, locale: 'pt' },
    ]);
    expect(pages).toEqual([]);
  });

  it('a language change on single/{id} asks for that page again, not the list', async () => {
    const { scope, pages, links: linkCalls } = pagesScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Single' } });
    await allSettled(singleStarted, { scope, params: start('de', { id: '1' }) });
    await changeLanguage(scope, singleStarted, 'ru', start('de', { id: '1' }));
    expect(pages).toEqual([
      { ref: '1', locale: 'de' },
      { ref: '1', locale: 'ru' },
    ]);
    expect(linkCalls).toEqual([]);
  });

  it.each([['abc'], ['0'], ['424242']])('single/%s answers 404', async (id) => {
    const { scope } = pagesScope();
    await allSettled(singleStarted, { scope, params: start('de', { id }) });
    const t = (await createI18n('de')).t;
    expect(singleMeta(scope, t)).toEqual({ title: t('shared:notFound.title'), notFound: true });
    if (id === '424242') expect(scope.getState($contentPageStatus)).toBe('notFound');
  });
});
