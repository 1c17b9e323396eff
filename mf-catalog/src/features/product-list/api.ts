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

/**
 * GET /api/catalog/facets: categories, price range and option values (with counts) of the list's matches.
 * The list is what the shopper came for: facets that cannot be had leave the list on screen (no error page,
 * no toast), just without them.
 */
export async function fetchFacets(context: RequestContext, { query }: ListRequest): Promise<ProductFacets> {
  return (await apiGet<ProductFacets>(context, '/api/catalog/facets', query, { ...repeated, expect: [400, 403, 404, 500, 502, 503] })).data;
}
