import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { emailChangeOpened } from '../features/change-email/model';
import { fetchProfileFx, settingOpened } from '../features/profile/model';
import { isShown } from '../lib/pages';

/** user/setting opened: the profile, and the email change form cleared. */
export const settingStarted = createEvent<PageStart>();

sample({ clock: settingStarted, target: [settingOpened, emailChangeOpened] });

// Another language: the profile again, keeping a form being filled in.
const $shown = $page.map(isShown('Setting'));
sample({ clock: $locale.updates, filter: $shown, target: fetchProfileFx });
