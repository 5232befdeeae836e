import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { SurveyDetail } from '../../../../shared/survey/index.ts';
import { surveyApi } from '../api.ts';
import { BackToTop } from '../common/BackToTop.tsx';
import { Confirm } from '../common/Confirm.tsx';
import { LoadState } from '../common/LoadState.tsx';
import { SurveyShell } from '../common/SurveyShell.tsx';
import { surveyIdFrom, useLoad } from '../common/useLoad.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { useFillState } from './useFillState.ts';
import { useSubmitFlow } from './useSubmitFlow.ts';

/** /preview?surveyId=…: the respondent's fill-in page, also the designer's preview (SPEC §2.4). */
export default function PreviewPage() {
  const [search] = useSearchParams();
  const surveyId = surveyIdFrom(search);
  const { data, loading, error } = useLoad(surveyId ? () => surveyApi.detail(surveyId) : null, surveyId);
  return (
    <LoadState loading={loading} error={error} missing={!surveyId}>
      {() => data && <FillPage key={data.id} detail={data} />}
    </LoadState>
  );
}

function FillPage({ detail }: { detail: SurveyDetail }) {
  const translate = useTranslate();
  const [answered, setAnswered] = useState(detail.answered);
  const open = detail.canAnswer && !answered;
  const state = useFillState(detail.id, detail.questionList, open);
  const flow = useSubmitFlow(detail.id, state, () => setAnswered(true));

  const notice = !open && (
    <Alert severity={answered ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="survey-notice"
      action={answered ? <Button component={RouterLink} to={`/my-answer?surveyId=${detail.id}`} size="small">{translate('app.survey.viewMyAnswer')}</Button> : undefined}>
      {answered ? translate('app.survey.answeredAlready') : translate('app.survey.previewMode', { reason: detail.reason ?? '' })}
    </Alert>
  );
  const footer = (
    <Box sx={{
      display: 'flex', gap: 2, justifyContent: 'center', mt: 3,
      // On a phone the buttons stay at the thumb: a bar fixed to the bottom of the screen.
      position: { xs: 'fixed', sm: 'static' }, left: 0, right: 0, bottom: 0, zIndex: 1100,
      bgcolor: 'background.paper', p: { xs: 1.5, sm: 0 }, borderTop: { xs: 1, sm: 0 }, borderColor: 'divider',
    }}>
      <Button variant="contained" size="large" disabled={!open || flow.submitting} onClick={() => void flow.submit()} data-testid="survey-submit" sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 120 }}>
        {flow.submitting ? translate('app.survey.submitting') : translate('app.survey.submit')}
      </Button>
      <Button variant="outlined" size="large" onClick={flow.askClose} data-testid="survey-close" sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 120 }}>
        {translate('app.survey.close')}
      </Button>
    </Box>
  );

  return (
    <SurveyShell name={detail.surveyName} desc={detail.surveyDesc} notice={notice} footer={footer}>
      {detail.questionList.length ? <SurveyForm questions={detail.questionList} state={state} readOnly={answered} /> : <Alert severity="warning">{translate('app.survey.noQuestions')}</Alert>}
      <BackToTop />
      <Confirm open={flow.dialog === 'thanks'} message={translate('app.survey.thanks')} onConfirm={flow.confirmClose} onCancel={flow.cancelClose} testId="survey-thanks" />
      <Confirm open={flow.dialog === 'close'} message={translate('app.survey.closePage')} onConfirm={flow.confirmClose} onCancel={flow.cancelClose} testId="survey-close-confirm" />
    </SurveyShell>
  );
}
