import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $page } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { registerOpened } from '../features/register/model';
import { fetchCodeInBrowser, verificationCodes } from '../features/verification-code/model';
import { isShown } from '../lib/pages';

/** join/register opened: a fresh form and, in the browser, an image code. */
export const registerStarted = createEvent<PageStart>();

// Started again for another language: the form and its image code stay as they are.
const opened = sample({ clock: registerStarted, filter: ({ again }) => !again });
sample({ clock: opened, target: registerOpened });
fetchCodeInBrowser(verificationCodes.register, opened, $page.map(isShown('Register')));

/** The title and description the page gives usePageMeta, for the server's head. */
export function registerMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: t('join:register.title'), description: t('join:register.metaDescription') };
}
