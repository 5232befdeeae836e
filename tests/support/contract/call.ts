import { expect } from 'vitest';
import type { Envelope, TestApp } from '../testApp.ts';

/** The yudao vue2 client these calls are read from: yudaocode/yudao-ui-admin-vue2 at its v1.6.2 merge (2022-05-25). */
export const YUDAO_CLIENT = 'yudao-ui-admin-vue2@c86d9fa';

/**
 * One request exactly as the yudao v1.6.2 vue2 client sends it: the api function's url, method and axios
 * `params`/`data`, with the values the view puts in them (form strings, `undefined` for untouched fields, `''` for a
 * cleared select), and the fields of the answer's `data` the client then reads.
 */
export interface YudaoCall {
  /** The function of the client's api file, e.g. `listUser`. */
  api: string;
  /** Where it is read from: the api file and the view (method) that calls it. */
  source: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** As the api function builds it, under /admin-api (a query it writes into the url itself stays in the url). */
  url: string;
  /** axios `params` of a GET, serialised as the client's request.js does (see yudaoQuery). */
  params?: Record<string, unknown>;
  /** axios `data`: the JSON body. */
  data?: unknown;
  /**
   * An el-upload (or a FormData the view builds) instead of JSON: a multipart request of this one file, with only the upload's own headers
   * (Authorization and tenant-id, request.js getBaseHeader), no JSON content type.
   */
  upload?: { field: string; filename: string; content: Buffer; contentType?: string };
  /** A content type the api function sets instead of axios' JSON default (the SSO page's form-urlencoded POST). */
  contentType?: string;
  /** `responseType: 'blob'`: an Excel download the client saves as .xls (`'zip'`: the code generator's zip). */
  blob?: true | 'zip';
  /**
   * Paths in the answer's `data` the client reads: `a.b` for a property, `list[].x` for a property of every element
   * (the list must not be empty, or the check proves nothing), `[].x` when `data` is the array, `.` for `data` itself.
   */
  reads?: string[];
  /**
   * The fields the form this answer fills requires by its rules (`required: true` in the view's `rules`), as paths
   * like `reads`: each must hold a value (not null, undefined or ''), or the person's edit cannot be saved without
   * typing it again.
   */
  requires?: string[];
}

/**
 * request.js of the vue2 client builds a GET's query itself: `null`/`undefined` are left out, `''` is sent as
 * `name=`, an object or array is flattened one level as `name[key]` (brackets URL-encoded).
 */
export function yudaoQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) parts.push(`${encodeURIComponent(`${name}[${key}]`)}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

export interface Session {
  token?: string;
  tenantId?: number | null;
}

/**
 * Sends the call through inject(). Every request carries `Content-Type: application/json;charset=utf-8` (the
 * client sets it as axios' default), bodiless POST/PUT/DELETE too: the stricter case, which HTTP clients commonly send.
 */
export async function replay<T = any>(t: TestApp, call: YudaoCall, session: Session = {}): Promise<Envelope<T>> {
  const tenantId = session.tenantId === undefined ? 1 : session.tenantId;
  let url = `/admin-api${call.url}`;
  if (call.method === 'get' && call.params) {
    const query = yudaoQuery(call.params);
    if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
  }
  if (call.upload) {
    const boundary = '----yudaoContractBoundary';
    const { field, filename, content, contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } = call.upload;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    return t.call<T>({
      method: call.method.toUpperCase() as 'POST', url, token: session.token, tenantId,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }
  return t.call<T>({
    method: call.method.toUpperCase() as 'GET',
    url,
    token: session.token,
    tenantId,
    headers: { 'content-type': call.contentType ?? 'application/json;charset=utf-8' },
    payload: call.data === undefined ? '' : JSON.stringify(call.data),
  });
}

/**
 * Replays a call the client expects to succeed: code 0 and every field it reads present. Returns `data` (the file's
 * bytes for a download).
 */
export async function expectAnswered<T = any>(t: TestApp, call: YudaoCall, session: Session = {}): Promise<T> {
  const res = await replay<T>(t, call, session);
  const what = `${call.api} (${call.method.toUpperCase()} ${call.url})`;
  if (call.blob) {
    // The client saves whatever arrives as .xls (or .zip): it must be a workbook (an archive), not a JSON refusal.
    expect(res.raw.statusCode, what).toBe(200);
    expect(String(res.raw.headers['content-type']), `${what}: ${res.raw.body.slice(0, 200)}`).toMatch(call.blob === 'zip' ? /zip/ : /spreadsheet|ms-excel/);
    expect(res.raw.rawPayload.subarray(0, 2).toString('latin1'), what).toBe('PK');
    return res.raw.rawPayload as T;
  }
  expect({ code: res.code, msg: res.msg }, what).toEqual({ code: 0, msg: expect.any(String) });
  for (const path of call.reads ?? []) expectRead(res.data, path, what);
  for (const path of call.requires ?? []) expectRead(res.data, path, what, true);
  return res.data;
}

function expectRead(data: unknown, path: string, what: string, filled = false): void {
  if (path === '.') {
    expect(data, `${what} reads data`).not.toBeUndefined();
    if (filled) expect(data === null || data === '', `${what}: its form requires a value`).toBe(false);
    return;
  }
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (head!.endsWith('[]')) {
    const name = head!.slice(0, -2);
    const list = name ? (data as Record<string, unknown>)?.[name] : data;
    expect(Array.isArray(list) && list.length > 0, `${what} reads ${path}: needs a non-empty array`).toBe(true);
    for (const item of list as unknown[]) expectRead(item, tail || '.', what, filled);
    return;
  }
  expect(data, `${what} reads ${path}`).toHaveProperty([head!]);
  const value = (data as Record<string, unknown>)[head!];
  if (tail) expectRead(value, tail, what, filled);
  else if (filled) expect(value === null || value === '', `${what}: its form requires ${path}, answered ${JSON.stringify(value)}`).toBe(false);
}
