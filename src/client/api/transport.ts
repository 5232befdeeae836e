import { filenameFromContentDisposition } from './contentDisposition.ts';

/**
 * One HTTP exchange over fetch: timeout by AbortController, body parsing, and the transport-level
 * failures (network, timeout, HTTP status). Envelope semantics live in httpClient.ts.
 */
export interface TransportRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  timeout: number;
  responseType: 'json' | 'blob';
  /** Caller-side cancellation (e.g. a page unmounting); distinct from the timeout. */
  signal?: AbortSignal;
}

export interface Envelope {
  code?: unknown;
  data?: unknown;
  msg?: unknown;
  [key: string]: unknown;
}

export type TransportResult =
  | { kind: 'envelope'; status: number; body: Envelope }
  | { kind: 'file'; status: number; file: Blob }
  /** A 2xx answer that is not JSON in json mode. */
  | { kind: 'text'; status: number; text: string };

export class TransportError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'http' | 'aborted',
    readonly status?: number,
  ) {
    super(kind === 'http' ? `HTTP ${status}` : kind);
    this.name = 'TransportError';
  }
}

const isJsonType = (contentType: string | null): boolean => !!contentType && /[/+]json\b/i.test(contentType);

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

export async function send(fetchImpl: typeof fetch, req: TransportRequest): Promise<TransportResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeout);
  const onCallerAbort = (): void => controller.abort();
  req.signal?.addEventListener('abort', onCallerAbort);
  try {
    const res = await fetchImpl(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const contentType = res.headers.get('content-type');
    if (res.status >= 400) {
      // A server that answers an error status WITH an envelope (e.g. a proxy-less yudao variant, or our
      // rate limiter) still knows best what to say; a bare error page gets the generic status text.
      const envelope = isJsonType(contentType) ? parseEnvelope(await res.text()) : null;
      if (envelope && typeof envelope.code === 'number') return { kind: 'envelope', status: res.status, body: envelope };
      throw new TransportError('http', res.status);
    }
    if (req.responseType === 'blob' && !isJsonType(contentType)) {
      const blob = await res.blob();
      const filename = filenameFromContentDisposition(res.headers.get('content-disposition'));
      const file = filename ? new File([blob], filename, { type: blob.type || contentType || '' }) : blob;
      return { kind: 'file', status: res.status, file };
    }
    const text = await res.text();
    const envelope = parseEnvelope(text);
    return envelope ? { kind: 'envelope', status: res.status, body: envelope } : { kind: 'text', status: res.status, text };
  } catch (e) {
    if (e instanceof TransportError) throw e;
    if (timedOut) throw new TransportError('timeout');
    if (req.signal?.aborted) throw new TransportError('aborted');
    throw new TransportError('network');
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onCallerAbort);
  }
}
