import { describe, expect, it } from 'vitest';
import { answeredFormState, parseAnswerItems } from '../../../../src/client/pages/survey/fill/answeredForm.ts';
import type { SurveyQuestion } from '../../../../src/shared/survey/index.ts';

const q = (id: number, questionType: SurveyQuestion['questionType'], extra: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  id, surveyId: 1, questionNo: id, questionName: `Q${id}`, questionType, showOrHide: '0', notEdit: '0', ...extra,
});

// 1 radio (满意 10 / 一般 11) reveals 2 when 满意; 3 is a title; 4 a text with a default; 5 hidden, never revealed.
const QUESTIONS: SurveyQuestion[] = [
  q(1, 'radio', { options: [{ optionId: 10, optionNo: 1, optionText: '满意' }, { optionId: 11, optionNo: 2, optionText: '一般' }] }),
  q(2, 'input', { showOrHide: '1', showWhenQuestionId: 1, showWhenOptionId: 10 }),
  q(3, 'title'),
  q(4, 'textarea', { defaultValue: '默认的意见' }),
  q(5, 'input', { showOrHide: '1', showWhenQuestionId: 1, showWhenOptionId: 11 }),
];

describe('stored answerJson → the read-only form', () => {
  it('reads the stored text or the parsed list, tolerating option ids as text and missing fields', () => {
    const json = JSON.stringify([{ questionId: 1, questionType: 'radio', optionIds: ['10'] }, { questionId: 2, questionType: 'input', optionIds: [], answerText: '组织有序' }]);
    expect(parseAnswerItems(json)).toEqual([
      { questionId: 1, questionType: 'radio', optionIds: [10], answerText: '' },
      { questionId: 2, questionType: 'input', optionIds: [], answerText: '组织有序' },
    ]);
    expect(parseAnswerItems([{ questionId: '4', questionType: 'textarea', optionIds: '', answerText: '好' }])).toEqual([
      { questionId: 4, questionType: 'textarea', optionIds: [], answerText: '好' },
    ]);
    expect(parseAnswerItems([{ questionId: 1, optionIds: '10,11' }])[0].optionIds).toEqual([10, 11]);
  });

  it('shows nothing answered for a damaged record instead of failing', () => {
    expect(parseAnswerItems('{not json')).toEqual([]);
    expect(parseAnswerItems({ questionId: 1 })).toEqual([]);
    expect(parseAnswerItems(null)).toEqual([]);
    expect(parseAnswerItems([null, 7, { questionId: 'x' }])).toEqual([]);
  });

  it('shows what was submitted: revealed questions as then, unanswered ones empty (not their default)', () => {
    const state = answeredFormState(QUESTIONS, parseAnswerItems([
      { questionId: 1, questionType: 'radio', optionIds: [10], answerText: '' },
      { questionId: 2, questionType: 'input', optionIds: [], answerText: '组织有序' },
      { questionId: 99, questionType: 'input', optionIds: [], answerText: '已删除的问题' },
    ]));
    expect([...state.revealed].sort()).toEqual([1, 2, 3, 4]);
    expect(state.answers.get(1)?.optionIds).toEqual([10]);
    expect(state.answers.get(2)?.answerText).toBe('组织有序');
    expect(state.answers.get(4)).toEqual({ questionId: 4, questionType: 'textarea', optionIds: [], answerText: '' });
    expect(state.answers.has(99)).toBe(false);
    expect([...state.numbers.entries()]).toEqual([[1, 1], [2, 2], [4, 3], [5, 4]]);
    expect(state.problems.size).toBe(0);
  });

  it('keeps a question hidden when the answer did not reveal it', () => {
    const state = answeredFormState(QUESTIONS, [{ questionId: 1, questionType: 'radio', optionIds: [11], answerText: '' }]);
    expect(state.revealed.has(2)).toBe(false);
    expect(state.revealed.has(5)).toBe(true);
  });
});
