import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A big number with its label underneath: the figures of the home dashboard's cards. */
export function HomeFigure({ value, label, testId }: { value: number | string; label: string; testId?: string }) {
  return (
    <Box sx={{ textAlign: 'center', p: 1, borderRadius: 1, bgcolor: 'grey.50' }}>
      <Typography variant="h5" color="primary" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
