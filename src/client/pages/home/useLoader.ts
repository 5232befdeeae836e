import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/index.ts';

export interface LoaderState<T> {
  loading: boolean;
  data?: T;
  error?: string;
}

/**
 * Runs `load` on mount and again whenever `reloadKey` changes. Each card owns one loader, so the cards fetch
 * independently and, mounting in the same commit, in parallel. `load` must be stable (a module function).
 */
export function useLoader<T>(load: () => Promise<T>, reloadKey: number): LoaderState<T> {
  const [state, setState] = useState<LoaderState<T>>({ loading: true });
  useEffect(() => {
    let active = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    load().then(
      (data) => active && setState({ loading: false, data }),
      (e: unknown) => active && setState({ loading: false, error: errorMessage(e) }),
    );
    return () => {
      active = false;
    };
  }, [load, reloadKey]);
  return state;
}
