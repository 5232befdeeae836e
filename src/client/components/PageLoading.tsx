import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A centred spinner for lazy pages and the guard's first load. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 6, minHeight: fullScreen ? '100vh' : 240 }}
    >
      <CircularProgress size={32} />
      <Typography variant="body2" color="text.secondary">
        {translate('app.common.loading')}
      </Typography>
    </Box>
  );
}
