import { createRequest } from '@storefront/shared/store';
import { fetchHomeProducts } from './api';

export const homeProducts = createRequest(fetchHomeProducts);
export const homeOpened = homeProducts.requested;
export const $homeProducts = homeProducts.$data;
export const $homeStatus = homeProducts.$status;
