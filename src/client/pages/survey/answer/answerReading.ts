import type { AnswerItem, SurveyQuestion } from '../../../../shared/survey/types.ts';

/** One question of an answer as a reader sees it: its number and name, and what was answered. */
export interface ReadAnswer {
  questionId: number;
  label: string;
  answer: string;
}

/** `answerJson` as stored (SPEC §3), or [] when it is not a list of answers. */
export function parseAnswerItems(answerJson: unknown): AnswerItem[] {
  if (typeof answerJson !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(answerJson);
    return Array.isArray(parsed) ? (parsed.filter((a) => a && typeof a === 'object' && 'questionId' in a) as AnswerItem[]) : [];
  } catch {
    return [];
  }
}

/** The words an answer is read with, in the interface's language (app.survey.answer.*, app.common.colon). */
export interface ReadingWords {
  removedQuestion: (id: number) => string;
  option: (id: number) => string;
  /** between an option and the text added to it */
  colon: string;
  /** between chosen options */
  separator: string;
}

/** The reading words of the locale: `translate` is react-admin's. */
export function readingWords(translate: (key: string, options?: object) => string): ReadingWords {
  return {
    removedQuestion: (id) => translate('app.survey.answer.removedQuestion', { id }),
    option: (id) => translate('app.survey.answer.option', { id }),
    colon: translate('app.common.colon'),
    separator: translate('app.survey.answer.separator'),
  };
}

/**
 * An answer read against its survey's questions, in question order: chosen options by their text (an option's added
 * text after it, 其他：……), texts as written. Questions left unanswered are left out; an answer to a question that
 * has since been removed keeps its number.
 */
export function readAnswer(items: readonly AnswerItem[], questions: readonly SurveyQuestion[], words: ReadingWords): ReadAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const rank = (id: number) => byId.get(id)?.questionNo ?? Number.MAX_SAFE_INTEGER;
  return [...items]
    .sort((a, b) => rank(a.questionId) - rank(b.questionId))
    .map((item) => {
      const question = byId.get(item.questionId);
      const label = question ? `${question.questionNo}. ${question.questionName}` : words.removedQuestion(item.questionId);
      const options = new Map((question?.options ?? []).map((o) => [o.optionId, o]));
      const chosen = (item.optionIds ?? []).map((id) => {
        const option = options.get(id);
        if (!option) return words.option(id);
        return option.isExtend === '1' && item.answerText ? `${option.optionText}${words.colon}${item.answerText}` : option.optionText;
      });
      const extended = (item.optionIds ?? []).some((id) => options.get(id)?.isExtend === '1');
      const answer = chosen.length ? chosen.join(words.separator) : '';
      return { questionId: item.questionId, label, answer: answer || (extended ? '' : item.answerText ?? '') };
    })
    .filter((a) => a.answer !== '');
}
