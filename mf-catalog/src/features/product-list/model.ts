import { createRequest } from '@storefront/shared/store';
import { fetchProducts } from './api';

/** The list a product-list URL describes; the page's model asks for it on every start. */
export const productList = createRequest(fetchProducts);
export const listOpened = productList.requested;
export const $productPage = productList.$data;
export const $listStatus = productList.$status;
