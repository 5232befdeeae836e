import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { seededText } from '../i18n/seeded.ts';
import { useStore } from '../lib/index.ts';
import { dictStore, getDictDatas, type DictEntry } from './dictStore.ts';

/**
 * The entries of a dictionary type, labels in the current language (the seed's labels have their English, an
 * administrator's own are shown as written); re-renders when the dictionaries load. [] for unknown types.
 */
export function useDict(type: string): readonly DictEntry[] {
  const entries = useStore(dictStore, (s) => getDictDatas(type, s));
  const translate = useTranslate();
  return useMemo(() => entries.map((e) => ({ ...e, label: seededText(translate, e.label) })), [entries, translate]);
}
