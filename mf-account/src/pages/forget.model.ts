import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { forgetOpened } from '../features/forgot-password/model';
import { fetchCodeInBrowser, verificationCodes } from '../features/verification-code/model';
import { isShown } from '../lib/pages';

/** join/forget opened: a fresh form and, in the browser, an image code. */
export const forgetStarted = createEvent<PageStart>();

// Started again for another language: the form and its image code stay as they are.
const opened = sample({ clock: forgetStarted, filter: ({ again }) => !again });
sample({ clock: opened, target: forgetOpened });
fetchCodeInBrowser(verificationCodes.reset, opened, $page.map(isShown('Forget')));

/** The title and description the page gives usePageMeta, for the server's head. */
export function forgetMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: t('join:forget.title'), description: t('join:forget.metaDescription') };
}
