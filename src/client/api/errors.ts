import { zhCNHttp } from '../i18n/zhCN.http.ts';

/**
 * The client's error catalogue (SPEC §8). Texts are the zh-CN reference; the UI translates by key when it
 * displays them, so an English session sees English while tests can assert the Chinese text.
 */
export type HttpMessageKey = keyof typeof zhCNHttp;

export const httpMessageKey = (key: HttpMessageKey): string => `app.http.${key}`;
export const httpMessage = (key: HttpMessageKey, status?: number): string =>
  zhCNHttp[key].replace('%{status}', String(status ?? ''));

/** Messages of a failing refresh call: they are rejected without any toast (API-CONTRACT §6.4). */
export const SILENT_MESSAGES: readonly string[] = ['无效的刷新令牌', '刷新令牌已过期'];

/** Text shown when the server's `msg` is empty. */
export function fallbackMessage(code: number | undefined): string {
  switch (code) {
    case 401:
      return httpMessage('code401');
    case 403:
      return httpMessage('code403');
    case 404:
      return httpMessage('code404');
    default:
      return httpMessage('codeDefault');
  }
}

export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'http' | 'session' | 'aborted';

/** Every rejection of the http client is an ApiError, so callers can show `message` and branch on `code`. */
export class ApiError extends Error {
  readonly code: number | undefined;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** True when the http layer already showed a toast or notification for it (callers need not repeat it). */
  readonly notified: boolean;
  /** The envelope's `data` of a business error, e.g. `{ errors: [{ field, message }] }` of a validation failure. */
  readonly data: unknown;

  constructor(message: string, opts: { code?: number; kind: ApiErrorKind; status?: number; notified?: boolean; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = opts.code;
    this.kind = opts.kind;
    this.status = opts.status;
    this.notified = opts.notified ?? false;
    this.data = opts.data;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** A readable message from anything thrown. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === 'string') return e;
  return httpMessage('codeDefault');
}

export interface FieldError {
  field: string;
  message: string;
}

/** The per-field messages of a validation failure (`data.errors` of the 400 envelope), [] for anything else. */
export function fieldErrors(e: unknown): FieldError[] {
  if (!(e instanceof ApiError)) return [];
  const errors = (e.data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((x): x is FieldError => !!x && typeof x.field === 'string' && typeof x.message === 'string');
}
