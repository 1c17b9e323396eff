import { createRequest } from '../../lib/request';
import { fetchNewProducts } from './api';

export const newProducts = createRequest(fetchNewProducts);
export const whatsNewOpened = newProducts.requested;
export const $newPage = newProducts.$data;
export const $newStatus = newProducts.$status;
