import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the standalone survey pages (fill-in, my answer): a centred sheet, full width on a phone, with the
 * survey's name and description on top.
 */
export function SurveyShell({ name, desc, notice, children, footer }: { name: string; desc?: string | null; notice?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: { xs: 'background.paper', sm: '#f0f2f5' }, py: { xs: 0, sm: 3 } }}>
      <Paper elevation={0} sx={{ maxWidth: 820, mx: 'auto', px: { xs: 2, sm: 5 }, pt: { xs: 2.5, sm: 4 }, pb: { xs: 12, sm: 4 }, borderRadius: { xs: 0, sm: 2 } }}>
        <Typography component="h1" data-testid="survey-name" sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 600, textAlign: 'center', mb: 1.5 }}>
          {name}
        </Typography>
        {desc && <Typography data-testid="survey-desc" sx={{ color: 'text.secondary', fontSize: 14, whiteSpace: 'pre-wrap', mb: 2, lineHeight: 1.7 }}>{desc}</Typography>}
        {notice}
        {children}
        {footer}
      </Paper>
    </Box>
  );
}
