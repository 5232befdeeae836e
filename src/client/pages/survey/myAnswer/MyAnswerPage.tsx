import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { answerApi, type MyAnswer } from '../api.ts';
import { BackToTop } from '../common/BackToTop.tsx';
import { LoadState } from '../common/LoadState.tsx';
import { SurveyBackButton } from '../common/SurveyBackButton.tsx';
import { SurveyShell } from '../common/SurveyShell.tsx';
import { surveyIdFrom, useLoad } from '../common/useLoad.ts';
import { answeredFormState, parseAnswerItems } from '../fill/answeredForm.ts';
import { SurveyForm } from '../fill/SurveyForm.tsx';

/**
 * /my-answer?surveyId=…: the signed-in respondent's submitted answer, read-only, with the questions, and the way back
 * (the page opens full screen, without the shell's menus).
 */
export default function MyAnswerPage() {
  const [search] = useSearchParams();
  const surveyId = surveyIdFrom(search);
  const { data, loading, error } = useLoad(surveyId ? () => answerApi.mine(surveyId) : null, surveyId);
  return (
    <LoadState loading={loading} error={error} missing={!surveyId}>
      {() => data && <MyAnswerView data={data} />}
    </LoadState>
  );
}

function MyAnswerView({ data }: { data: MyAnswer }) {
  const translate = useTranslate();
  // The same read-only form as the fill-in page once answered.
  const state = useMemo(() => answeredFormState(data.questionList, parseAnswerItems(data.answer?.items ?? data.answer?.answerJson)), [data]);

  const footer = (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <SurveyBackButton variant="outlined" size="large" sx={{ minWidth: 160 }} />
    </Box>
  );
  if (!data.answer) {
    return (
      <SurveyShell name={data.surveyName} desc={data.surveyDesc} footer={footer}>
        <Alert severity="info" data-testid="my-answer-none"
          action={data.canAnswer ? <Button component={RouterLink} to={`/preview?surveyId=${data.id}`} size="small">{translate('app.survey.goAnswer')}</Button> : undefined}>
          {translate('app.survey.notAnswered')}
        </Alert>
      </SurveyShell>
    );
  }
  const notice = (
    <Typography sx={{ color: 'text.secondary', fontSize: 13, textAlign: 'center', mb: 2 }} data-testid="my-answer-time">
      {translate('app.survey.submittedAt', { time: formatDate(data.answer.createTime) })}
    </Typography>
  );
  return (
    <SurveyShell name={data.surveyName} desc={data.surveyDesc} notice={notice} footer={footer}>
      <SurveyForm questions={data.questionList} state={state} readOnly />
      <BackToTop />
    </SurveyShell>
  );
}
