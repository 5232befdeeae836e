/** Keys whose values never reach the log: passwords, tokens, secrets, captcha codes. */
const SECRET_KEY = /pass(word)?|pwd|token|secret|captcha|credential/i;
const MASK = '******';

/** Bodies past this many bytes are not copied into the log (an upload, a big import): only their size is noted. */
export const MAX_LOGGED_BODY_BYTES = 64 * 1024;

function mask(value: unknown, secretArgs: readonly string[], depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => mask(v, secretArgs, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = (SECRET_KEY.test(key) || secretArgs.includes(key)) && v !== null && v !== '' ? MASK : mask(v, secretArgs, depth + 1);
  }
  return out;
}

/**
 * yudao's javaMethodArgs: what the request carried (query and body) as JSON, with passwords and tokens masked, cut
 * to `limit` characters. A body too large to copy cheaply, or one the route reads as a stream (multipart), is noted
 * by its size instead.
 */
export function requestArgs(query: unknown, body: unknown, contentLength: number, limit: number, secretArgs: readonly string[] = []): string {
  const args: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length) args.query = mask(query, secretArgs);
  if (contentLength > MAX_LOGGED_BODY_BYTES) args.body = `（${contentLength} 字节，未记录）`;
  else if (body !== undefined && body !== null) args.body = mask(body, secretArgs);
  return Object.keys(args).length ? JSON.stringify(args).slice(0, limit) : '';
}
