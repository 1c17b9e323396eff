import { createStore } from 'effector';
import { createRequest } from '@storefront/shared/store';
import { fetchNewProducts } from './api';
import type { Paging } from './paging';

export const newProducts = createRequest(fetchNewProducts);
export const whatsNewOpened = newProducts.requested;
export const $newPage = newProducts.$data;
export const $newStatus = newProducts.$status;
/** Page and size last asked for, so a language change asks for the same page again. */
export const $newPaging = createStore<Paging | null>(null).on(whatsNewOpened, (_, { page, limit }) => ({ page, limit }));
