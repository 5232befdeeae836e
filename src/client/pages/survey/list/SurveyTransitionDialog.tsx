import { useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../../api/index.ts';
import type { RowActionDialogProps } from '../../../resources/extensions.ts';
import { ConfirmDialog } from '../../../shell/ConfirmDialog.tsx';
import type { SurveyAction } from '../../../../shared/survey/index.ts';
import { surveyApi } from '../api.ts';

/**
 * The confirmation of one lifecycle step (发布 / 撤回 / 结束) of a survey's row, then the step itself. A refusal
 * (e.g. 问卷还没有需要作答的问题，不能发布) is shown by the http layer; the list reloads either way, so it shows the
 * status the server has.
 */
export function transitionDialog(action: SurveyAction): ComponentType<RowActionDialogProps> {
  return function SurveyTransitionDialog({ row, onClose, onDone }: RowActionDialogProps) {
    const translate = useTranslate();
    const [busy, setBusy] = useState(false);
    const run = async () => {
      setBusy(true);
      try {
        await surveyApi.transition(action, Number(row.id));
        notifier.toast('success', translate('app.survey.list.done', { action: translate(`app.survey.list.${action}`) }));
      } catch {
        // the http layer has shown the server's reason
      } finally {
        setBusy(false);
        onDone();
      }
    };
    return (
      <ConfirmDialog
        open
        title={translate('app.generated.confirmTitle')}
        message={translate('app.survey.list.confirmAction', { action: translate(`app.survey.list.${action}`), name: String(row.surveyName) })}
        confirmLabel={translate('app.generated.confirm')}
        cancelLabel={translate('app.generated.cancel')}
        onConfirm={() => void run()}
        onCancel={onClose}
        busy={busy}
        testId="survey-action-confirm"
      />
    );
  };
}
