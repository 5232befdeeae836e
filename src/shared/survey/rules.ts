import type { AnswerItem, QuestionType, SurveyQuestion } from './types.ts';

/** Text limits of an answer (characters, counted as code points). */
export const TEXT_LIMITS = { input: 200, textarea: 2000, extension: 200 } as const;

export const isRequired = (q: Pick<SurveyQuestion, 'validateRule'>): boolean => (q.validateRule ?? '').includes('notEmpty');
export const isChoice = (t: string): boolean => t === 'radio' || t === 'checkbox' || t === 'select';
export const isSingleChoice = (t: string): boolean => t === 'radio' || t === 'select';
export const isTextType = (t: string): boolean => t === 'input' || t === 'textarea';
/** Title-only and plain-text items are shown but never answered. */
export const isDisplayOnly = (t: string): boolean => t === 'title' || t === 'text';
export const isHidden = (q: Pick<SurveyQuestion, 'showOrHide'>): boolean => q.showOrHide === '1';
export const isReadOnly = (q: Pick<SurveyQuestion, 'notEdit'>): boolean => q.notEdit === '1';
export const textLimit = (t: QuestionType | string): number => (t === 'textarea' ? TEXT_LIMITS.textarea : TEXT_LIMITS.input);
export const charCount = (s: string): number => [...s].length;

export function sortQuestions<T extends Pick<SurveyQuestion, 'questionNo' | 'id'>>(questions: readonly T[]): T[] {
  return [...questions].sort((a, b) => a.questionNo - b.questionNo || a.id - b.id);
}

/**
 * Display numbers: answerable questions are numbered 1, 2, 3… in order; title and plain-text items get none. The
 * fill-in page, the server's messages and the statistics all use these numbers, so "第3题" means the same everywhere.
 */
export function questionNumbers(questions: readonly SurveyQuestion[]): Map<number, number> {
  const numbers = new Map<number, number>();
  let n = 0;
  for (const q of sortQuestions(questions)) if (!isDisplayOnly(q.questionType)) numbers.set(q.id, ++n);
  return numbers;
}

/** optionIds as the client may send them: a list, a number, or comma-separated text. */
export function toOptionIds(value: unknown): number[] {
  const raw = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : String(value).split(',');
  return raw.map((v) => Number(String(v).trim())).filter((v) => Number.isFinite(v));
}

/** The answer a question starts with: its default value (text, or option ids for choice questions). */
export function defaultAnswer(q: SurveyQuestion): AnswerItem | null {
  const value = (q.defaultValue ?? '').trim();
  if (!value || isDisplayOnly(q.questionType)) return null;
  if (isChoice(q.questionType)) {
    const known = new Set((q.options ?? []).map((o) => o.optionId));
    const ids = toOptionIds(value).filter((id) => known.has(id));
    const optionIds = isSingleChoice(q.questionType) ? ids.slice(0, 1) : ids;
    return optionIds.length ? { questionId: q.id, questionType: q.questionType, optionIds, answerText: '' } : null;
  }
  return { questionId: q.id, questionType: q.questionType, optionIds: [], answerText: value };
}

/**
 * Which questions the respondent sees: every question not initially hidden, and a hidden one whose show rule is met
 * (the given option of the rule's question is chosen, and that question is itself shown). Rules that point at a
 * missing question or loop are never met, so a broken rule keeps its question hidden rather than failing.
 */
export function revealedQuestionIds(questions: readonly SurveyQuestion[], answers: ReadonlyMap<number, Pick<AnswerItem, 'optionIds'>>): Set<number> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const memo = new Map<number, boolean>();
  const visit = (id: number, path: Set<number>): boolean => {
    const cached = memo.get(id);
    if (cached !== undefined) return cached;
    const q = byId.get(id);
    let shown = false;
    if (q && !isHidden(q)) shown = true;
    else if (q && q.showWhenQuestionId && q.showWhenOptionId && !path.has(id)) {
      const parent = Number(q.showWhenQuestionId);
      shown = visit(parent, new Set([...path, id])) && (answers.get(parent)?.optionIds ?? []).includes(Number(q.showWhenOptionId));
    }
    memo.set(id, shown);
    return shown;
  };
  return new Set(questions.filter((q) => visit(q.id, new Set())).map((q) => q.id));
}
