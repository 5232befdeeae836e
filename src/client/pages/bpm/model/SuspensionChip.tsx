import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { SUSPENSION } from './modelDeployApi.ts';

/** A definition's state as yudao shows it: 激活 (green) or 挂起 (orange). */
export function SuspensionChip({ state }: { state: number }) {
  const translate = useTranslate();
  const active = state === SUSPENSION.ACTIVE;
  return <Chip size="small" variant="outlined" color={active ? 'success' : 'warning'} label={translate(`app.bpmRule.${active ? 'activate' : 'suspend'}`)} />;
}
