import { questionNumbers, revealedQuestionIds, toOptionIds, type AnswerItem, type SurveyQuestion } from '../../../../shared/survey/index.ts';
import type { FormState } from './SurveyForm.tsx';

/** A submitted answer as the pages show it: when, and what (the stored `answerJson`, parsed). */
export interface SubmittedAnswer {
  createTime: number;
  items: AnswerItem[];
}

/**
 * The stored `answerJson` (its text, or the list the server already parsed) as answer items. Tolerant on purpose:
 * an answer recorded under older rules (option ids as text, a missing answerText) must still be shown, and a
 * damaged record shows as "nothing answered" instead of breaking the page.
 */
export function parseAnswerItems(raw: unknown): AnswerItem[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((x: unknown) => {
    if (!x || typeof x !== 'object') return [];
    const a = x as Record<string, unknown>;
    const questionId = Number(a.questionId);
    if (!Number.isInteger(questionId)) return [];
    return [{ questionId, questionType: String(a.questionType ?? ''), optionIds: toOptionIds(a.optionIds), answerText: typeof a.answerText === 'string' ? a.answerText : '' }];
  });
}

const noop = (): void => undefined;

/**
 * The read-only form of a submitted answer (my answer, and the fill-in page once answered): questions the
 * respondent did not see stay out, as they were on the fill-in page; an unanswered question shows empty, never its
 * default value, so the page shows exactly what was submitted.
 */
export function answeredFormState(questions: readonly SurveyQuestion[], items: readonly AnswerItem[]): FormState {
  const known = new Set(questions.map((q) => q.id));
  const answers = new Map<number, AnswerItem>(items.filter((a) => known.has(a.questionId)).map((a) => [a.questionId, a]));
  const revealed = revealedQuestionIds(questions, answers);
  for (const q of questions) if (!answers.has(q.id)) answers.set(q.id, { questionId: q.id, questionType: q.questionType, optionIds: [], answerText: '' });
  return { answers, numbers: questionNumbers([...questions]), revealed, problems: new Map(), setAnswer: noop };
}
