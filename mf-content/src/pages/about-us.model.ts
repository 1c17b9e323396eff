import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale, $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $contentPage, $contentPageStatus, contentPageOpened, pageLinksShown } from '../features/page/model';
import { isShown, textPageMeta } from '../lib/page-meta';

const REF = 'aboutus';

/** aboutus: the page's text and the links to the information pages under it. */
export const aboutUsStarted = createEvent<PageStart>();

sample({ clock: aboutUsStarted, fn: ({ locale }) => ({ ref: REF, locale }), target: contentPageOpened });
sample({ clock: aboutUsStarted, fn: ({ locale }) => ({ locale }), target: pageLinksShown });

// Another language on the page: its text and the links again, in that language.
const $shown = $page.map(isShown('AboutUs'));
sample({ clock: $locale.updates, filter: $shown, fn: (locale) => ({ ref: REF, locale }), target: contentPageOpened });
sample({ clock: $locale.updates, filter: $shown, fn: (locale) => ({ locale }), target: pageLinksShown });

const $meta = combine({ page: $contentPage, status: $contentPageStatus });

export function aboutUsMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { page, status } = scope.getState($meta);
  return textPageMeta(t, page, status, REF);
}
