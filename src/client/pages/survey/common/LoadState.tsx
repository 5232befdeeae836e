import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../../api/index.ts';

/** Loading spinner, the load error, or the page. */
export function LoadState({ loading, error, missing, children }: { loading: boolean; error?: unknown; missing?: boolean; children: () => ReactNode }) {
  const translate = useTranslate();
  if (missing) return <Message text={translate('app.survey.missingId')} />;
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  if (error) return <Message text={`${translate('app.survey.loadFailed')}：${errorMessage(error)}`} />;
  return <>{children()}</>;
}

function Message({ text }: { text: string }) {
  return (
    <Box sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography color="text.secondary" data-testid="survey-load-message">{text}</Typography>
    </Box>
  );
}
