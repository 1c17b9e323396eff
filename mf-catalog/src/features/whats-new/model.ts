import { createRequest } from '@storefront/shared/store';
import { fetchNewProducts } from './api';

export const newProducts = createRequest(fetchNewProducts);
export const whatsNewOpened = newProducts.requested;
export const $newPage = newProducts.$data;
export const $newStatus = newProducts.$status;
