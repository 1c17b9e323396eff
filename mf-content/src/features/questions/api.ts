import { apiGet } from '@storefront/shared/api';
import type { QuestionGroup, QuestionItem } from '@storefront/shared/contracts/content';

export async function fetchQuestionGroups(_: { locale: string }): Promise<QuestionGroup[]> {
  return (await apiGet<QuestionGroup[]>('/api/content/questions')).data;
}

/** One question for single/question?id=N; a 404 is left to the page. */
export async function fetchQuestion({ id }: { id: number; locale: string }): Promise<QuestionItem> {
  return (await apiGet<QuestionItem>(`/api/content/questions/${id}`, undefined, { expect: [404] })).data;
}
