import {
  charCount, defaultAnswer, isChoice, isDisplayOnly, isReadOnly, isRequired, isSingleChoice, questionNumbers,
  revealedQuestionIds, sortQuestions, TEXT_LIMITS, textLimit, toOptionIds,
} from './rules.ts';
import type { AnswerItem, SurveyQuestion } from './types.ts';

export interface AnswerProblem {
  /** The question the message is about (null for an answer to no known question). */
  questionId: number | null;
  message: string;
}

export interface AnswerCheck {
  problems: AnswerProblem[];
  /** The answers to keep, in question order: shown questions with content, read-only defaults filled in. */
  items: AnswerItem[];
}

const short = (name: string): string => (charCount(name) > 20 ? `${[...name].slice(0, 20).join('')}…` : name);

/**
 * Checks a submission against the survey's current questions (the same code runs in the fill-in page, to point at
 * each question, and on the server, which refuses on the first problem). Rules: every answer names a question of
 * the survey, once, with its current type; option ids exist; a single-choice question has at most one option; texts
 * keep their limits; an extension text needs a chosen option that allows it; a read-only question keeps its
 * default; a question the respondent cannot see stays empty; a required question that is shown is answered.
 */
export function checkAnswers(questions: readonly SurveyQuestion[], submitted: readonly Partial<AnswerItem>[]): AnswerCheck {
  const problems: AnswerProblem[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const numbers = questionNumbers(questions);
  const label = (q: SurveyQuestion) => (numbers.has(q.id) ? `第${numbers.get(q.id)}题「${short(q.questionName)}」` : `「${short(q.questionName)}」`);
  const given = new Map<number, AnswerItem>();

  for (const raw of submitted) {
    const questionId = Number(raw.questionId);
    const q = byId.get(questionId);
    if (!q) {
      problems.push({ questionId: null, message: `答卷中的问题（编号 ${raw.questionId}）不属于该问卷，请刷新页面后重新填写` });
      continue;
    }
    if (given.has(questionId)) {
      problems.push({ questionId, message: `${label(q)}重复作答` });
      continue;
    }
    if (raw.questionType !== undefined && raw.questionType !== null && raw.questionType !== '' && raw.questionType !== q.questionType) {
      problems.push({ questionId, message: `${label(q)}已被修改，请刷新页面后重新填写` });
      continue;
    }
    given.set(questionId, { questionId, questionType: q.questionType, optionIds: [...new Set(toOptionIds(raw.optionIds))], answerText: String(raw.answerText ?? '').trim() });
  }

  // Read-only questions answer with their default; only a different answer is a problem.
  for (const q of questions) {
    const fallback = isReadOnly(q) ? defaultAnswer(q) : null;
    if (fallback && !given.has(q.id)) given.set(q.id, fallback);
  }

  const revealed = revealedQuestionIds(questions, given);
  const items: AnswerItem[] = [];
  for (const q of sortQuestions(questions)) {
    const a = given.get(q.id);
    const hasContent = !!a && (a.optionIds.length > 0 || a.answerText !== '');
    if (isDisplayOnly(q.questionType)) {
      if (hasContent) problems.push({ questionId: q.id, message: `${label(q)}是说明文字，无需作答` });
      continue;
    }
    if (!revealed.has(q.id)) {
      if (hasContent && !(isReadOnly(q) && sameAnswer(a, defaultAnswer(q)))) problems.push({ questionId: q.id, message: `${label(q)}未显示，不应作答` });
      continue;
    }
    if (!hasContent) {
      if (isRequired(q)) problems.push({ questionId: q.id, message: isChoice(q.questionType) ? `${label(q)}为必答题，请选择` : `${label(q)}为必答题，请填写` });
      continue;
    }
    const problem = checkOne(q, a, label(q));
    if (problem) {
      problems.push({ questionId: q.id, message: problem });
      continue;
    }
    if (isReadOnly(q) && !sameAnswer(a, defaultAnswer(q))) {
      problems.push({ questionId: q.id, message: `${label(q)}为只读题，不能修改答案` });
      continue;
    }
    items.push(a);
  }
  return { problems, items };
}

/** The problem of one shown, non-empty answer, or null; whole sentences, so each has one English template. */
function checkOne(q: SurveyQuestion, a: AnswerItem, name: string): string | null {
  if (isChoice(q.questionType)) {
    const options = new Map((q.options ?? []).map((o) => [o.optionId, o]));
    const unknown = a.optionIds.filter((id) => !options.has(id));
    if (unknown.length) return `${name}没有编号为 ${unknown.join('、')} 的选项，请刷新页面后重新填写`;
    if (isSingleChoice(q.questionType) && a.optionIds.length > 1) return `${name}是单选题，只能选择一个选项`;
    if (a.answerText) {
      // The extension text belongs to the first chosen option that allows one (SPEC §4, select question).
      if (!a.optionIds.some((id) => options.get(id)?.isExtend === '1')) return `${name}所选选项不需要填写补充内容`;
      if (charCount(a.answerText) > TEXT_LIMITS.extension) return `${name}的补充内容不能超过 ${TEXT_LIMITS.extension} 个字`;
    }
    if (isRequired(q) && a.optionIds.length === 0) return `${name}为必答题，请选择`;
    return null;
  }
  if (a.optionIds.length) return `${name}是填空题，不能选择选项`;
  const max = textLimit(q.questionType);
  if (charCount(a.answerText) > max) return `${name}的回答不能超过 ${max} 个字`;
  return null;
}

function sameAnswer(a: AnswerItem | undefined, b: AnswerItem | null): boolean {
  const ids = (x: AnswerItem | null | undefined) => [...(x?.optionIds ?? [])].sort((m, n) => m - n).join(',');
  return ids(a) === ids(b) && (a?.answerText ?? '') === (b?.answerText ?? '');
}
