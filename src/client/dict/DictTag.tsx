import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { seededText } from '../i18n/seeded.ts';
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
  const translate = useTranslate();
  const entry = useStore(dictStore, (s) => getDictData(type, value, s));
  if (!entry) return null;
  // The seed's labels in the current language; a label without a translation is the tenant's data, marked so: it
  // stays as written in any language.
  const label = seededText(translate, entry.label);
  const data = label === entry.label ? { 'data-i18n': 'data' } : {};
  if (!isTagType(entry.colorType) || entry.colorType === 'default') return <span className={entry.cssClass || undefined} {...data}>{label}</span>;
  return <Chip size="small" variant="outlined" color={TAG_COLOURS[entry.colorType]} label={label} className={entry.cssClass || undefined} {...data} />;
}
