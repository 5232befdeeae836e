import { useEffect, useState } from 'react';

export interface StoredFileState {
  bytes: Uint8Array | null;
  /** percent received while the size is known */
  progress: number | null;
  error: string | null;
}

/**
 * Downloads a stored file for a preview, with its progress (big files): the public download needs no token. A
 * missing file is answered in the API's envelope (1001003001 文件不存在), whose message is the error.
 */
export function useStoredFile(url: string | null, failed: (reason: string) => string): StoredFileState {
  const [state, setState] = useState<StoredFileState>({ bytes: null, progress: null, error: null });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    setState({ bytes: null, progress: null, error: null });
    void (async () => {
      try {
        const res = await fetch(url, { signal: abort.signal });
        if ((res.headers.get('content-type') ?? '').includes('application/json')) {
          const body = (await res.json()) as { msg?: string };
          throw new Error(body.msg ?? String(res.status));
        }
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        const total = Number(res.headers.get('content-length')) || 0;
        const reader = res.body.getReader();
        const chunks: Uint8Array[] = [];
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.length;
          if (total) setState((s) => ({ ...s, progress: Math.min(100, Math.floor((received / total) * 100)) }));
        }
        const bytes = new Uint8Array(received);
        let at = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, at);
          at += chunk.length;
        }
        setState({ bytes, progress: null, error: null });
      } catch (e) {
        if (!abort.signal.aborted) setState({ bytes: null, progress: null, error: failed(e instanceof Error ? e.message : String(e)) });
      }
    })();
    return () => abort.abort();
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps -- `failed` only words the error
  return state;
}
