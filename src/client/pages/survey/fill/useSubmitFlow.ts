import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isApiError, notifier } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import type { AnswerItem, AnswerProblem } from '../../../../shared/survey/index.ts';
import { answerApi } from '../api.ts';
import { scrollTo } from '../common/scrollTo.ts';
import { clearAnswers } from './questionArr.ts';
import type { FillState } from './useFillState.ts';

type Dialog = 'submit' | 'thanks' | 'close' | null;

/**
 * Scrolls to a question so that its red message is in view (below any sticky header), and puts the keyboard's focus
 * on its first field: a keyboard or screen-reader user lands where the answer is missing.
 */
function reveal(questionId: number): void {
  const el = document.getElementById(`question-${questionId}`);
  if (!el) return;
  void scrollTo(Math.max(0, el.getBoundingClientRect().top + window.scrollY - 80));
  el.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), select:not([disabled])')?.focus({ preventScroll: true });
}

/**
 * Submitting and closing (SPEC §2.4, §4): the required check points at each question; a complete answer is sent
 * once the respondent confirms (one answer per person, never changed: 取消 keeps the answers in the form); after it
 * 感谢您，完成问卷调查, 是否关闭? closes with 关闭成功! or stays with 已取消; the close button asks 关闭当前页面?.
 * A page not opened by a script cannot close itself, so "closing" then leaves for the surveys list.
 */
export function useSubmitFlow(surveyId: number, state: FillState, onSubmitted: (items: AnswerItem[]) => void) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canList = useHasPermi(['renda:my-survey:query']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [submitting, setSubmitting] = useState(false);

  const leave = () => {
    window.close();
    // Still here (not a script-opened window): go where the respondent came from.
    navigate(canList ? '/renda/my-survey' : '/index', { replace: true });
  };

  const submit = () => {
    const problems = state.check();
    if (problems.length) {
      notifier.toast('warning', problems.length === 1 ? problems[0].message : translate('app.survey.problems', { smart_count: problems.length }));
      const first = problems.find((p) => p.questionId);
      if (first?.questionId) reveal(first.questionId);
      return;
    }
    setDialog('submit');
  };

  const confirmSubmit = async () => {
    setDialog(null);
    setSubmitting(true);
    // What was sent, not what the fields hold when the server answers: the page shows it as the submitted answer.
    const items = state.submission;
    try {
      await answerApi.create(surveyId, items);
      // A later visit must not restore the choices of an answer that is already stored.
      clearAnswers(surveyId);
      // Warnings of an earlier try (a required question) are stale now; on a phone they would cover the page.
      notifier.clear();
      onSubmitted(items);
      setDialog('thanks');
    } catch (e) {
      // The server's per-question messages (e.g. the survey changed meanwhile) go next to their questions.
      const errors = isApiError(e) ? ((e.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []) : [];
      const mapped: AnswerProblem[] = errors.filter((x) => x.field.startsWith('question:')).map((x) => ({ questionId: Number(x.field.slice(9)), message: x.message }));
      state.setServerProblems(mapped);
      if (mapped[0]?.questionId) reveal(mapped[0].questionId);
    } finally {
      setSubmitting(false);
    }
  };

  const confirmClose = () => {
    setDialog(null);
    notifier.toast('success', translate('app.survey.closed'));
    leave();
  };
  const cancelClose = () => {
    setDialog(null);
    notifier.toast('info', translate('app.survey.cancelled'));
  };

  return { dialog, submitting, submit, confirmSubmit, cancelSubmit: () => setDialog(null), askClose: () => setDialog('close'), confirmClose, cancelClose };
}
