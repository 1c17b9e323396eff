import { combine, createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { $contentPage, $contentPageStatus, contentPageOpened, pageLinksShown } from '../features/page/model';
import { textPageMeta } from '../lib/page-meta';

const REF = 'aboutus';

/** aboutus: the page's text and the links to the information pages under it. */
export const aboutUsStarted = createEvent<PageStart>();

sample({ clock: aboutUsStarted, fn: () => REF, target: contentPageOpened });
sample({ clock: aboutUsStarted, fn: () => undefined, target: pageLinksShown });

const $meta = combine({ page: $contentPage, status: $contentPageStatus });

export function aboutUsMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { page, status } = scope.getState($meta);
  return textPageMeta(t, page, status, REF);
}
