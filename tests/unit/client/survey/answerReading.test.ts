import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { enMessages } from '../../../../src/client/i18n/en.ts';
import { zhCNMessages } from '../../../../src/client/i18n/zhCN.ts';
import { parseAnswerItems, readAnswer, readingWords } from '../../../../src/client/pages/survey/answer/answerReading.ts';
import type { SurveyQuestion } from '../../../../src/shared/survey/types.ts';

const questions: SurveyQuestion[] = [
  { id: 11, surveyId: 1, questionNo: 1, questionName: '联络频次', questionType: 'radio', options: [{ optionId: 1, optionNo: 1, optionText: '每月' }, { optionId: 2, optionNo: 2, optionText: '其他', isExtend: '1' }] },
  { id: 12, surveyId: 1, questionNo: 2, questionName: '参加的活动', questionType: 'checkbox', options: [{ optionId: 1, optionNo: 1, optionText: '视察' }, { optionId: 2, optionNo: 2, optionText: '调研' }] },
  { id: 13, surveyId: 1, questionNo: 3, questionName: '意见', questionType: 'textarea' },
];

const wordsOf = (messages: object) => readingWords(polyglotI18nProvider(() => messages as never, 'x').translate);
const chinese = wordsOf(zhCNMessages);

describe('an answer read as questions and choices', () => {
  it('names the chosen options, adds an option\'s own text, keeps texts, in question order', () => {
    const items = parseAnswerItems(JSON.stringify([
      { questionId: 13, questionType: 'textarea', optionIds: [], answerText: '多开座谈会' },
      { questionId: 11, questionType: 'radio', optionIds: [2], answerText: '每两月一次' },
      { questionId: 12, questionType: 'checkbox', optionIds: [1, 2], answerText: '' },
    ]));
    expect(readAnswer(items, questions, chinese)).toEqual([
      { questionId: 11, label: '1. 联络频次', answer: '其他：每两月一次' },
      { questionId: 12, label: '2. 参加的活动', answer: '视察；调研' },
      { questionId: 13, label: '3. 意见', answer: '多开座谈会' },
    ]);
  });

  it('leaves out unanswered questions and keeps answers to removed ones; bad JSON reads as nothing', () => {
    const items = parseAnswerItems(JSON.stringify([{ questionId: 13, questionType: 'textarea', optionIds: [], answerText: '' }, { questionId: 99, questionType: 'input', optionIds: [], answerText: '旧答案' }]));
    expect(readAnswer(items, questions, chinese)).toEqual([{ questionId: 99, label: '（已删除的问题 99）', answer: '旧答案' }]);
    expect(parseAnswerItems('not json')).toEqual([]);
    expect(parseAnswerItems('{"a":1}')).toEqual([]);
  });

  it('reads in English in the English interface: no Chinese words or punctuation around the data', () => {
    const items = parseAnswerItems(JSON.stringify([
      { questionId: 11, questionType: 'radio', optionIds: [2], answerText: 'every two months' },
      { questionId: 12, questionType: 'checkbox', optionIds: [1, 7], answerText: '' },
      { questionId: 99, questionType: 'input', optionIds: [], answerText: 'old' },
    ]));
    expect(readAnswer(items, questions, wordsOf(enMessages)).map((a) => [a.label, a.answer])).toEqual([
      ['1. 联络频次', '其他: every two months'],
      ['2. 参加的活动', '视察; Option 7'],
      ['(removed question 99)', 'old'],
    ]);
  });
});
