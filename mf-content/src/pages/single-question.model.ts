import { combine, createEvent, createStore, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $singleQuestion, $singleQuestionStatus, questionsOpened, singleQuestionOpened } from '../features/questions/model';
import { NS } from '../i18n';
import { positiveId } from '../lib/ids';
import { breadcrumbList, contentTitle, notFoundMeta } from '../lib/page-meta';
import { questionListMeta } from './question.model';

/** What single/question shows: every question without ?id, one with a valid id, else the 404 view. */
export type QuestionView = { kind: 'list' } | { kind: 'one'; id: number } | { kind: 'invalid' };

export function questionViewOf(query: Record<string, string>): QuestionView {
  if (!('id' in query)) return { kind: 'list' };
  const id = positiveId(query.id);
  return id === null ? { kind: 'invalid' } : { kind: 'one', id };
}

/** single/question?id=N (under a language prefix; unprefixed, single/{id} shows it the same way). */
export const singleQuestionStarted = createEvent<PageStart>();
export const $questionView = createStore<QuestionView>({ kind: 'list' }).on(singleQuestionStarted, (_, { query }) => questionViewOf(query));

/** Loads what a question view shows. */
const questionViewShown = createEvent<QuestionView>();

sample({ clock: singleQuestionStarted, fn: ({ query }) => questionViewOf(query), target: questionViewShown });
sample({ clock: questionViewShown, filter: (view) => view.kind === 'list', fn: () => undefined, target: questionsOpened });
sample({
  clock: questionViewShown,
  filter: (view) => view.kind === 'one',
  fn: (view) => (view as Extract<QuestionView, { kind: 'one' }>).id,
  target: singleQuestionOpened,
});

const $meta = combine({ view: $questionView, item: $singleQuestion, status: $singleQuestionStatus, locale: $locale });

/** The question as title and its answer as description, under the list of questions; or the list's head. */
export function singleQuestionMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { view, item, status, locale } = scope.getState($meta);
  if (view.kind === 'list') return questionListMeta(t, locale);
  if (view.kind === 'invalid' || status === 'notFound') return notFoundMeta(t);
  if (!item || item.id !== view.id) return null;
  return {
    title: contentTitle(t, item.question),
    description: item.answer,
    jsonLd: [
      breadcrumbList(t, locale, [
        { name: t(`${NS}:question.title`), path: 'question' },
        { name: item.question, path: `single/question?id=${item.id}` },
      ]),
    ],
  };
}
