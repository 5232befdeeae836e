import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DetailFieldProps } from '../../../resources/extensions.ts';
import { NextTimesList } from './NextTimesList.tsx';
import { useNextTimes } from './useNextTimes.ts';

/** 任务详细's CRON 表达式: the expression and, as yudao's detail shows them, its next five run times. */
export default function JobCronDetail({ value }: DetailFieldProps) {
  const expression = typeof value === 'string' ? value : '';
  const { times } = useNextTimes(expression, 5);
  return (
    <Box data-testid="job-detail-cron">
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{expression}</Typography>
      {times && <NextTimesList times={times} />}
    </Box>
  );
}
