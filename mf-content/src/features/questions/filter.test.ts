import { describe, expect, it } from 'vitest';
import type { QuestionGroup } from '@storefront/shared/contracts/content';
import { countQuestions, filterQuestions, normalize } from './filter';

const q = (id: number, groupId: number, question: string, answer: string) => ({ id, groupId, question, answer, lang: 'en' });
const groups: QuestionGroup[] = [
  {
    id: 1,
    slug: 'shipping',
    name: 'Shipping and delivery',
    questions: [q(1, 1, 'How long does delivery take?', '15 to 20 days.'), q(2, 1, 'How much does shipping cost?', 'Free over $120.')],
  },
  {
    id: 2,
    slug: 'returns',
    name: 'Devoluciones',
    questions: [q(3, 2, '¿Cuál es la política de devolución?', 'Treinta días.'), q(4, 2, 'Reembolso', 'Tres días hábiles.')],
  },
  { id: 3, slug: 'jp', name: '配送', questions: [q(5, 3, '配送にはどのくらいかかりますか？', '最短のお届け予定は15〜20日です。')] },
];

describe('question filter', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterQuestions(groups, '')).toBe(groups);
    expect(filterQuestions(groups, '   ')).toBe(groups);
  });

  it('matches questions and answers, ignoring case and accents', () => {
    expect(filterQuestions(groups, 'DELIVERY').flatMap((g) => g.questions.map((x) => x.id))).toEqual([1, 2]);
    expect(filterQuestions(groups, 'free').flatMap((g) => g.questions.map((x) => x.id))).toEqual([2]);
    expect(filterQuestions(groups, 'politica devolucion').flatMap((g) => g.questions.map((x) => x.id))).toEqual([3]);
    expect(filterQuestions(groups, 'habiles').flatMap((g) => g.questions.map((x) => x.id))).toEqual([4]);
  });

  it('needs every word, and drops groups left empty', () => {
    const result = filterQuestions(groups, 'shipping cost');
    expect(result.map((g) => g.id)).toEqual([1]);
    expect(result[0].questions.map((x) => x.id)).toEqual([2]);
    expect(filterQuestions(groups, 'delivery refund')).toEqual([]);
  });

  it('matches a group’s name, finding all of its questions', () => {
    expect(filterQuestions(groups, 'devoluciones').flatMap((g) => g.questions.map((x) => x.id))).toEqual([3, 4]);
  });

  it('finds text in languages written without spaces', () => {
    expect(filterQuestions(groups, 'お届け').flatMap((g) => g.questions.map((x) => x.id))).toEqual([5]);
  });

  it('normalizes full-width characters and counts what is left', () => {
    expect(normalize('ＡＢＣ Été')).toBe('abc ete');
    expect(countQuestions(filterQuestions(groups, 'dias'))).toBe(2);
  });
});
