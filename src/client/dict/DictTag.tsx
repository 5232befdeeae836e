import Chip from '@mui/material/Chip';
import { useStore } from '../lib/index.ts';
import { dictStore, getDictData } from './dictStore.ts';

/** element-ui tag types → MUI colours. */
const COLOURS = {
  primary: 'primary',
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
} as const;

interface DictTagProps {
  type: string;
  value: unknown;
}

/**
 * The label of a dictionary value: plain text when its colorType is default or empty, otherwise a
 * chip in that colour with the entry's cssClass. Unknown values render nothing.
 */
export function DictTag({ type, value }: DictTagProps) {
  const entry = useStore(dictStore, (s) => getDictData(type, value, s));
  if (!entry) return null;
  const colour = COLOURS[entry.colorType as keyof typeof COLOURS];
  if (!colour) return <span className={entry.cssClass || undefined}>{entry.label}</span>;
  return <Chip size="small" variant="outlined" color={colour} label={entry.label} className={entry.cssClass || undefined} />;
}
