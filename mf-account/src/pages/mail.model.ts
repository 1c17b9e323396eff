import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { inbox } from '../features/mail/model';

/** user/mail opened: the first page of the inbox. */
export const mailStarted = createEvent<PageStart>();

sample({ clock: mailStarted, filter: ({ again }) => !again, fn: () => undefined, target: inbox.opened });
// Another language: the same page of messages, worded in it.
sample({ clock: mailStarted, filter: ({ again }) => !!again, target: inbox.refreshed });
