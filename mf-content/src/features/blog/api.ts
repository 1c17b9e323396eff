import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ArticleList } from '@storefront/shared/contracts/content';

export interface BlogQuery {
  page: number;
  size: number;
}

export async function fetchArticles(context: RequestContext, { page, size }: BlogQuery): Promise<ArticleList> {
  return (await apiGet<ArticleList>(context, '/api/content/articles', { page, size })).data;
}
