import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale, $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $contentPage, $contentPageStatus, contentPageOpened } from '../features/page/model';
import { isShown, textPageMeta } from '../lib/page-meta';

const REF = 'brandstory';

/** brandstory: the brand story's text. */
export const brandStoryStarted = createEvent<PageStart>();

sample({ clock: brandStoryStarted, fn: ({ locale }) => ({ ref: REF, locale }), target: contentPageOpened });

// Another language on the page: its text again, in that language.
const $shown = $page.map(isShown('BrandStory'));
sample({ clock: $locale.updates, filter: $shown, fn: (locale) => ({ ref: REF, locale }), target: contentPageOpened });

const $meta = combine({ page: $contentPage, status: $contentPageStatus });

export function brandStoryMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { page, status } = scope.getState($meta);
  return textPageMeta(t, page, status, REF);
}
