import type { QuestionGroup } from '@storefront/shared/contracts/content';

/** Lower case without accents, so "devolucion" finds "Devolución" and "ETE" finds "été". */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The groups and questions matching a search: every word of the query must appear in the question,
 * its answer or its group's name. Languages written without spaces match the query as one piece.
 * Groups left without questions are dropped; an empty query keeps everything.
 */
export function filterQuestions(groups: QuestionGroup[], query: string): QuestionGroup[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => {
      const groupName = normalize(group.name);
      return {
        ...group,
        questions: group.questions.filter((q) => {
          const text = `${groupName}\n${normalize(q.question)}\n${normalize(q.answer)}`;
          return words.every((w) => text.includes(w));
        }),
      };
    })
    .filter((group) => group.questions.length > 0);
}

export const countQuestions = (groups: QuestionGroup[]) => groups.reduce((n, g) => n + g.questions.length, 0);
