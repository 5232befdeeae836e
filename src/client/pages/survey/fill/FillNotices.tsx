import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import type { SurveyDetail } from '../../../../shared/survey/index.ts';
import { SurveyShell } from '../common/SurveyShell.tsx';

// The text stays beside the icon; on a phone the link goes on its own line below it, where a thumb reaches it and
// it does not squeeze the text into a narrow column.
const stackOnPhone = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
  '& .MuiAlert-action': { flexBasis: { xs: '100%', sm: 'auto' }, pl: { xs: '34px', sm: 2 }, pt: 0, ml: { xs: 0, sm: 'auto' } },
} as const;

/**
 * Top of the fill-in page once the respondent has answered: when, that an answer cannot be changed (one answer per
 * respondent, decisions.md 19), and the way to 我的答卷.
 */
export function AnsweredNotice({ surveyId, time }: { surveyId: number; time: number | null }) {
  const translate = useTranslate();
  const canView = useHasPermi(['renda:my-answer:query']);
  return (
    <Alert severity="success" data-testid="survey-notice" sx={{ mb: 2, ...stackOnPhone }}
      action={canView ? <Button component={RouterLink} to={`/my-answer?surveyId=${surveyId}`} size="small" data-testid="survey-my-answer-link">{translate('app.survey.viewMyAnswer')}</Button> : undefined}>
      <AlertTitle sx={{ fontWeight: 600 }}>{translate('app.survey.answeredAlready')}</AlertTitle>
      {time && <div data-testid="survey-answer-time">{translate('app.survey.submittedAt', { time: formatDate(time) })}</div>}
      <div>{translate('app.survey.answeredRule')}</div>
    </Alert>
  );
}

/** Where a respondent goes instead of a form they cannot fill. */
function BackLink() {
  const translate = useTranslate();
  const canList = useHasPermi(['renda:my-survey:query']);
  return (
    <Button component={RouterLink} to={canList ? '/renda/my-survey' : '/index'} size="small" data-testid="survey-back">
      {translate(canList ? 'app.survey.backToList' : 'app.survey.backHome')}
    </Button>
  );
}

/**
 * Shown instead of the form to a respondent who has not answered and cannot (finished, past its end, not started
 * yet): the server's reason, and the dates that explain it.
 */
export function ClosedNotice({ detail }: { detail: SurveyDetail }) {
  const translate = useTranslate();
  const now = Date.now();
  const dates = [
    detail.startTime && detail.startTime > now && translate('app.survey.startsAt', { time: formatDate(detail.startTime) }),
    detail.endTime && detail.endTime < now && translate('app.survey.endedAt', { time: formatDate(detail.endTime) }),
  ].filter(Boolean);
  return (
    <Alert severity="warning" data-testid="survey-closed" sx={{ my: 2, ...stackOnPhone }} action={<BackLink />}>
      <AlertTitle sx={{ fontWeight: 600 }}>{translate('app.survey.closedTitle')}</AlertTitle>
      {detail.reason}
      {dates.map((d) => <div key={String(d)}>{d}</div>)}
    </Alert>
  );
}

/** A survey the respondent cannot open at all: withdrawn or never published (the server names neither). */
export function UnavailablePage() {
  const translate = useTranslate();
  return (
    <SurveyShell name={translate('app.survey.closedTitle')}>
      <Alert severity="warning" data-testid="survey-closed" sx={{ my: 2, ...stackOnPhone }} action={<BackLink />}>
        {translate('app.survey.unavailable')}
      </Alert>
    </SurveyShell>
  );
}
