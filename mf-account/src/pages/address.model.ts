import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { addressBookOpened, fetchAddressesFx } from '../features/address-book/model';

/** user/address opened (once the browser knows the session): the address book. */
export const addressStarted = createEvent<PageStart>();

sample({ clock: addressStarted, filter: ({ again }) => !again, target: addressBookOpened });
// Another language: the book again (its answer's messages follow the language), keeping an open form.
sample({ clock: addressStarted, filter: ({ again }) => !!again, target: fetchAddressesFx });
