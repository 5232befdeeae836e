import { http } from '../http.ts';
import type { DictDataSimple } from '../types.ts';

export function listAllSimpleDictData(): Promise<DictDataSimple[]> {
  return http.get<DictDataSimple[]>('/system/dict-data/list-all-simple');
}
