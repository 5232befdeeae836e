import { useStore } from '../lib/index.ts';
import { dictStore, getDictDatas, type DictEntry } from './dictStore.ts';

/** The entries of a dictionary type; re-renders when the dictionaries load. [] for unknown types. */
export function useDict(type: string): readonly DictEntry[] {
  return useStore(dictStore, (s) => getDictDatas(type, s));
}
