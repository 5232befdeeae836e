import { isSuccessCode } from '../../shared/envelope.ts';
import type { TokenPair } from './auth.ts';
import { API_BASE_URL, REQUEST_TIMEOUT_MS } from './config.ts';
import { ApiError, SILENT_MESSAGES, fallbackMessage, httpMessage, httpMessageKey, type HttpMessageKey } from './errors.ts';
import type { Notifier } from './notifier.ts';
import { withQuery } from './params.ts';
import { createRefreshQueue } from './refreshQueue.ts';
import { TransportError, send, type Envelope } from './transport.ts';
import type { LoginResult } from './types.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestConfig {
  url: string;
  method?: HttpMethod;
  /** Query parameters, flattened one level (`key[sub]`). */
  params?: Record<string, unknown>;
  /** JSON body, or a FormData sent as multipart (an upload). */
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  /** false → no Authorization header (yudao's `isToken: false`). */
  withToken?: boolean;
  responseType?: 'json' | 'blob';
  /** No toast / notification on failure; the caller shows the error itself. */
  silent?: boolean;
  /** A 401 is rejected instead of starting the refresh flow (logout, the refresh call itself). */
  noRefresh?: boolean;
  signal?: AbortSignal;
}

/** What the http client needs from the session: where tokens and the tenant id live. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  getTenantId(): string | null;
}

export interface HttpClientDeps {
  tokens: TokenStore;
  notifier: Notifier;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export interface HttpClient {
  request<T>(config: RequestConfig): Promise<T>;
  get<T>(url: string, params?: Record<string, unknown>, config?: Partial<RequestConfig>): Promise<T>;
  post<T>(url: string, data?: unknown, config?: Partial<RequestConfig>): Promise<T>;
  put<T>(url: string, data?: unknown, config?: Partial<RequestConfig>): Promise<T>;
  delete<T>(url: string, params?: Record<string, unknown>, config?: Partial<RequestConfig>): Promise<T>;
  /** A binary download: resolves a Blob (a File named from Content-Disposition when given). */
  download(url: string, params?: Record<string, unknown>, config?: Partial<RequestConfig>): Promise<Blob>;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { tokens, notifier } = deps;
  const baseUrl = deps.baseUrl ?? API_BASE_URL;
  let reloginOpen = false;

  const sessionLost = (): ApiError => {
    if (!reloginOpen) {
      reloginOpen = true;
      notifier.emit({ type: 'relogin', close: () => (reloginOpen = false) });
    }
    return new ApiError(httpMessage('sessionExpired'), { code: 401, kind: 'session', notified: true });
  };

  const refreshQueue = createRefreshQueue({
    getRefreshToken: () => tokens.getRefreshToken(),
    storeTokens: (t) => tokens.setTokens(t),
    sessionLost,
    refresh: (refreshToken) =>
      request<LoginResult>({
        url: '/system/auth/refresh-token',
        method: 'POST',
        params: { refreshToken },
        withToken: false,
        noRefresh: true,
        silent: true,
      }),
  });

  const toastError = (config: RequestConfig, key: HttpMessageKey, status?: number, persistent = false): void => {
    if (config.silent) return;
    notifier.toast('error', { text: httpMessage(key, status), key: httpMessageKey(key), args: { status } }, persistent);
  };

  async function request<T>(config: RequestConfig, replayed = false): Promise<T> {
    const method = config.method ?? 'GET';
    const sentToken = config.withToken === false ? null : tokens.getAccessToken();
    const headers: Record<string, string> = { ...config.headers };
    if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
    // A page before sign-in (the login page's providers) may name the tenant it asks for; otherwise the stored one.
    const tenantId = headers['tenant-id'] ?? tokens.getTenantId();
    if (tenantId) headers['tenant-id'] = tenantId;
    // The server answers its refusals in the language the page is in (<html lang>, kept in step by DocumentLang).
    const language = globalThis.document?.documentElement.lang;
    if (language && !headers['Accept-Language']) headers['Accept-Language'] = language;
    let body: string | FormData | undefined;
    // A FormData goes as it is: fetch writes the multipart Content-Type with its boundary.
    if (config.data instanceof FormData && method !== 'GET') body = config.data;
    else if (config.data !== undefined && method !== 'GET') {
      headers['Content-Type'] = 'application/json;charset=utf-8';
      body = JSON.stringify(config.data);
    }
    let result;
    try {
      result = await send(deps.fetch ?? globalThis.fetch.bind(globalThis), {
        url: withQuery(`${baseUrl}${config.url}`, config.params),
        method,
        headers,
        body,
        timeout: config.timeout ?? REQUEST_TIMEOUT_MS,
        responseType: config.responseType ?? 'json',
        signal: config.signal,
      });
    } catch (e) {
      throw transportFailure(config, e);
    }
    if (result.kind === 'file') return result.file as T;
    if (result.kind === 'text') {
      toastError(config, 'codeDefault');
      throw new ApiError(httpMessage('codeDefault'), { kind: 'http', status: result.status, notified: !config.silent });
    }
    return handleEnvelope<T>(result.body, config, sentToken, replayed);
  }

  function transportFailure(config: RequestConfig, e: unknown): ApiError {
    if (!(e instanceof TransportError) || e.kind === 'aborted') {
      return new ApiError(e instanceof Error ? e.message : String(e), { kind: 'aborted' });
    }
    const key: HttpMessageKey = e.kind === 'network' ? 'network' : e.kind === 'timeout' ? 'timeout' : 'status';
    toastError(config, key, e.status);
    return new ApiError(httpMessage(key, e.status), { kind: e.kind, status: e.status, notified: !config.silent });
  }

  function handleEnvelope<T>(body: Envelope, config: RequestConfig, sentToken: string | null, replayed: boolean): Promise<T> | T {
    const code = typeof body.code === 'number' ? body.code : body.code == null ? undefined : Number(body.code);
    if (isSuccessCode(code)) return ('code' in body || 'data' in body ? body.data : body) as T;
    const serverMsg = typeof body.msg === 'string' ? body.msg : '';
    const msg = serverMsg || fallbackMessage(code);
    if (SILENT_MESSAGES.includes(serverMsg)) throw new ApiError(msg, { code, kind: 'business' });
    if (code === 401 && !config.noRefresh) {
      if (replayed) throw sessionLost();
      const replay = (): Promise<T> => request<T>(config, true);
      // Answered 401 although the token was refreshed after this request left: replay, no second refresh.
      const current = tokens.getAccessToken();
      if (current && current !== sentToken && !refreshQueue.refreshing) return replay();
      return refreshQueue.handle(replay);
    }
    if (!config.silent) {
      if (code === 500) notifier.toast('error', msg);
      else if (code === 901) notifier.toast('error', { text: httpMessage('demoMode'), key: httpMessageKey('demoMode') }, true);
      else notifier.emit({ type: 'notification', level: 'error', title: { text: msg } });
    }
    const text = code === 901 ? httpMessage('demoMode') : msg;
    throw new ApiError(text, { code, kind: 'business', notified: !config.silent, data: body.data });
  }

  const client: HttpClient = {
    request: (config) => request(config),
    get: (url, params, config) => request({ ...config, url, method: 'GET', params }),
    post: (url, data, config) => request({ ...config, url, method: 'POST', data }),
    put: (url, data, config) => request({ ...config, url, method: 'PUT', data }),
    delete: (url, params, config) => request({ ...config, url, method: 'DELETE', params }),
    download: (url, params, config) => request<Blob>({ ...config, url, method: 'GET', params, responseType: 'blob' }),
  };
  return client;
}
