// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTenant, setToken } from '../../../../src/client/api/auth.ts';
import { http } from '../../../../src/client/api/http.ts';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_PATHS, startEarlyRequests, takeEarlyAnswer } from '../../../../src/client/boot/earlyRequests.ts';
import { loadMyTodo, loadWelcome } from '../../../../src/client/pages/home/homeApi.ts';

const envelope = (data: unknown) => JSON.stringify({ code: 0, data, msg: '' });
/** What the server would answer each early path with. */
const ANSWERS: Record<string, unknown> = {
  [EARLY_PATHS.permissionInfo]: { user: { id: 7, nickname: '张建国', avatar: null }, roles: ['deputy'], permissions: ['bpm:task:query', 'renda:my-survey:query'] },
  [EARLY_PATHS.profile]: { roles: [{ id: 3, name: '人大代表' }], dept: { name: '城东区代表团' } },
  [EARLY_PATHS.todo]: { list: [], total: 0 },
  [EARLY_PATHS.mySurveys]: { list: [{ id: 4, surveyName: '年度问卷', canAnswer: true, answered: false }], total: 1 },
};

let server: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (globalThis as Record<string, unknown>).__deputyEarlyAnswers;
  server = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input).replace('/admin-api', '');
    return new Response(envelope(ANSWERS[path] ?? null), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = () => {
  setToken({ accessToken: 'a1', refreshToken: 'r1' }, true);
  setTenant(1, '市人大常委会');
};

describe('the home page\'s early requests (decision 106)', () => {
  it('asks nothing for someone not signed in', () => {
    expect(startEarlyRequests()).toBeNull();
    expect(server).not.toHaveBeenCalled();
  });

  it('asks the home page\'s first questions with the session\'s token, tenant and language', async () => {
    signedIn();
    document.documentElement.lang = 'zh-CN';
    const answers = startEarlyRequests()!;
    expect(server.mock.calls.map(([url]) => url)).toEqual(Object.values(EARLY_PATHS).map((path) => `/admin-api${path}`));
    expect(server.mock.calls[0][1]?.headers).toEqual({ Authorization: 'Bearer a1', 'tenant-id': '1', 'Accept-Language': 'zh-CN' });
    expect(JSON.parse((await answers.profile).body).data.dept.name).toBe('城东区代表团');
    expect(startEarlyRequests()).toBeNull(); // once a page
  });

  it('hands the app\'s own calls the answers, so the home page asks none of them again', async () => {
    signedIn();
    startEarlyRequests();
    server.mockClear();
    const [welcome, todo] = await Promise.all([loadWelcome(), loadMyTodo()]);
    expect(welcome.info.user.nickname).toBe('张建国');
    expect(welcome.deptName).toBe('城东区代表团');
    expect(todo.items.map((item) => item.title)).toEqual(['年度问卷']);
    expect(server).not.toHaveBeenCalled();
    // Each answer once: a card's reload asks the server.
    await http.get('/system/user/profile/get');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('hands an answer only to a GET of the same path with the same token, while it is fresh', () => {
    signedIn();
    const started = Date.now();
    startEarlyRequests(started);
    const url = `/admin-api${EARLY_PATHS.profile}`;
    const asked = () => server(url);
    const bearer = (token: string) => ({ method: 'GET', headers: { Authorization: `Bearer ${token}` } });
    expect(takeEarlyAnswer(url, { ...bearer('a1'), method: 'POST' }, asked)).toBeNull();
    expect(takeEarlyAnswer(url, bearer('other'), asked)).toBeNull();
    expect(takeEarlyAnswer(`${url}?x=1`, bearer('a1'), asked)).toBeNull();
    expect(takeEarlyAnswer(url, bearer('a1'), asked, started + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeNull();
    expect(takeEarlyAnswer(url, bearer('a1'), asked)).not.toBeNull();
    expect(takeEarlyAnswer(url, bearer('a1'), asked)).toBeNull();
  });

  it('asks again when the early question failed, and honours the caller\'s abort', async () => {
    signedIn();
    server.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyRequests();
    const url = `/admin-api${EARLY_PATHS.permissionInfo}`;
    const fallback = vi.fn(async () => new Response(envelope('again')));
    const answer = await takeEarlyAnswer(url, { headers: { Authorization: 'Bearer a1' } }, fallback)!;
    expect(await answer.json()).toMatchObject({ data: 'again' });
    expect(fallback).toHaveBeenCalledOnce();

    const controller = new AbortController();
    const taken = takeEarlyAnswer(`/admin-api${EARLY_PATHS.todo}`, { headers: { Authorization: 'Bearer a1' }, signal: controller.signal }, fallback)!;
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });
});
