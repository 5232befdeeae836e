import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * The frame both previews share: a bar with 返回 (to the page that opened the preview, or the home page when it was
 * opened on its own), the title and the page's own controls; under it the loading bar, the error with its way back,
 * or the document.
 */
export function PreviewFrame({ title, toolbar, loading, progress, error, children, testId }: {
  title: string;
  toolbar?: ReactNode;
  loading: boolean;
  /** 0–100 while the size is known (a big file's download), else the bar runs without a figure */
  progress?: number | null;
  error: string | null;
  children: ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/index'));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.200', display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      {/* on a phone the bar's buttons are touch targets of 44 px (WCAG 2.5.5) */}
      <Box sx={(theme) => ({ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1, bgcolor: 'background.paper', boxShadow: 1, position: 'sticky', top: 0, zIndex: 2, flexWrap: 'wrap', [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { minHeight: 44 } } })}>
        <Button startIcon={<ArrowBackIcon />} onClick={back} data-testid="preview-back">{translate('app.preview.back')}</Button>
        <Typography variant="subtitle1" sx={{ flex: 1, minWidth: 120 }} noWrap>{title}</Typography>
        {toolbar}
      </Box>
      {loading && (
        <Box sx={{ px: 2, pt: 1 }} data-testid="preview-loading">
          <LinearProgress variant={progress == null ? 'indeterminate' : 'determinate'} value={progress ?? 0} aria-label={translate('app.preview.loading')} />
          <Typography variant="caption" color="text.secondary">
            {progress == null ? translate('app.preview.loading') : translate('app.preview.progress', { percent: progress })}
          </Typography>
        </Box>
      )}
      {error ? (
        <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
          <Alert severity="error" data-testid="preview-error" action={<Button color="inherit" size="small" onClick={back}>{translate('app.preview.back')}</Button>}>
            {error}
          </Alert>
        </Box>
      ) : children}
    </Box>
  );
}
