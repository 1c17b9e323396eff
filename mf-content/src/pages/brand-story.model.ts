import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $contentPage, $contentPageStatus, contentPageOpened } from '../features/page/model';
import { textPageMeta } from '../lib/page-meta';

const REF = 'brandstory';

/** brandstory: the brand story's text. */
export const brandStoryStarted = createEvent<PageStart>();

sample({ clock: brandStoryStarted, fn: () => REF, target: contentPageOpened });

const $meta = combine({ page: $contentPage, status: $contentPageStatus });

export function brandStoryMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { page, status } = scope.getState($meta);
  return textPageMeta(t, page, status, REF);
}
