import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../../api/index.ts';
import { MessagePage } from '../../../components/index.ts';
import { SurveyBackButton } from './SurveyBackButton.tsx';

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

/** A survey page that cannot show its survey: what went wrong and a way on, never a bare line. */
function Message({ title, detail }: { title: string; detail?: string }) {
  return (
    <MessagePage testId="survey-load-message" title={title} actions={<SurveyBackButton variant="contained" />}>
      {detail && <p>{detail}</p>}
    </MessagePage>
  );
}
