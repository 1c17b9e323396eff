import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { ArticleDetail } from '@storefront/shared/contracts/content';

/** A 404 rejects with httpStatus 404 and stays on the page, which shows its not-found view. */
export async function fetchArticle(context: RequestContext, id: number): Promise<ArticleDetail> {
  return (await apiGet<ArticleDetail>(context, `/api/content/articles/${id}`, undefined, { expect: [404] })).data;
}
