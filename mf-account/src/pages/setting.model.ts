import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { emailChangeOpened } from '../features/change-email/model';
import { fetchProfileFx, settingOpened } from '../features/profile/model';

/** user/setting opened: the profile, and the email change form cleared. */
export const settingStarted = createEvent<PageStart>();

sample({ clock: settingStarted, filter: ({ again }) => !again, target: [settingOpened, emailChangeOpened] });
// Another language: the profile again, keeping a form being filled in.
sample({ clock: settingStarted, filter: ({ again }) => !!again, target: fetchProfileFx });
