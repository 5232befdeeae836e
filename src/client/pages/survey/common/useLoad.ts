import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/**
 * Loads once per key and again on reload(). A response that arrives after the key changed is dropped, so a fast
 * switch between surveys never shows the wrong one. Errors were already shown by the http layer.
 */
export function useLoad<T>(load: (() => Promise<T>) | null, key: unknown): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: !!load });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const run = loadRef.current;
    if (!run) return;
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    run().then(
      (data) => active && setState({ data, loading: false }),
      (error: unknown) => active && setState({ error, loading: false }),
    );
    return () => {
      active = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** The numeric query parameter `surveyId` (also accepted as `id`), or null. */
export function surveyIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('surveyId') ?? search.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}
