import Chip from '@mui/material/Chip';
import { useStore } from '../lib/index.ts';
import { dictStore, getDictData } from './dictStore.ts';
import { isTagType, TAG_COLOURS } from './tagTypes.ts';

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
  // A dictionary's label is data (the server's words): marked so, it stays as written in any language.
  if (!isTagType(entry.colorType) || entry.colorType === 'default') return <span className={entry.cssClass || undefined} data-i18n="data">{entry.label}</span>;
  return <Chip size="small" variant="outlined" color={TAG_COLOURS[entry.colorType]} label={entry.label} className={entry.cssClass || undefined} data-i18n="data" />;
}
