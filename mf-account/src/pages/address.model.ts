import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { addressBookOpened, fetchAddressesFx } from '../features/address-book/model';
import { isShown } from '../lib/pages';

/** user/address opened (once the browser knows the session): the address book. */
export const addressStarted = createEvent<PageStart>();

sample({ clock: addressStarted, target: addressBookOpened });

// Another language: the book again (its answer's messages follow the language), keeping an open form.
const $shown = $page.map(isShown('Address'));
sample({ clock: $locale.updates, filter: $shown, target: fetchAddressesFx });
