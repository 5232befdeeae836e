// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAnswers, QUESTION_ARR_KEY, restoreAnswers, storeAnswer } from '../../../../src/client/pages/survey/fill/questionArr.ts';
import { SCROLL_DURATION_MS, SCROLL_STEP_MS, scrollSteps } from '../../../../src/client/pages/survey/common/scrollTo.ts';

describe('questionArr in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('replaces the entry of a question, keeps other surveys apart, and restores', () => {
    storeAnswer(7, { questionId: 1, questionType: 'radio', optionIds: [1], answerText: '' });
    storeAnswer(7, { questionId: 1, questionType: 'radio', optionIds: [2], answerText: '' });
    storeAnswer(8, { questionId: 1, questionType: 'input', optionIds: [], answerText: '别的问卷' });
    expect(JSON.parse(sessionStorage.getItem(QUESTION_ARR_KEY)!)).toHaveLength(2);
    expect([...restoreAnswers(7).values()]).toEqual([{ questionId: 1, questionType: 'radio', optionIds: [2], answerText: '' }]);
    clearAnswers(7);
    expect(restoreAnswers(7).size).toBe(0);
    expect(restoreAnswers(8).size).toBe(1);
  });

  it('starts afresh when the stored text is damaged', () => {
    sessionStorage.setItem(QUESTION_ARR_KEY, '{not json');
    expect(restoreAnswers(7).size).toBe(0);
  });
});

describe('back to top', () => {
  it('moves in 20 ms steps over 500 ms and ends at the target', () => {
    expect(SCROLL_STEP_MS).toBe(20);
    expect(SCROLL_DURATION_MS).toBe(500);
    const steps = scrollSteps(1000, 0);
    expect(steps).toHaveLength(25);
    expect(steps.at(-1)).toBe(0);
    expect(steps.every((y, i) => i === 0 || y <= steps[i - 1])).toBe(true);
  });
});
