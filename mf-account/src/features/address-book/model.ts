import { createEvent, createStore, sample } from 'effector';
import type { Address, AddressInput } from '@storefront/shared/schemas/checkout';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

/** How many addresses show before "more addresses". */
export const FIRST_ADDRESSES = 3;

export const addressBookOpened = createEvent();
export const addClicked = createEvent();
export const editClicked = createEvent<Address>();
export const formClosed = createEvent();
export const formSubmitted = createEvent<AddressInput>();
export const deleteClicked = createEvent<number>();
export const deleteConfirmed = createEvent();
export const deleteCancelled = createEvent();
export const defaultClicked = createEvent<number>();
export const moreClicked = createEvent();

export const fetchAddressesFx = createApiEffect(api.fetchAddresses);
export const createAddressFx = createApiEffect(api.createAddress);
export const updateAddressFx = createApiEffect(api.updateAddress);
export const deleteAddressFx = createApiEffect(api.deleteAddress);
export const setDefaultFx = createApiEffect(api.setDefaultAddress);

export const $addresses = createStore<Address[] | null>(null).on(fetchAddressesFx.doneData, (_, list) => list);
export const $failed = createStore(false)
  .on(fetchAddressesFx.fail, () => true)
  .reset(fetchAddressesFx);
/** null: no form; 'new': adding; an address: changing it. */
export const $editing = createStore<Address | 'new' | null>(null)
  .on(addClicked, () => 'new')
  .on(editClicked, (_, a) => a)
  .reset(formClosed, createAddressFx.done, updateAddressFx.done, addressBookOpened);
export const $pendingDelete = createStore<number | null>(null)
  .on(deleteClicked, (_, id) => id)
  .reset(deleteCancelled, deleteAddressFx.finally);
export const $showAll = createStore(false)
  .on(moreClicked, () => true)
  .reset(addressBookOpened);
export const $isSaving = createStore(false)
  .on([createAddressFx, updateAddressFx], () => true)
  .on([createAddressFx.finally, updateAddressFx.finally], () => false);

sample({ clock: addressBookOpened, target: fetchAddressesFx });
sample({ clock: formSubmitted, source: $editing, filter: (e) => e === 'new', fn: (_, body) => body, target: createAddressFx });
sample({
  clock: formSubmitted,
  source: $editing,
  filter: (e): e is Address => e !== null && e !== 'new',
  fn: (address, body) => ({ id: (address as Address).id, body }),
  target: updateAddressFx,
});
sample({ clock: deleteConfirmed, source: $pendingDelete, filter: (id): id is number => id !== null, target: deleteAddressFx });
sample({ clock: defaultClicked, target: setDefaultFx });
// The server decides the order (default first) and which one is default.
sample({ clock: [createAddressFx.done, updateAddressFx.done, deleteAddressFx.done, setDefaultFx.done], target: fetchAddressesFx });
sample({ clock: [createAddressFx.done, updateAddressFx.done], fn: () => ({ key: 'address.saved' }), target: toastAsked });
sample({ clock: deleteAddressFx.done, fn: () => ({ key: 'address.deleted' }), target: toastAsked });
sample({ clock: setDefaultFx.done, fn: () => ({ key: 'address.defaultSet' }), target: toastAsked });
