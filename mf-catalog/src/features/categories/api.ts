import { apiGet } from '@storefront/shared/api';
import type { CategoryNode } from '@storefront/shared/contracts/catalog';

export async function fetchCategories(_locale: string): Promise<CategoryNode[]> {
  return (await apiGet<CategoryNode[]>('/api/catalog/categories')).data;
}
