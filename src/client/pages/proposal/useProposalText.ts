import { useTranslate } from 'react-admin';
import { withData } from '../../i18n/withData.tsx';

/** The texts of the proposal pages (`app.proposal.*`), and sentences with server data in them (decision 40). */
export function useProposalText() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.proposal.${key}`, options);
  const tData = (key: string, data: Readonly<Record<string, string>>) => withData(translate, `app.proposal.${key}`, data);
  return { t, tData };
}
