import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { forgetOpened } from '../features/forgot-password/model';
import { fetchCodeInBrowser, verificationCodes } from '../features/verification-code/model';
import { isShown } from '../lib/pages';

/** join/forget opened: a fresh form and, in the browser, an image code. */
export const forgetStarted = createEvent<PageStart>();

sample({ clock: forgetStarted, target: forgetOpened });
fetchCodeInBrowser(verificationCodes.reset, forgetStarted, $page.map(isShown('Forget')));

/** The title and description the page gives usePageMeta, for the server's head. */
export function forgetMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: t('join:forget.title'), description: t('join:forget.metaDescription') };
}
