import { useCallback, useMemo, useState } from 'react';
import {
  checkAnswers, defaultAnswer, isChoice, questionNumbers, revealedQuestionIds, type AnswerItem, type AnswerProblem, type SurveyQuestion,
} from '../../../../shared/survey/index.ts';
import { restoreAnswers, storeAnswer } from './questionArr.ts';

/**
 * The answers of the fill-in page: restored from `questionArr`, otherwise the questions' defaults; every change is
 * stored again. Which questions are shown follows the show rules live. After a first submit attempt the problems
 * are re-checked on every change, so a corrected question loses its red message at once.
 */
export function useFillState(surveyId: number, questions: readonly SurveyQuestion[], persist: boolean) {
  const [answers, setAnswers] = useState<Map<number, AnswerItem>>(() => {
    const restored = persist ? restoreAnswers(surveyId) : new Map<number, AnswerItem>();
    for (const q of questions) {
      const fallback = defaultAnswer(q);
      if (!restored.has(q.id) && fallback) restored.set(q.id, fallback);
    }
    return restored;
  });
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<AnswerProblem[]>([]);

  const numbers = useMemo(() => questionNumbers([...questions]), [questions]);
  const revealed = useMemo(() => revealedQuestionIds(questions, answers), [questions, answers]);

  /** What is sent: the shown questions' answers with content; an extension text only with an option allowing it. */
  const submission = useMemo(() => {
    const items: AnswerItem[] = [];
    for (const q of questions) {
      const a = answers.get(q.id);
      if (!a || !revealed.has(q.id)) continue;
      const extendable = isChoice(q.questionType) && a.optionIds.some((id) => q.options?.find((o) => o.optionId === id)?.isExtend === '1');
      const answerText = isChoice(q.questionType) && !extendable ? '' : a.answerText.trim();
      if (a.optionIds.length || answerText) items.push({ ...a, answerText });
    }
    return items;
  }, [questions, answers, revealed]);

  const problems = useMemo(() => {
    const map = new Map<number, string>();
    if (checked) for (const p of checkAnswers(questions, submission).problems) if (p.questionId && !map.has(p.questionId)) map.set(p.questionId, p.message);
    for (const p of serverProblems) if (p.questionId && !map.has(p.questionId)) map.set(p.questionId, p.message);
    return map;
  }, [checked, questions, submission, serverProblems]);

  const setAnswer = useCallback((answer: AnswerItem) => {
    setAnswers((prev) => new Map(prev).set(answer.questionId, answer));
    setServerProblems((prev) => prev.filter((p) => p.questionId !== answer.questionId));
    if (persist) storeAnswer(surveyId, answer);
  }, [persist, surveyId]);

  /** Marks the form as checked and returns the problems, in question order. */
  const check = useCallback((): AnswerProblem[] => {
    setChecked(true);
    return checkAnswers(questions, submission).problems;
  }, [questions, submission]);

  return { answers, setAnswer, numbers, revealed, submission, problems, check, setServerProblems };
}

export type FillState = ReturnType<typeof useFillState>;
