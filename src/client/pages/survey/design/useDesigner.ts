import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import { questionEditRefusal, sortQuestions, type QuestionType, type SurveyQuestion } from '../../../../shared/survey/index.ts';
import { questionApi, surveyApi } from '../api.ts';
import { useLoad } from '../common/useLoad.ts';
import { draftAsQuestion, draftProblems, newDraft, payloadFields, toDraft, type Draft } from './draft.ts';

/**
 * The designer's controller: the survey and its questions, the question being edited (a draft the live preview
 * shows at once), saving, deleting and reordering (all numbers saved together through updateQueNo).
 */
export function useDesigner(surveyId: number) {
  const translate = useTranslate();
  const survey = useLoad(() => surveyApi.get(surveyId), surveyId);
  const loaded = useLoad(() => questionApi.list(surveyId), surveyId);
  const [order, setOrder] = useState<SurveyQuestion[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  const questions = useMemo(() => order ?? sortQuestions(loaded.data ?? []), [order, loaded.data]);
  const lock = survey.data ? questionEditRefusal(survey.data.status) : null;

  /** The questions with the draft in place (or appended when new): what the preview shows. */
  const previewQuestions = useMemo(() => {
    if (!draft) return questions;
    const nextNo = Math.max(0, ...questions.map((q) => q.questionNo)) + 1;
    if (draft.id === undefined) return [...questions, draftAsQuestion(draft, { id: -1, surveyId, questionNo: nextNo })];
    return questions.map((q) => (q.id === draft.id ? draftAsQuestion(draft, q) : q));
  }, [questions, draft, surveyId]);

  const refresh = () => {
    setOrder(null);
    loaded.reload();
  };

  const save = async (): Promise<void> => {
    if (!draft) return;
    const problems = draftProblems(draft);
    if (problems.length) {
      notifier.toast('warning', translate(problems[0]));
      return;
    }
    setSaving(true);
    try {
      const fields = payloadFields(draft);
      if (draft.id === undefined) {
        const questionNo = Math.max(0, ...questions.map((q) => q.questionNo)) + 1;
        // A new question has no rule to clear: nulls are left out.
        const created = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
        await questionApi.create({ ...(created as typeof fields), surveyId, questionNo });
      } else {
        const current = questions.find((q) => q.id === draft.id);
        await questionApi.update({ ...fields, id: draft.id, surveyId, questionNo: current?.questionNo ?? 1 });
      }
      notifier.toast('success', translate('app.survey.design.saved'));
      setDraft(null);
      refresh();
    } catch {
      // shown by the http layer (e.g. 问卷已发布，不能修改问题，请先撤回问卷)
    } finally {
      setSaving(false);
    }
  };

  const remove = async (q: SurveyQuestion): Promise<void> => {
    try {
      await questionApi.remove(q.id);
      notifier.toast('success', translate('app.survey.design.deleted'));
      if (draft?.id === q.id) setDraft(null);
      refresh();
    } catch {
      // shown by the http layer
    }
  };

  /** Moves a question and saves every number at once; the list shows the new order right away. */
  const move = async (from: number, to: number): Promise<void> => {
    if (from === to || to < 0 || to >= questions.length) return;
    const next = [...questions];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    const numbered = next.map((q, i) => ({ ...q, questionNo: i + 1 }));
    setOrder(numbered);
    try {
      await questionApi.updateQueNo(surveyId, numbered.map((q) => ({ id: q.id, questionNo: q.questionNo })));
      notifier.toast('success', translate('app.survey.design.reordered'));
    } catch {
      setOrder(null); // back to the server's order
    }
    loaded.reload();
  };

  return {
    survey: survey.data, loading: survey.loading || loaded.loading, error: survey.error ?? loaded.error,
    questions, previewQuestions, lock, draft, saving,
    edit: (q: SurveyQuestion) => setDraft(toDraft(q)),
    add: (type: QuestionType) => setDraft(newDraft(type)),
    change: (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d)),
    cancel: () => setDraft(null),
    save, remove, move,
  };
}

export type Designer = ReturnType<typeof useDesigner>;
