import { useTranslate } from 'react-admin';

/** The texts of the OA leave pages (`app.bpmLeave.*`). */
export function useLeaveText() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`app.bpmLeave.${key}`, options);
}
