import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { Locale, PageMeta, PageStart } from '@storefront/shared/routes';
import { questionsOpened } from '../features/questions/model';
import { NS } from '../i18n';
import { breadcrumbList, contentTitle } from '../lib/page-meta';

/** question: every question in its group. */
export const questionStarted = createEvent<PageStart>();

sample({ clock: questionStarted, fn: () => undefined, target: questionsOpened });

/** Head of the list of questions, wherever it is shown (question, single/question without an id). */
export function questionListMeta(t: TFunction, locale: Locale): PageMeta {
  const title = t(`${NS}:question.title`);
  return {
    title: contentTitle(t, title),
    description: t(`${NS}:question.description`),
    jsonLd: [breadcrumbList(t, locale, [{ name: title, path: 'question' }])],
  };
}

const $meta = combine({ locale: $locale });

export function questionMeta(scope: Scope, t: TFunction): PageMeta {
  return questionListMeta(t, scope.getState($meta).locale);
}
