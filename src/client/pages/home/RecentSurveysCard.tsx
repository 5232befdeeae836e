import PollOutlined from '@mui/icons-material/PollOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DictTag } from '../../dict/index.ts';
import { HomeCard } from './HomeCard.tsx';
import { loadRecentSurveys } from './homeApi.ts';
import { useLoader } from './useLoader.ts';

/** The five newest surveys with their status (for staff who manage surveys). */
export function RecentSurveysCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(loadRecentSurveys, reloadKey);
  return (
    <HomeCard testId="home-surveys" title={translate('app.home.recentSurveys')} icon={<PollOutlined color="primary" />} state={state}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.home.noSurveys')}</Typography>
        ) : (
          <List dense disablePadding>
            {rows.map((s) => (
              <ListItem key={s.id} disableGutters secondaryAction={<DictTag type="renda_survey_status" value={s.status} />} data-testid="home-survey">
                <ListItemText primary={s.surveyName} slotProps={{ primary: { noWrap: true } }} sx={{ pr: 8 }} />
              </ListItem>
            ))}
          </List>
        )
      }
    </HomeCard>
  );
}
