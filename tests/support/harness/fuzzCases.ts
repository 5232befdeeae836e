import { baseValue, mustRefuse, mutations, OMIT, type FuzzContext, type Location } from './fieldValues.ts';
import type { Prng } from './prng.ts';
import { jsonText, urlText } from './rawJson.ts';
import type { HarnessRoute, ObjectSchema } from './routeCatalogue.ts';

export interface RouteInput {
  params: Record<string, unknown>;
  querystring: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface HarnessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

export interface FuzzCase {
  label: string;
  request: HarnessRequest;
  /** true: the server must refuse it; null: either answer, as long as it is not a 500 (see mustRefuse). */
  refuse: boolean | null;
  /** The one body field the case made wrong, with its value: what an accepted create must have stored as sent. */
  field?: { name: string; value: unknown };
}

/** Inputs some routes need to reach their handler with a harmless base (anything else: generated from the schema). */
const BASE_OVERRIDES: Record<string, Partial<RouteInput>> = {
  // a real account, so that a credential the server misreads (`["deputy1"]`) shows as a sign-in
  'POST /admin-api/system/auth/login': { body: { username: 'deputy1', password: 'deputy123' } },
};

const JSON_TYPE = 'application/json; charset=utf-8';
const BOUNDARY = 'harnessboundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body with one file part (`file` unless named), cut short when `truncate` is set. */
export function multipartBody(content: Buffer | string, { field = 'file', truncate = false } = {}): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="users.xlsx"\r\n`
    + 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n';
  const whole = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return truncate ? whole.subarray(0, head.length + 3) : whole;
}
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const fill = (schema: ObjectSchema | undefined, ctx: FuzzContext): Record<string, unknown> =>
  Object.fromEntries(Object.entries(schema?.properties ?? {})
    .filter(([name]) => schema?.required.includes(name))
    .map(([name, s]) => [name, baseValue(name, s, ctx)]));

/** Required fields filled with valid values (ids that reach no row): the input each case changes one thing of. */
export function baseInput(route: HarnessRoute, ctx: FuzzContext): RouteInput {
  const override = BASE_OVERRIDES[route.key] ?? {};
  const input: RouteInput = {
    params: { ...fill(route.params, ctx), ...override.params },
    querystring: { ...fill(route.querystring, ctx), ...override.querystring },
  };
  if (route.body) input.body = { ...fill(route.body, ctx), ...override.body };
  return input;
}

/** The HTTP request of an input: path parameters and query as URL text, the body as JSON text (or a given payload). */
export function renderRequest(route: HarnessRoute, input: RouteInput, payload?: { type: string; body: string | Buffer }): HarnessRequest {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params[name];
    return value === undefined || value === OMIT ? '' : urlText(value);
  });
  const query = Object.entries(input.querystring)
    .filter(([, v]) => v !== OMIT)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeURIComponent(k)}=${urlText(item)}`))
    .join('&');
  const request: HarnessRequest = { method: route.method, url: query ? `${path}?${query}` : path, headers: {} };
  if (payload) {
    request.headers['content-type'] = payload.type;
    request.payload = payload.body;
  } else if (route.multipart) {
    request.headers['content-type'] = MULTIPART_TYPE;
    request.payload = multipartBody('not a spreadsheet');
  } else if (input.body) {
    request.headers['content-type'] = JSON_TYPE;
    request.payload = jsonText(Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== OMIT)));
  }
  return request;
}

const withField = (input: RouteInput, location: Location, name: string, value: unknown): RouteInput => ({
  ...input, [location]: { ...input[location], [name]: value },
});

