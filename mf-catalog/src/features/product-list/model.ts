import { createRequest } from '@storefront/shared/store';
import { fetchFacets, fetchProducts } from './api';

/** The list a product-list URL describes; the page's model asks for it on every start. */
export const productList = createRequest(fetchProducts);
export const listOpened = productList.requested;
export const $productPage = productList.$data;
export const $listStatus = productList.$status;

/** What the list's matches can be narrowed by (facets), asked for beside the list with the same filters. */
export const productFacets = createRequest(fetchFacets);
export const facetsOpened = productFacets.requested;
export const $facets = productFacets.$data;
export const $facetsStatus = productFacets.$status;
