import { combine, createEvent, createStore, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $contentPage, $contentPageStatus, contentPageOpened, pageLinksShown } from '../features/page/model';
import { NS } from '../i18n';
import { positiveId } from '../lib/ids';
import { breadcrumbList, contentTitle, notFoundMeta, textPageMeta } from '../lib/page-meta';
import { singleQuestionMeta, singleQuestionStarted } from './single-question.model';

/** What single/{id} shows: the list of pages without an id, a page by id, the question view, else 404. */
export type SingleView = { kind: 'index' } | { kind: 'page'; id: number } | { kind: 'question' } | { kind: 'invalid' };

export function singleViewOf(id: string | undefined): SingleView {
  if (id === undefined || id === '') return { kind: 'index' };
  if (id === 'question') return { kind: 'question' };
  const pageId = positiveId(id);
  return pageId === null ? { kind: 'invalid' } : { kind: 'page', id: pageId };
}

export const singleStarted = createEvent<PageStart>();
export const $singleView = createStore<SingleView>({ kind: 'index' }).on(singleStarted, (_, { params }) => singleViewOf(params.id));

const viewShown = sample({ clock: singleStarted, fn: ({ params }) => singleViewOf(params.id) });
sample({ clock: viewShown, filter: (view) => view.kind === 'index', fn: () => undefined, target: pageLinksShown });
sample({
  clock: viewShown,
  filter: (view) => view.kind === 'page',
  fn: (view) => String((view as Extract<SingleView, { kind: 'page' }>).id),
  target: contentPageOpened,
});
// Unprefixed single/question: the question page's own logic, so both addresses show the same.
sample({ clock: singleStarted, filter: ({ params }) => params.id === 'question', target: singleQuestionStarted });

const $meta = combine({ view: $singleView, page: $contentPage, status: $contentPageStatus, locale: $locale });

export function singleMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { view, page, status, locale } = scope.getState($meta);
  switch (view.kind) {
    case 'index': {
      const title = t(`${NS}:page.indexTitle`);
      return {
        title: contentTitle(t, title),
        description: t(`${NS}:page.indexDescription`),
        jsonLd: [breadcrumbList(t, locale, [{ name: title, path: 'single' }])],
      };
    }
    case 'page':
      return textPageMeta(t, page, status, String(view.id));
    case 'question':
      return singleQuestionMeta(scope, t);
    case 'invalid':
      return notFoundMeta(t);
  }
}
