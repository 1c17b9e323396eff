import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { EmptyState, LocaleLink } from '@storefront/shared/ui';
import { RequestState } from '../../../components/request-state';
import { NS } from '../../../i18n';
import { countQuestions } from '../filter';
import {
  $allGroups,
  $expanded,
  $questionsStatus,
  $search,
  $visibleGroups,
  collapseAllPressed,
  expandAllPressed,
  questionsLeft,
  questionsRetried,
  questionToggled,
  searchChanged,
} from '../model';

/**
 * Questions in their groups (the page's model loads them): a search box that narrows them as one types,
 * each answer opened on demand.
 */
export function QuestionList() {
  const { t } = useTranslation(NS);
  const [all, groups, status, search, expanded] = useUnit([$allGroups, $visibleGroups, $questionsStatus, $search, $expanded]);
  const [retry, left, changeSearch, toggle, expandAll, collapseAll] = useUnit([
    questionsRetried,
    questionsLeft,
    searchChanged,
    questionToggled,
    expandAllPressed,
    collapseAllPressed,
  ]);
  const id = useId();

  useEffect(() => () => left(), [left]);

  const found = countQuestions(groups);
  return (
    <RequestState status={status} hasData={all.length > 0 || status === 'done'} onRetry={retry}>
      <div className="ct-qa-tools">
        <div className="sf-field ct-qa-search">
          <label htmlFor={`${id}-search`}>{t('question.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder={t('question.searchPlaceholder')}
            onChange={(e) => changeSearch(e.target.value)}
            aria-describedby={`${id}-count`}
            autoComplete="off"
          />
        </div>
        <div className="ct-qa-buttons">
          <button type="button" className="sf-btn" onClick={() => expandAll()}>
            {t('question.expandAll')}
          </button>
          <button type="button" className="sf-btn" onClick={() => collapseAll()}>
            {t('question.collapseAll')}
          </button>
        </div>
      </div>
      <p id={`${id}-count`} className="ct-muted" role="status" data-testid="question-count">
        {search.trim() ? t('question.matching', { count: found }) : t('question.total', { count: found })}
      </p>
      {groups.length === 0 ? (
        <EmptyState>
          <p>{t('question.noResults', { query: search.trim() })}</p>
          <p>
            <button type="button" className="sf-link-btn" onClick={() => changeSearch('')}>
              {t('question.clear')}
            </button>{' '}
            · <LocaleLink to="contact">{t('question.contact')}</LocaleLink>
          </p>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.id} className="ct-qa-group" aria-labelledby={`${id}-g${group.id}`} data-testid="question-group">
            <h2 id={`${id}-g${group.id}`}>{group.name}</h2>
            <ul className="ct-qa">
              {group.questions.map((q) => {
                const open = expanded.includes(q.id);
                const panel = `${id}-a${q.id}`;
                return (
                  <li key={q.id} className={open ? 'is-open' : undefined} lang={q.lang}>
                    <h3>
                      <button type="button" aria-expanded={open} aria-controls={panel} onClick={() => toggle(q.id)} className="ct-qa__question">
                        <span className="ct-qa__marker" aria-hidden="true">
                          {open ? '−' : '+'}
                        </span>
                        {q.question}
                      </button>
                    </h3>
                    <div id={panel} className="ct-qa__answer" hidden={!open}>
                      <p>{q.answer}</p>
                      <LocaleLink to={`single/question?id=${q.id}`} className="ct-qa__link">
                        {t('question.permalink')}
                      </LocaleLink>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </RequestState>
  );
}
