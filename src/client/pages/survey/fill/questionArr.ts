import type { AnswerItem } from '../../../../shared/survey/index.ts';

/**
 * The fill-in page's choices in sessionStorage under `questionArr` (SPEC §3): one entry per question, replaced when
 * the answer to that question changes, restored when the page reloads. Entries carry their survey, so two surveys
 * answered in one tab do not mix.
 */
export const QUESTION_ARR_KEY = 'questionArr';

export interface StoredAnswer extends AnswerItem {
  surveyId: number;
}

function readAll(): StoredAnswer[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(QUESTION_ARR_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredAnswer[]).filter((a) => a && typeof a.questionId === 'number') : [];
  } catch {
    return []; // a damaged entry must not break the page: start afresh
  }
}

const writeAll = (list: readonly StoredAnswer[]): void => sessionStorage.setItem(QUESTION_ARR_KEY, JSON.stringify(list));

export function restoreAnswers(surveyId: number): Map<number, AnswerItem> {
  return new Map(readAll().filter((a) => a.surveyId === surveyId).map(({ surveyId: _s, ...a }) => [a.questionId, a]));
}

/** Replaces the stored answer of one question. */
export function storeAnswer(surveyId: number, answer: AnswerItem): void {
  writeAll([...readAll().filter((a) => !(a.surveyId === surveyId && a.questionId === answer.questionId)), { ...answer, surveyId }]);
}

export function clearAnswers(surveyId: number): void {
  writeAll(readAll().filter((a) => a.surveyId !== surveyId));
}