/** Whole-request mistakes: wrong content types, empty and malformed bodies, prototype keys, deep nesting. */
function structuralCases(route: HarnessRoute, base: RouteInput): FuzzCase[] {
  const hasRequired = Boolean(route.body?.required.length) || route.multipart;
  const refuse = hasRequired ? true : null;
  const baseJson = jsonText(base.body ?? {});
  const cases: [string, { type: string; body: string | Buffer }, boolean | null][] = [];
  if (route.body || route.multipart) {
    cases.push(
      ['text/plain body', { type: 'text/plain', body: baseJson }, refuse],
      ['empty body with JSON type', { type: JSON_TYPE, body: '' }, refuse],
      ['malformed JSON', { type: JSON_TYPE, body: '{"a":' }, refuse],
      ['JSON array', { type: JSON_TYPE, body: '[]' }, refuse],
      ['JSON null', { type: JSON_TYPE, body: 'null' }, refuse],
      ['__proto__ key', { type: JSON_TYPE, body: `{"__proto__":{"isAdmin":true},${baseJson.slice(1)}` }, null],
      ['10 000 nested arrays', { type: JSON_TYPE, body: `{"fuzzNested":${'['.repeat(10_000)}${']'.repeat(10_000)}}` }, refuse],
    );
  }
  if (route.multipart) {
    cases.push(
      ['JSON where a file is expected', { type: JSON_TYPE, body: '{"file":"x"}' }, true],
      ['truncated multipart', { type: MULTIPART_TYPE, body: multipartBody('PK\u0003\u0004 not really a zip', { truncate: true }) }, true],
      ['multipart without the file part', { type: MULTIPART_TYPE, body: multipartBody('x', { field: 'other' }) }, true],
      ['empty file', { type: MULTIPART_TYPE, body: multipartBody('') }, true],
      ['zip header garbage', { type: MULTIPART_TYPE, body: multipartBody(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4096, 0xff)])) }, true],
    );
  } else if (route.body) {
    cases.push(['multipart where JSON is expected', { type: MULTIPART_TYPE, body: multipartBody(baseJson, { field: 'data' }) }, refuse]);
  }
  const out = cases.map(([label, payload, must]) => ({ label, request: renderRequest(route, base, payload), refuse: must }));
  if (route.querystring || route.method === 'GET') {
    out.push({ label: 'unknown query parameter', request: renderRequest(route, withField(base, 'querystring', 'fuzzUnknown', 'x')), refuse: null });
    out.push({ label: '1 MiB unknown query parameter', request: renderRequest(route, withField(base, 'querystring', 'fuzzUnknown', 'q'.repeat(1 << 20))), refuse: null });
  }
  if (route.body && !route.multipart) {
    out.push({ label: 'unknown body field', request: renderRequest(route, withField(base, 'body', 'fuzzUnknown', 'x')), refuse: null });
  }
  return out;
}

/**
 * One value of one field wrong at a time, and each required field left out: each case as a function that makes it,
 * so that only the sampled ones are rendered (a 1 MiB value made into URL text for every field of every route was
 * half the fuzz run's time).
 */
function fieldCases(route: HarnessRoute, base: RouteInput, ctx: FuzzContext): (() => FuzzCase)[] {
  const out: (() => FuzzCase)[] = [];
  for (const location of ['params', 'querystring', 'body'] as const) {
    const schema = route[location];
    if (!schema || (location === 'body' && route.multipart)) continue;
    for (const [name, s] of Object.entries(schema.properties)) {
      const required = schema.required.includes(name);
      const start = location === 'body' ? base.body?.[name] : base[location][name];
      const values = [...mutations(name, s, location, start), ...(required ? [{ label: 'missing', value: OMIT }] : [])];
      for (const { label, value } of values) {
        out.push(() => ({
          label: `${location}.${name} = ${label}`,
          request: renderRequest(route, withField(base, location, name, value)),
          refuse: mustRefuse(name, s, value, location, required, ctx),
          ...(location === 'body' && value !== OMIT ? { field: { name, value } } : {}),
        }));
      }
    }
  }
  return out;
}

/**
 * The cases of one route: every whole-request mistake, then a seeded sample of field mistakes up to `cap` cases in
 * all (the same seed gives the same cases). Each case carries a random private address, so sign-in failures it
 * causes count against no real caller's address.
 */
export function fuzzCases(route: HarnessRoute, prng: Prng, ctx: FuzzContext, cap: number): FuzzCase[] {
  const base = baseInput(route, ctx);
  const structural = structuralCases(route, base);
  const fields = prng.sample(fieldCases(route, base, ctx), Math.max(0, cap - structural.length)).map((make) => make());
  return [...structural, ...fields].map((c) => ({
    ...c, request: { ...c.request, remoteAddress: `10.${prng.int(256)}.${prng.int(256)}.${1 + prng.int(254)}` },
  }));
}
