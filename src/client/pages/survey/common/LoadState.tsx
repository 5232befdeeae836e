import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../api/index.ts';
import { useHasPermi } from '../../../auth/index.ts';
import { MessagePage } from '../../../components/index.ts';

/** Loading spinner, the load error, or the page. */
export function LoadState({ loading, error, missing, children }: { loading: boolean; error?: unknown; missing?: boolean; children: () => ReactNode }) {
  const translate = useTranslate();
  if (missing) return <Message title={translate('app.survey.missingId')} />;
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  if (error) return <Message title={translate('app.survey.loadFailed')} detail={errorMessage(error)} />;
  return <>{children()}</>;
}

/**
 * A survey page that cannot show its survey: what went wrong and a way on, never a bare line (these pages also
 * open full screen, from a link on a phone). Respondents go back to their survey list, everyone else home.
 */
function Message({ title, detail }: { title: string; detail?: string }) {
  const translate = useTranslate();
  const canList = useHasPermi(['renda:my-survey:query']);
  return (
    <MessagePage
      testId="survey-load-message"
      title={title}
      actions={
        <Button component={Link} to={canList ? '/renda/my-survey' : '/index'} variant="contained" data-testid="survey-back">
          {translate(canList ? 'app.survey.backToList' : 'app.survey.backHome')}
        </Button>
      }
    >
      {detail && <p>{detail}</p>}
    </MessagePage>
  );
}
