import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HomeCard } from './HomeCard.tsx';
import { HomeFigure } from './HomeFigure.tsx';
import { loadMyWork } from './homeApi.ts';
import { useLoader } from './useLoader.ts';

/** The user's open items: surveys still waiting for their answer (with a way to them), answered and total. */
export function WorkCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(loadMyWork, reloadKey);
  return (
    <HomeCard testId="home-work" title={translate('app.home.workTitle')} icon={<AssignmentTurnedInOutlined color="primary" />} state={state}>
      {(work) => (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 1.5 }}>
            <HomeFigure value={work.toAnswer.length} label={translate('app.home.toAnswer')} testId="home-work-open" />
            <HomeFigure value={work.answered} label={translate('app.home.answered')} testId="home-work-answered" />
            <HomeFigure value={work.total} label={translate('app.home.mySurveys')} testId="home-work-total" />
          </Box>
          {work.toAnswer.slice(0, 3).map((s) => (
            // a survey's name is data: it stays as written in any language (english.spec)
            <Typography key={s.id} variant="body2" noWrap sx={{ py: 0.25 }} data-i18n="data" data-testid="home-work-survey">
              · {s.surveyName}
            </Typography>
          ))}
          <Button component={Link} to="/renda/my-survey" size="small" sx={{ mt: 1 }}>
            {translate('app.home.goMySurveys')}
          </Button>
        </>
      )}
    </HomeCard>
  );
}
