import { useTranslate } from 'react-admin';
import { withData } from '../../../i18n/withData.tsx';
import { formatDuration } from './instanceApi.ts';

/**
 * The texts of the process-instance and task pages (`app.bpmRun.*`), a sentence with server data in it (marked as
 * data, decision 40), and a duration in the UI's words.
 */
export function useBpmRunText() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.bpmRun.${key}`, options);
  const duration = (ms: number | null | undefined) => formatDuration(ms, (unit, n) => t(`common.duration.${unit}`, { n }));
  const tData = (key: string, data: Readonly<Record<string, string>>) => withData(translate, `app.bpmRun.${key}`, data);
  return { t, tData, duration, colon: translate('app.common.colon') };
}
