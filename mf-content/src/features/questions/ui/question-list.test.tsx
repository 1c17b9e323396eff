import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import type { QuestionGroup } from '@storefront/shared/contracts/content';
import type { Locale } from '@storefront/shared/routes';
import { renderContent } from '../../../test/harness';
import { questionGroups, questionsOpened } from '../model';
import { QuestionList } from './question-list';

const q = (id: number, groupId: number, question: string, answer: string) => ({ id, groupId, question, answer, lang: 'en' });
const groups: QuestionGroup[] = [
  {
    id: 1,
    slug: 'shipping',
    name: 'Shipping and delivery',
    questions: [
      q(1, 1, 'How long does delivery take?', 'The expected fastest delivery is 15 to 20 days.'),
      q(2, 1, 'How much does shipping cost?', 'Orders over $120 ship free.'),
    ],
  },
  { id: 2, slug: 'returns', name: 'Returns and refunds', questions: [q(3, 2, 'What is your return policy?', 'Thirty days for a full refund.')] },
];

async function openQuestions(locale: Locale = 'en') {
  const scope = fork({ handlers: [[questionGroups.fx, async () => groups]] });
  // The page's model loads the questions before the list renders (on the server, or on navigation).
  await allSettled(questionsOpened, { scope, params: { locale } });
  const view = await renderContent(<QuestionList />, { scope, locale });
  await screen.findByRole('heading', { name: 'Shipping and delivery' });
  return view;
}

const search = (t: (k: string) => string, value: string) =>
  act(async () => void fireEvent.change(screen.getByLabelText(t('question.search')), { target: { value } }));

describe('questions', () => {
  it('shows the groups as headings with every question closed', async () => {
    const { t } = await openQuestions();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Shipping and delivery', 'Returns and refunds']);
    const button = screen.getByRole('button', { name: 'How long does delivery take?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('The expected fastest delivery is 15 to 20 days.').parentElement!.hidden).toBe(true);
    expect(screen.getByTestId('question-count').textContent).toBe(t('question.total', { count: 3 }));
  });

  it('opens and closes an answer, wired to its button', async () => {
    await openQuestions();
    const button = screen.getByRole('button', { name: 'How long does delivery take?' });
    await act(async () => void fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('15 to 20 days');
    await act(async () => void fireEvent.click(button));
    expect(panel.hidden).toBe(true);
  });

  it('narrows the list as the shopper types, with the count announced', async () => {
    const { t } = await openQuestions();
    await search(t, 'refund');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Returns and refunds']);
    expect(screen.getByTestId('question-count').textContent).toBe(t('question.matching', { count: 1 }));
    await search(t, 'FREE shipping');
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toContain('+How much does shipping cost?');
    expect(screen.queryByRole('button', { name: 'How long does delivery take?' })).toBeNull();
  });

  it('says when nothing matches and clears the search on request', async () => {
    const { t } = await openQuestions();
    await search(t, 'umbrella');
    expect(screen.getByText(t('question.noResults', { query: 'umbrella' }))).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('question.clear') })));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('opens every visible answer at once, and closes them', async () => {
    const { t } = await openQuestions('de');
    await search(t, 'delivery');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('question.expandAll') })));
    expect(screen.getByRole('button', { name: 'How long does delivery take?' }).getAttribute('aria-expanded')).toBe('true');
    await search(t, '');
    expect(screen.getByRole('button', { name: 'What is your return policy?' }).getAttribute('aria-expanded')).toBe('false');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('question.collapseAll') })));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
