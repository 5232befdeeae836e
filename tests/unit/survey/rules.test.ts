import { describe, expect, it } from 'vitest';
import {
  checkAnswers, legalActions, questionEditRefusal, questionNumbers, revealedQuestionIds, transitionRefusal, type SurveyQuestion,
} from '../../../src/shared/survey/index.ts';

const q = (id: number, patch: Partial<SurveyQuestion>): SurveyQuestion => ({
  id, surveyId: 1, questionNo: id, questionName: `题${id}`, questionType: 'input', ...patch,
});
const radio = q(1, { questionType: 'radio', validateRule: 'notEmpty', options: [{ optionId: 1, optionNo: 1, optionText: '是' }, { optionId: 2, optionNo: 2, optionText: '否', isExtend: '1' }] });
const title = q(2, { questionType: 'title' });
const why = q(3, { showOrHide: '1', showWhenQuestionId: 1, showWhenOptionId: 1, validateRule: 'notEmpty' });
const deeper = q(4, { showOrHide: '1', showWhenQuestionId: 3, showWhenOptionId: 1 });
const loop = q(5, { showOrHide: '1', showWhenQuestionId: 5, showWhenOptionId: 1 });
const all = [radio, title, why, deeper, loop];

describe('survey lifecycle rules', () => {
  it('offers only the legal transitions and says why the others are refused', () => {
    expect(legalActions('0')).toEqual(['publish']);
    expect(legalActions('1')).toEqual(['revoke', 'finish']);
    expect(legalActions('2')).toEqual(['publish', 'finish']);
    expect(legalActions('3')).toEqual([]);
    expect(transitionRefusal('1', 'publish')).toBe('问卷已发布，不能重复发布');
    expect(transitionRefusal('3', 'revoke')).toBe('问卷已结束，不能撤回');
    expect(transitionRefusal('2', 'publish')).toBeNull();
    expect(questionEditRefusal('2')).toBeNull();
    expect(questionEditRefusal('1')).toBe('问卷已发布，不能修改问题，请先撤回问卷');
  });
});

describe('show rules and numbering', () => {
  it('numbers answerable questions only', () => {
    expect([...questionNumbers(all).entries()]).toEqual([[1, 1], [3, 2], [4, 3], [5, 4]]);
  });

  it('reveals a hidden question when its option is chosen, through chains, never through loops', () => {
    expect([...revealedQuestionIds(all, new Map())]).toEqual([1, 2]);
    expect([...revealedQuestionIds(all, new Map([[1, { optionIds: [1] }]]))]).toEqual([1, 2, 3]);
    expect([...revealedQuestionIds(all, new Map([[1, { optionIds: [1] }], [3, { optionIds: [1] }]]))]).toEqual([1, 2, 3, 4]);
  });
});

describe('answer checks', () => {
  it('lets hidden questions stay empty and requires them once shown', () => {
    expect(checkAnswers(all, [{ questionId: 1, questionType: 'radio', optionIds: [2], answerText: '其他原因' }]).problems).toEqual([]);
    expect(checkAnswers(all, [{ questionId: 1, questionType: 'radio', optionIds: [1] }]).problems).toEqual([{ questionId: 3, message: '第2题「题3」为必答题，请填写' }]);
  });

  it('normalises optionIds sent as text and drops empty answers', () => {
    const { problems, items } = checkAnswers(all, [{ questionId: 1, questionType: 'radio', optionIds: '1' as unknown as number[] }, { questionId: 3, answerText: ' 好 ' }, { questionId: 4, answerText: '' }]);
    expect(problems).toEqual([]);
    expect(items).toEqual([
      { questionId: 1, questionType: 'radio', optionIds: [1], answerText: '' },
      { questionId: 3, questionType: 'input', optionIds: [], answerText: '好' },
    ]);
  });
});
