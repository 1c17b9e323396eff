import { combine, createEvent, createStore, sample } from 'effector';
import { createRequest } from '@storefront/shared/store';
import { fetchQuestion, fetchQuestionGroups } from './api';
import { filterQuestions } from './filter';

export const questionGroups = createRequest(fetchQuestionGroups);
export const questionsOpened = questionGroups.requested;
export const questionsRetried = questionGroups.retried;
export const $questionsStatus = questionGroups.$status;
export const $allGroups = questionGroups.$data.map((g) => g ?? []);

export const searchChanged = createEvent<string>();
export const questionToggled = createEvent<number>();
export const expandAllPressed = createEvent();
export const collapseAllPressed = createEvent();
/** The shopper left the questions page: the next visit starts without a search. */
export const questionsLeft = createEvent();

export const $search = createStore('')
  .on(searchChanged, (_, q) => q)
  .reset(questionsLeft);
export const $visibleGroups = combine($allGroups, $search, filterQuestions);
/** Ids of the questions whose answer is open. */
export const $expanded = createStore<number[]>([])
  .on(questionToggled, (open, id) => (open.includes(id) ? open.filter((x) => x !== id) : [...open, id]))
  .reset(collapseAllPressed, questionsLeft);

sample({ clock: expandAllPressed, source: $visibleGroups, fn: (groups) => groups.flatMap((g) => g.questions.map((q) => q.id)), target: $expanded });

export const question = createRequest(fetchQuestion);
export const singleQuestionOpened = question.requested;
export const singleQuestionRetried = question.retried;
export const $singleQuestion = question.$data;
export const $singleQuestionStatus = question.$status;
