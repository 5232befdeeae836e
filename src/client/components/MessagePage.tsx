import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessagePageProps {
  /** A big code or symbol above the title, e.g. 404. */
  badge?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Standalone pages (outside the layout) take the whole viewport. */
  fullScreen?: boolean;
  testId?: string;
}

/** The frame of every simple message screen: error pages, "not available yet", public stubs. */
export function MessagePage({ badge, title, children, actions, fullScreen = false, testId }: MessagePageProps) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 360, p: 2, bgcolor: fullScreen ? 'grey.100' : undefined }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        {badge && (
          <Typography variant="h2" component="div" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
            {badge}
          </Typography>
        )}
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children && (
          <Box sx={{ color: 'text.secondary', typography: 'body1', '& p': { my: 1 } }}>{children}</Box>
        )}
        {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>}
      </Paper>
    </Box>
  );
}
