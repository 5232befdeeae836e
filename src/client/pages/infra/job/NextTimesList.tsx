import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';

/** 最近 5 次运行时间, in the browser's time (the instants the server computed). */
export function NextTimesList({ times }: { times: readonly number[] }) {
  const translate = useTranslate();
  return (
    <Box data-testid="cron-next-times" sx={{ mt: 1, px: 1.5, py: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>{translate('app.job.nextTimes', { count: times.length || 5 })}</Typography>
      {times.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate('app.job.noNextTime')}</Typography>
      ) : (
        times.map((time, i) => (
          <Typography key={time} variant="body2" data-testid="cron-next-time" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {i + 1}. {dayjs(time).format('YYYY-MM-DD HH:mm:ss')}
          </Typography>
        ))
      )}
    </Box>
  );
}
