import { systemApi, type DictDataSimple } from '../api/index.ts';
import { onSessionReset } from '../auth/index.ts';
import { createStore } from '../lib/index.ts';

/** One dictionary entry as the UI uses it (API-CONTRACT §6.5). */
export interface DictEntry {
  value: string;
  label: string;
  colorType: string;
  cssClass: string;
}

export interface DictState {
  byType: Readonly<Record<string, readonly DictEntry[]>>;
  loaded: boolean;
}

/** One frozen empty list, so unknown types give a stable snapshot to React. */
export const NO_ENTRIES: readonly DictEntry[] = Object.freeze([]);

export const dictStore = createStore<DictState>(() => ({ byType: {}, loaded: false }));

/** Groups `list-all-simple` rows by type, keeping the server's order; values compared as strings. */
export function groupDictData(rows: readonly DictDataSimple[]): Record<string, DictEntry[]> {
  const byType: Record<string, DictEntry[]> = {};
  for (const row of rows) {
    const type = row.dictType ?? (row as { type?: string }).type;
    if (!type) continue;
    (byType[type] ??= []).push({
      value: String(row.value),
      label: row.label ?? '',
      colorType: row.colorType ?? '',
      cssClass: row.cssClass ?? '',
    });
  }
  return byType;
}

let loading: Promise<void> | null = null;

/** Loads every dictionary once per session; concurrent callers share the request. */
export function loadDicts({ again = false }: { again?: boolean } = {}): Promise<void> {
  if (dictStore.get().loaded && !again) return Promise.resolve();
  loading ??= systemApi
    .listAllSimpleDictData()
    .then((rows) => {
      const byType = groupDictData(rows ?? []);
      // Asked again behind a painted page (the session snapshot): only a real change re-renders the dictionaries' users.
      if (JSON.stringify(byType) !== JSON.stringify(dictStore.get().byType) || !dictStore.get().loaded) dictStore.set({ byType, loaded: true });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

onSessionReset(() => {
  loading = null;
  dictStore.reset();
});

/** Entries of a type, [] when the type is unknown (SPEC §4). */
export function getDictDatas(type: string, state: DictState = dictStore.get()): readonly DictEntry[] {
  return state.byType[type] ?? NO_ENTRIES;
}

/** The entry for a value (compared as a string), or undefined. */
export function getDictData(type: string, value: unknown, state?: DictState): DictEntry | undefined {
  if (!type || value === null || value === undefined) return undefined;
  return getDictDatas(type, state).find((d) => d.value === String(value));
}

/** The label for a value, '' when the type or value is unknown. */
export function getDictLabel(type: string, value: unknown, state?: DictState): string {
  return getDictData(type, value, state)?.label ?? '';
}
