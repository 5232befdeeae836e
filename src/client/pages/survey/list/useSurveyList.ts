import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier, saveBlob } from '../../../api/index.ts';
import type { SurveyAction } from '../../../../shared/survey/index.ts';
import { answerApi, surveyApi, type SurveyRow } from '../api.ts';
import { useLoad } from '../common/useLoad.ts';

export type Pending = { kind: SurveyAction; row: SurveyRow } | { kind: 'delete'; row: SurveyRow } | null;

/** The staff survey list: filters, paging, and the row actions that need a confirmation (lifecycle, delete). */
export function useSurveyList() {
  const translate = useTranslate();
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; surveyName: string; status: string }>({ pageNo: 1, pageSize: 20, surveyName: '', status: '' });
  const list = useLoad(() => surveyApi.page({ ...query, surveyName: query.surveyName || undefined, status: query.status || undefined }), JSON.stringify(query));
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'delete') {
        await surveyApi.remove(pending.row.id);
        notifier.toast('success', translate('app.survey.list.deleted'));
      } else {
        await surveyApi.transition(pending.kind, pending.row.id);
        notifier.toast('success', translate('app.survey.list.done', { action: translate(`app.survey.list.${pending.kind}`) }));
      }
      setPending(null);
      list.reload();
    } catch {
      setPending(null); // the http layer has shown the server's reason (e.g. 问卷已结束，不能发布)
      list.reload();
    } finally {
      setBusy(false);
    }
  };

  const exportAnswers = async (row: SurveyRow) => {
    const blob = await answerApi.exportExcel(row.id);
    saveBlob(blob, blob instanceof File ? blob.name : `${row.surveyName}-答卷.xlsx`);
  };

  return { query, setQuery, list, pending, setPending, busy, run, exportAnswers };
}
