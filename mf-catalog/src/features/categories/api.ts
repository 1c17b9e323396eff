import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { CategoryNode } from '@storefront/shared/contracts/catalog';

export async function fetchCategories(context: RequestContext): Promise<CategoryNode[]> {
  return (await apiGet<CategoryNode[]>(context, '/api/catalog/categories')).data;
}
