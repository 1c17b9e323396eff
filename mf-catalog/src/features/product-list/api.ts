import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ProductFacets, ProductPage } from '@storefront/shared/contracts/catalog';
import type { ApiListQuery } from './list-query';

export interface ListRequest {
  query: ApiListQuery;
}

// A repeated parameter travels as the API reads it, `opt=a&opt=b` (axios would write `opt[]=`).
const repeated = { paramsSerializer: { indexes: null } };

export async function fetchProducts(context: RequestContext, { query }: ListRequest): Promise<ProductPage> {
  return (await apiGet<ProductPage>(context, '/api/catalog/products', query, repeated)).data;
}

/** GET /api/catalog/facets: categories, price range and option values (with counts) of the list's matches. */
export async function fetchFacets(context: RequestContext, { query }: ListRequest): Promise<ProductFacets> {
  return (await apiGet<ProductFacets>(context, '/api/catalog/facets', query, repeated)).data;
}
