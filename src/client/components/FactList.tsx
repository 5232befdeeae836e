import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** On the value (the tests read one fact). */
  testId?: string;
}

/**
 * One record's facts as label / value pairs: a description list, not a table, so the label column stays as narrow as
 * its longest label and the values wrap — it fits a phone as it fits a desk.
 */
export function FactList({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }} data-testid={testId}>
      {facts.map((f) => (
        // A <dl> holds dt/dd pairs; the wrapper adds no box of its own.
        <Box key={f.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>{f.label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={f.testId}>{f.value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
