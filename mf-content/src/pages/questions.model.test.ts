// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@storefront/shared/api';
import { $locale, pageEntered } from '@storefront/shared/store';
import { $allGroups, $questionsStatus, $singleQuestion, question as questionRequest, questionGroups } from '../features/questions/model';
import { question, questionGroups as groups, changeLanguage, recorder, start } from '../test/fixtures';
import { contentTexts, createI18n } from '../test/i18n';
import { questionMeta, questionStarted } from './question.model';
import { singleQuestionMeta, singleQuestionStarted } from './single-question.model';

function questionsScope() {
  const listApi = recorder(() => groups);
  const oneApi = recorder('id', (id: number) => {
    if (id > 100) throw new ApiRequestError('Not Found', 404, 404);
    return question(id);
  });
  const scope = fork({
    values: [[$locale, 'jp']],
    handlers: [
      [questionGroups.fx, listApi.handler],
      [questionRequest.fx, oneApi.handler],
    ],
  });
  listApi.bind(scope);
  oneApi.bind(scope);
  return { scope, lists: listApi.calls, ones: oneApi.calls };
}

const jp = contentTexts('jp');

describe('questions page model', () => {
  it('loads every group of questions; the head is the page’s title with the trail from home', async () => {
    const { scope, lists } = questionsScope();
    await allSettled(questionStarted, { scope, params: start('jp') });
    expect(lists).toEqual([{ locale: 'jp' }]);
    expect(scope.getState($questionsStatus)).toBe('done');
    expect(scope.getState($allGroups).map((g) => g.name)).toEqual(['Versand und Lieferung', 'Rückgabe']);
    expect(questionMeta(scope, (await createI18n('jp')).t)).toMatchObject({
      title: `${jp.question.title} · Aurora`,
      description: jp.question.description,
      jsonLd: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { name: jp.home, item: '/jp' },
            { name: jp.question.title, item: '/jp/question' },
          ],
        },
      ],
    });
  });

  it('loads them again in the new language while the page is on screen', async () => {
    const { scope, lists } = questionsScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'Question' } });
    await allSettled(questionStarted, { scope, params: start('jp') });
    await changeLanguage(scope, questionStarted, 'tw', start('jp'));
    expect(lists).toEqual([{ locale: 'jp' }, { locale: 'tw' }]);
  });
});

describe('single question page model', () => {
  it('with ?id loads that question: its title, answer as description and the trail under the questions', async () => {
    const { scope, lists, ones } = questionsScope();
    await allSettled(singleQuestionStarted, { scope, params: start('jp', {}, { id: '3' }) });
    expect(ones).toEqual([{ id: 3, locale: 'jp' }]);
    expect(lists).toEqual([]);
    expect(scope.getState($singleQuestion)).toEqual(question(3));
    expect(singleQuestionMeta(scope, (await createI18n('jp')).t)).toMatchObject({
      title: 'Frage 3? · Aurora',
      description: 'Antwort 3.',
      jsonLd: [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { name: jp.home, item: '/jp' },
            { name: jp.question.title, item: '/jp/question' },
            { name: 'Frage 3?', item: '/jp/single/question?id=3' },
          ],
        },
      ],
    });
  });

  it('without ?id shows every question, as the questions page does', async () => {
    const { scope, lists, ones } = questionsScope();
    await allSettled(singleQuestionStarted, { scope, params: start('jp') });
    expect(lists).toEqual([{ locale: 'jp' }]);
    expect(ones).toEqual([]);
    expect(singleQuestionMeta(scope, (await createI18n('jp')).t)?.title).toBe(`${jp.question.title} · Aurora`);
  });

  it.each([['0'], ['x'], ['']])('answers 404 for ?id=%s without asking', async (id) => {
    const { scope, lists, ones } = questionsScope();
    await allSettled(singleQuestionStarted, { scope, params: start('jp', {}, { id }) });
    expect([...lists, ...ones]).toEqual([]);
    expect(singleQuestionMeta(scope, (await createI18n('jp')).t)?.notFound).toBe(true);
  });

  it('answers 404 for a question the shop does not have', async () => {
    const { scope } = questionsScope();
    await allSettled(singleQuestionStarted, { scope, params: start('jp', {}, { id: '999' }) });
    expect(singleQuestionMeta(scope, (await createI18n('jp')).t)?.notFound).toBe(true);
  });

  it('asks for the same question in the new language while it is on screen', async () => {
    const { scope, ones } = questionsScope();
    await allSettled(pageEntered, { scope, params: { owner: 'content', page: 'SingleQuestion' } });
    await allSettled(singleQuestionStarted, { scope, params: start('jp', {}, { id: '2' }) });
    await changeLanguage(scope, singleQuestionStarted, 'cn', start('jp', {}, { id: '2' }));
    expect(ones).toEqual([
      { id: 2, locale: 'jp' },
      { id: 2, locale: 'cn' },
    ]);
  });
});
