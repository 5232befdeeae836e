import { useTranslate } from 'react-admin';
import { formatDuration } from './instanceApi.ts';

/** The texts of the process-instance and task pages (`app.bpmRun.*`), and a duration in the UI's words. */
export function useBpmRunText() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.bpmRun.${key}`, options);
  const duration = (ms: number | null | undefined) => formatDuration(ms, (unit, n) => t(`common.duration.${unit}`, { n }));
  return { t, duration };
}
