import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import { answerApi, surveyApi, type MyAnswer } from '../api.ts';
import { BackToTop } from '../common/BackToTop.tsx';
import { Confirm } from '../common/Confirm.tsx';
import { LoadState } from '../common/LoadState.tsx';
import { SurveyShell } from '../common/SurveyShell.tsx';
import { surveyIdFrom, useLoad } from '../common/useLoad.ts';
import { answeredFormState, parseAnswerItems, type SubmittedAnswer } from './answeredForm.ts';
import { AnsweredNotice, ClosedNotice, UnavailablePage } from './FillNotices.tsx';
import { clearAnswers } from './questionArr.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { useFillState } from './useFillState.ts';
import { useSubmitFlow } from './useSubmitFlow.ts';

/** 1010001006 问卷未发布，不能填写: what a respondent gets for a withdrawn or draft survey (docs/surveys.md). */
const NOT_OPEN = 1010001006;

/** /preview?surveyId=…: the respondent's fill-in page, also the designer's preview (SPEC §2.4). */
export default function PreviewPage() {
  const [search] = useSearchParams();
  const surveyId = surveyIdFrom(search);
  const withAnswer = useHasPermi(['renda:my-answer:query']);
  // One call: the survey with the respondent's own answer when they may read it (getMyAnswer), else the survey.
  // Silent: every failure is shown on the page itself.
  const load = surveyId
    ? () => (withAnswer ? answerApi.mine(surveyId, true) : surveyApi.detail(surveyId, true).then((d): MyAnswer => ({ ...d, answer: null })))
    : null;
  const { data, loading, error } = useLoad(load, surveyId);
  if (isApiError(error) && error.code === NOT_OPEN) return <UnavailablePage />;
  return (
    <LoadState loading={loading} error={error} missing={!surveyId}>
      {() => data && <FillPage key={data.id} loaded={data} />}
    </LoadState>
  );
}

const submittedOf = (loaded: MyAnswer): SubmittedAnswer | null =>
  loaded.answer ? { createTime: loaded.answer.createTime, items: parseAnswerItems(loaded.answer.items ?? loaded.answer.answerJson) } : null;

/**
 * One page, four faces: the form (may answer); the submitted answer read-only with a notice (answered, now or
 * earlier: one answer per respondent); the form without submit for those who manage surveys (preview of a draft,
 * finished or not yet open survey); a message instead of the form for a respondent who cannot answer.
 */
function FillPage({ loaded }: { loaded: MyAnswer }) {
  const translate = useTranslate();
  const manager = useHasPermi(['renda:survey:query']);
  const [submitted, setSubmitted] = useState<SubmittedAnswer | null>(() => submittedOf(loaded));
  const answered = loaded.answered || !!submitted;
  const mode = answered ? 'answered' : loaded.canAnswer ? 'open' : manager ? 'preview' : 'closed';
  const state = useFillState(loaded.id, loaded.questionList, mode === 'open');
  // After 已取消 the respondent stays on the page: it shows what was sent, as a later visit does.
  const flow = useSubmitFlow(loaded.id, state, (items) => setSubmitted({ createTime: Date.now(), items }));
  const answeredState = useMemo(() => submitted && answeredFormState(loaded.questionList, submitted.items), [loaded.questionList, submitted]);

  // Answered (maybe in another tab or on another device): choices left in questionArr are stale.
  useEffect(() => {
    if (answered) clearAnswers(loaded.id);
  }, [answered, loaded.id]);

  const notice = mode === 'answered'
    ? <AnsweredNotice surveyId={loaded.id} time={submitted?.createTime ?? null} />
    : mode === 'preview' && <Alert severity="info" sx={{ mb: 2 }} data-testid="survey-notice">{translate('app.survey.previewMode', { reason: loaded.reason ?? '' })}</Alert>;

  const body = mode === 'answered'
    ? answeredState && <SurveyForm questions={loaded.questionList} state={answeredState} readOnly />
    : mode === 'closed'
      ? <ClosedNotice detail={loaded} />
      : loaded.questionList.length ? <SurveyForm questions={loaded.questionList} state={state} /> : <Alert severity="warning">{translate('app.survey.noQuestions')}</Alert>;

  const buttonSx = { flex: { xs: 1, sm: 'none' }, minWidth: 120 };
  const footer = (
    <Box sx={{
      display: 'flex', gap: 2, justifyContent: 'center', mt: 3,
      // On a phone the buttons stay at the thumb: a bar fixed to the bottom of the screen.
      position: { xs: 'fixed', sm: 'static' }, left: 0, right: 0, bottom: 0, zIndex: 1100,
      bgcolor: 'background.paper', p: { xs: 1.5, sm: 0 }, borderTop: { xs: 1, sm: 0 }, borderColor: 'divider',
    }}>
      {/* Nothing to submit once answered or when closed; the designer's preview keeps it, disabled. */}
      {(mode === 'open' || mode === 'preview') && (
        <Button variant="contained" size="large" disabled={mode !== 'open' || flow.submitting} onClick={flow.submit} data-testid="survey-submit" sx={buttonSx}>
          {flow.submitting ? translate('app.survey.submitting') : translate('app.survey.submit')}
        </Button>
      )}
      <Button variant="outlined" size="large" onClick={flow.askClose} data-testid="survey-close" sx={buttonSx}>
        {translate('app.survey.close')}
      </Button>
    </Box>
  );

  return (
    <SurveyShell name={loaded.surveyName} desc={loaded.surveyDesc} notice={notice} footer={footer}>
      {body}
      <BackToTop />
      <Confirm open={flow.dialog === 'submit'} title={translate('app.survey.submitTitle')} message={translate('app.survey.submitConfirm')} confirmLabel={translate('app.survey.submitOk')}
        onConfirm={() => void flow.confirmSubmit()} onCancel={flow.cancelSubmit} testId="survey-submit-confirm" />
      <Confirm open={flow.dialog === 'thanks'} message={translate('app.survey.thanks')} onConfirm={flow.confirmClose} onCancel={flow.cancelClose} testId="survey-thanks" />
      <Confirm open={flow.dialog === 'close'} message={translate('app.survey.closePage')} onConfirm={flow.confirmClose} onCancel={flow.cancelClose} testId="survey-close-confirm" />
    </SurveyShell>
  );
}
