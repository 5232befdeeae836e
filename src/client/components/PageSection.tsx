import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a detail page (流程详情, 建议详情): an outlined paper with a level-2 heading, for the page's outline. */
export function PageSection({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>{title}</Typography>
      {children}
    </Paper>
  );
}
