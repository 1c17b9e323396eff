import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { inbox } from '../features/mail/model';
import { isShown } from '../lib/pages';

/** user/mail opened: the first page of the inbox. */
export const mailStarted = createEvent<PageStart>();

sample({ clock: mailStarted, fn: () => undefined, target: inbox.opened });

// Another language: the same page of messages, worded in it.
const $shown = $page.map(isShown('Mail'));
sample({ clock: $locale.updates, filter: $shown, target: inbox.refreshed });
