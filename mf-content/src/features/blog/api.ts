import { apiGet } from '@storefront/shared/api';
import type { ArticleList } from '@storefront/shared/contracts/content';

export interface BlogQuery {
  page: number;
  size: number;
  /** Only to ask again when the language changes; the client sends the language itself. */
  locale: string;
}

export async function fetchArticles({ page, size }: BlogQuery): Promise<ArticleList> {
  return (await apiGet<ArticleList>('/api/content/articles', { page, size })).data;
}
