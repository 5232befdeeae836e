import { useEffect, useState } from 'react';
import { ApiError } from '../../api/index.ts';
import { pageDeputies, PICKER_PAGE_SIZE, type Deputy, type DeputySearch } from './deputyApi.ts';

export interface DeputyPage {
  list: Deputy[];
  total: number;
  pageCount: number;
  loading: boolean;
  /** The server's refusal (e.g. the number search for a role without it), shown above the list. */
  error: string | null;
}

/** One page of the picker's search; a newer search or page replaces an answer still on its way. */
export function useDeputyPage(search: DeputySearch, pageNo: number, enabled: boolean): DeputyPage {
  const [state, setState] = useState<Omit<DeputyPage, 'pageCount'>>({ list: [], total: 0, loading: true, error: null });
  const { nickname, rendaNo, code, deputyLevel } = search;
  // compared by value: a caller's new array of the same ids is no new search
  const excluded = search.excludeIds?.join(',') ?? '';
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    pageDeputies({ nickname, rendaNo, code, deputyLevel, excludeIds: excluded ? excluded.split(',').map(Number) : [] }, pageNo).then(
      (page) => current && setState({ list: page.list, total: page.total, loading: false, error: null }),
      (error: unknown) => current && setState({ list: [], total: 0, loading: false, error: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [nickname, rendaNo, code, deputyLevel, excluded, pageNo, enabled]);
  return { ...state, pageCount: Math.max(1, Math.ceil(state.total / PICKER_PAGE_SIZE)) };
}
