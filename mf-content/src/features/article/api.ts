import { apiGet } from '@storefront/shared/api';
import type { ArticleDetail } from '@storefront/shared/contracts/content';

/** A 404 rejects with httpStatus 404 and stays on the page, which shows its not-found view. */
export async function fetchArticle({ id }: { id: number; locale: string }): Promise<ArticleDetail> {
  return (await apiGet<ArticleDetail>(`/api/content/articles/${id}`, undefined, { expect: [404] })).data;
}
