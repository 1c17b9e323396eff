import { apiGet, type RequestContext } from '@storefront/shared/api';
import type { QuestionGroup, QuestionItem } from '@storefront/shared/contracts/content';

export async function fetchQuestionGroups(context: RequestContext): Promise<QuestionGroup[]> {
  return (await apiGet<QuestionGroup[]>(context, '/api/content/questions')).data;
}

/** One question for single/question?id=N; a 404 is left to the page. */
export async function fetchQuestion(context: RequestContext, id: number): Promise<QuestionItem> {
  return (await apiGet<QuestionItem>(context, `/api/content/questions/${id}`, undefined, { expect: [404] })).data;
}
