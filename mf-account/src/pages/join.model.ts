import { createEvent, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { loginOpened } from '../features/login/model';

/** join opened: a fresh login form (no refusal or success of an earlier visit). */
export const joinStarted = createEvent<PageStart>();

// Started again for another language: the form keeps what was typed.
sample({ clock: joinStarted, filter: ({ again }) => !again, target: loginOpened });

/** The title and description the page gives usePageMeta, for the server's head. */
export function joinMeta(_scope: Scope, t: TFunction): PageMeta {
  return { title: t('join:login.title'), description: t('join:login.metaDescription') };
}
