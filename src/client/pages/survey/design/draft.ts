import { isChoice, type QuestionType, type SurveyOption, type SurveyQuestion } from '../../../../shared/survey/index.ts';

/** An option being edited: new options have no optionId until saved (the server numbers them). */
export interface DraftOption { key: string; optionId?: number; optionText: string; isExtend: '0' | '1' }

/** The question being edited in the designer, in the form's terms. */
export interface Draft {
  id?: number;
  questionName: string;
  questionType: QuestionType;
  required: boolean;
  hidden: boolean;
  readOnly: boolean;
  defaultValue: string;
  optionDisplay: 'vertical' | 'horizontal';
  options: DraftOption[];
  showWhenQuestionId: number | null;
  showWhenOptionId: number | null;
}

let seq = 0;
export const optionKey = (): string => `o${++seq}`;

export function newDraft(type: QuestionType = 'radio'): Draft {
  return {
    questionName: '', questionType: type, required: false, hidden: false, readOnly: false, defaultValue: '', optionDisplay: 'vertical',
    options: isChoice(type) ? [{ key: optionKey(), optionText: '选项1', isExtend: '0' }, { key: optionKey(), optionText: '选项2', isExtend: '0' }] : [],
    showWhenQuestionId: null, showWhenOptionId: null,
  };
}

export function toDraft(q: SurveyQuestion): Draft {
  return {
    id: q.id, questionName: q.questionName, questionType: q.questionType, required: (q.validateRule ?? '').includes('notEmpty'),
    hidden: q.showOrHide === '1', readOnly: q.notEdit === '1', defaultValue: q.defaultValue ?? '',
    optionDisplay: q.optionDisplay === 'horizontal' ? 'horizontal' : 'vertical',
    options: [...(q.options ?? [])].sort((a, b) => a.optionNo - b.optionNo).map((o) => ({ key: optionKey(), optionId: o.optionId, optionText: o.optionText, isExtend: o.isExtend === '1' ? '1' : '0' })),
    showWhenQuestionId: q.showWhenQuestionId ?? null, showWhenOptionId: q.showWhenOptionId ?? null,
  };
}

/** The draft as a question, for the live preview (unsaved options get temporary negative ids). */
export function draftAsQuestion(d: Draft, base: { id: number; surveyId: number; questionNo: number }): SurveyQuestion {
  const options: SurveyOption[] = d.options.map((o, i) => ({ optionId: o.optionId ?? -(i + 1), optionNo: i + 1, optionText: o.optionText, isExtend: o.isExtend }));
  return { ...base, ...payloadFields(d), options: isChoice(d.questionType) ? options : [] };
}

/** The fields the question routes take. A show rule only exists on a hidden question; null clears on update. */
export function payloadFields(d: Draft) {
  const choice = isChoice(d.questionType);
  return {
    questionName: d.questionName.trim(),
    questionType: d.questionType,
    validateRule: d.required ? 'notEmpty' : '',
    showOrHide: d.hidden ? '1' : '0',
    notEdit: d.readOnly ? '1' : '0',
    defaultValue: d.defaultValue,
    optionDisplay: d.optionDisplay,
    options: choice ? d.options.map((o, i) => ({ ...(o.optionId ? { optionId: o.optionId } : {}), optionNo: i + 1, optionText: o.optionText.trim(), isExtend: o.isExtend })) : [],
    showWhenQuestionId: d.hidden ? d.showWhenQuestionId : null,
    showWhenOptionId: d.hidden ? d.showWhenOptionId : null,
  };
}

/** Client-side checks before saving; the server checks again. Returns i18n keys. */
export function draftProblems(d: Draft): string[] {
  const problems: string[] = [];
  if (!d.questionName.trim()) problems.push('app.survey.design.nameRequired');
  if (isChoice(d.questionType)) {
    if (!d.options.length) problems.push('app.survey.design.optionsRequired');
    else if (d.options.some((o) => !o.optionText.trim())) problems.push('app.survey.design.optionTextRequired');
  }
  return problems;
}
