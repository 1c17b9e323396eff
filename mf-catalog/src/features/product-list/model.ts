import { createRequest } from '@storefront/shared/store';
import { fetchProducts } from './api';

/** The list a product-list URL describes; the view asks again whenever the URL or language changes. */
export const productList = createRequest(fetchProducts);
export const listOpened = productList.requested;
export const $productPage = productList.$data;
export const $listStatus = productList.$status;
