/**
 * The home page's first questions, asked as index.html is parsed (decision 106). On a phone's network the app's
 * scripts take seconds to arrive and seconds more to run before the home page asks anything, and then each question
 * costs a round trip (0.56 s on "Fast 3G"). The boot script (`headScript.ts`, inline at the top of index.html) asks
 * them at once for a signed-in user opening the home page: it paints the first screen from the answers
 * (`firstView.ts`), and the app's http client takes the same answers instead of asking again (`takeEarlyAnswer`).
 *
 * Only GETs that read, with the user's own token: an answer is handed to the first request for the same path with
 * the same token, once, and only while it is fresh — a later reload of a card asks the server.
 */
import { getAccessToken, getTenantId } from '../api/auth.ts';
import { API_BASE_URL } from '../api/config.ts';

/** Where the answers wait for the app on `window`. */
const SLOT = '__deputyEarlyAnswers';
/** After this (from the question's start) an unclaimed answer is not handed out: the app asks afresh. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** What the home page of a deputy or a unit asks first, as the app's API modules write the paths (tests check it). */
export const EARLY_PATHS = {
  permissionInfo: '/system/auth/get-permission-info',
  profile: '/system/user/profile/get',
  todo: '/bpm/task/todo-page?pageNo=1&pageSize=5',
  mySurveys: '/renda/survey/my-page?pageNo=1&pageSize=100',
} as const;
export type EarlyKey = keyof typeof EARLY_PATHS;

/** An answer as received: enough to make the Response the app's transport reads. */
export interface EarlyAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

interface EarlyEntry {
  token: string;
  startedAt: number;
  answer: Promise<EarlyAnswer>;
  taken: boolean;
}

type EarlyStore = Record<string, EarlyEntry>;
type EarlyWindow = { [SLOT]?: EarlyStore };

const store = (): EarlyStore | undefined => (globalThis as EarlyWindow)[SLOT];

/**
 * Asks the home page's first questions with the stored session, as the app would (the same headers); the answers by
 * key, or null when nobody is signed in. Called once, by the boot script.
 */
export function startEarlyRequests(now = Date.now()): Record<EarlyKey, Promise<EarlyAnswer>> | null {
  const token = getAccessToken();
  if (!token || store()) return null;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const tenantId = getTenantId();
  if (tenantId) headers['tenant-id'] = tenantId;
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const entries: EarlyStore = {};
  const answers = {} as Record<EarlyKey, Promise<EarlyAnswer>>;
  for (const [key, path] of Object.entries(EARLY_PATHS) as [EarlyKey, string][]) {
    const answer = fetch(API_BASE_URL + path, { headers, credentials: 'same-origin' })
      .then(async (response) => ({ status: response.status, contentType: response.headers.get('content-type'), body: await response.text() }));
    answer.catch(() => undefined); // a failed one is asked again by the app: nothing to report here
    entries[path] = { token, startedAt: now, answer, taken: false };
    answers[key] = answer;
  }
  (globalThis as EarlyWindow)[SLOT] = entries;
  return answers;
}

const headerOf = (headers: HeadersInit | undefined, name: string): string | null => {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  if (Array.isArray(headers)) return headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : null;
};

const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * For the app's fetch: the early answer to this very request (a GET of the same path, with the same token, not yet
 * handed out, fresh), as a Response; else null and the caller fetches. A question that failed on the way is asked
 * again through `fallback`; the caller's abort signal (its timeout, a page leaving) is honoured.
 */
export function takeEarlyAnswer(url: string, init: RequestInit | undefined, fallback: () => Promise<Response>, now = Date.now()): Promise<Response> | null {
  const entries = store();
  if (!entries || (init?.method ?? 'GET') !== 'GET' || !url.startsWith(API_BASE_URL)) return null;
  const entry = entries[url.slice(API_BASE_URL.length)];
  if (!entry || entry.taken || now - entry.startedAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  if (headerOf(init?.headers, 'Authorization') !== `Bearer ${entry.token}`) return null;
  entry.taken = true;
  const signal = init?.signal;
  if (signal?.aborted) return Promise.reject(aborted());
  const response = entry.answer.then(
    ({ status, contentType, body }) => new Response(body, { status, headers: contentType ? { 'content-type': contentType } : {} }),
    fallback,
  );
  if (!signal) return response;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A fetch that takes the early answers first: the app's http client's. */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : null;
  const early = url === null ? null : takeEarlyAnswer(url, init, () => globalThis.fetch(input, init));
  return early ?? globalThis.fetch(input, init);
};
