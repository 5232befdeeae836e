// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, setToken } from '../../../src/client/api/index.ts';
import { AppRoutes } from '../../../src/client/AppRoutes.tsx';
import { authProvider, resetSession } from '../../../src/client/auth/index.ts';
import { i18nProvider } from '../../../src/client/i18n/index.ts';
import { NotifierHost } from '../../../src/client/shell/index.ts';

const menus = [
  {
    id: 1, parentId: 0, name: '系统管理', path: '/system', component: null, icon: 'system', visible: true, keepAlive: true,
    children: [
      { id: 100, parentId: 1, name: '用户管理', path: 'user', component: 'system/user/index', icon: 'user', visible: true, keepAlive: true },
      // a component no feature registers (the features' chunk registers 用户管理's generated list)
      { id: 199, parentId: 1, name: '未建页面', path: 'nothing', component: 'system/nothing/index', icon: '', visible: true, keepAlive: true },
      { id: 106, parentId: 1, name: '字典数据', path: '/dict/type/data/:dictId', component: 'system/dict/data', icon: '', visible: false, keepAlive: true },
    ],
  },
];

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, data, msg: '' }), { headers: { 'content-type': 'application/json' } });

function server(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://t').pathname.replace('/admin-api', '');
    if (overrides[path]) return overrides[path]();
    switch (path) {
      case '/system/auth/get-permission-info':
        return ok({ user: { id: 1, nickname: '超级管理员', avatar: '' }, roles: ['super_admin'], permissions: ['*:*:*'] });
      case '/system/auth/list-menus':
        return ok(menus);
      case '/system/dict-data/list-all-simple':
        return ok([{ dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' }]);
      case '/system/captcha/get-image':
        return ok({ enable: false, uuid: null, img: null });
      case '/bpm/task/todo-page': // the home page's 待办任务 card
        return ok({ list: [], total: 0 });
      default:
        return ok(true);
    }
  });
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <NotifierHost />
        <AppRoutes />
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', server());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  resetSession();
});

describe('routing and the navigation guard (SPEC §2.1, §4)', () => {
  it('sends an unsigned visitor to /login with the full path as redirect', async () => {
    renderAt('/renda/survey?tab=1');
    await waitFor(() => expect(where()).toBe(`/login?redirect=${encodeURIComponent('/renda/survey?tab=1')}`));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('sends a signed-in user from /login to / and on to /index', async () => {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/login');
    await waitFor(() => expect(where()).toBe('/index'));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
  });

  it('loads menus on first entry and shows an honest page for an unregistered component', async () => {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/system/nothing');
    const page = await screen.findByTestId('page-unavailable');
    expect(page.textContent).toContain('未建页面');
    expect(page.textContent).toContain('system/nothing/index');
    expect(screen.getByTestId('sidebar').textContent).toContain('系统管理');
    expect(screen.getByTestId('sidebar').textContent).not.toContain('字典数据');
    expect(screen.getByTestId('navbar').textContent).toContain('超级管理员');
  });

  it('routes numeric ids and sends non-numeric ones to /404', async () => {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/dict/type/data/abc');
    await waitFor(() => expect(where()).toBe('/404'));
    expect(await screen.findByTestId('page-404')).toBeTruthy();
  });

  it('sends unknown paths to /404', async () => {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/no/such/page');
    await waitFor(() => expect(where()).toBe('/404'));
  });

  it('/redirect/<path> comes back to <path>', async () => {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/redirect/system/user?x=1');
    await waitFor(() => expect(where()).toBe('/system/user?x=1'));
  });

  it('logout from /index asks, signs out on the server and ends on /login?redirect=%2Findex', async () => {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/index');
    // Logout sits in the avatar dropdown (SPEC §2.3).
    fireEvent.click(await screen.findByTestId('avatar-menu'));
    fireEvent.click(await screen.findByTestId('logout-button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定注销并退出系统吗？');
    expect(dialog.textContent).toContain('提示');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Findex'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(sessionStorage.getItem('ACCESS_TOKEN')).toBeNull();
    const calls = (fetch as unknown as { mock: { calls: [RequestInfo | URL, RequestInit?][] } }).mock.calls;
    expect(calls.some(([url, init]) => String(url).endsWith('/system/auth/logout') && init?.method === 'POST')).toBe(true);
  });

  it('takes the menus from get-permission-info when list-menus is gone (yudao v1.8.1+)', async () => {
    vi.stubGlobal(
      'fetch',
      server({
        '/system/auth/list-menus': () =>
          new Response(JSON.stringify({ code: 404, msg: '请求地址不存在:/admin-api/system/auth/list-menus' }), { headers: { 'content-type': 'application/json' } }),
        '/system/auth/get-permission-info': () =>
          ok({ user: { id: 1, nickname: '管理员', avatar: '' }, roles: ['super_admin'], permissions: [], menus }),
      }),
    );
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/system/nothing');
    expect((await screen.findByTestId('page-unavailable')).textContent).toContain('system/nothing/index');
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('when user info cannot be loaded: logs out, shows the error, goes to / (then login)', async () => {
    vi.stubGlobal(
      'fetch',
      server({
        '/system/auth/get-permission-info': () =>
          new Response(JSON.stringify({ code: 1002003003, msg: '用户不存在' }), { headers: { 'content-type': 'application/json' } }),
      }),
    );
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/index');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2F'));
    expect(sessionStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect((await screen.findByTestId('notification')).textContent).toContain('用户不存在');
  });
});

describe('a second open paints from the last bootstrap (the session snapshot, issue 34)', () => {
  /** The server's answers to the bootstrap held until `answer()`: what a phone's network does for a second or more. */
  function slowServer(nextMenus: typeof menus) {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => { answer = resolve; });
    const later = (response: () => Response) => async () => { await held; return response(); };
    vi.stubGlobal('fetch', server({
      '/system/auth/get-permission-info': later(() => ok({ user: { id: 1, nickname: '超级管理员', avatar: '' }, roles: ['super_admin'], permissions: ['*:*:*'] })),
      '/system/auth/list-menus': later(() => ok(nextMenus)),
    }));
    return () => answer();
  }

  /** The first open of this token: a bootstrap from the server, kept beside the token. Then the page is closed. */
  async function firstOpen(): Promise<void> {
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/system/nothing');
    await screen.findByTestId('page-unavailable');
    expect(sessionStorage.getItem('SESSION_SNAPSHOT')).toContain('未建页面');
    cleanup();
    resetSession();
  }

  it('shows the shell and the page before the server answers, then applies a menu added meanwhile', async () => {
    await firstOpen();
    const added = [{ ...menus[0], children: [...menus[0].children, { id: 120, parentId: 1, name: '新加菜单', path: 'added', component: 'system/added/index', icon: '', visible: true, keepAlive: true }] }];
    const answer = slowServer(added);
    renderAt('/system/nothing');
    expect((await screen.findByTestId('page-unavailable')).textContent).toContain('未建页面');
    expect(screen.getByTestId('sidebar').textContent).not.toContain('新加菜单');
    answer();
    await waitFor(() => expect(screen.getByTestId('sidebar').textContent).toContain('新加菜单'));
    expect(sessionStorage.getItem('SESSION_SNAPSHOT')).toContain('新加菜单');
  });

  it('a deep link to a page granted since the last open waits for the server\'s menus instead of going to /404', async () => {
    await firstOpen();
    const added = [{ ...menus[0], children: [...menus[0].children, { id: 120, parentId: 1, name: '新加菜单', path: 'added', component: 'system/added/index', icon: '', visible: true, keepAlive: true }] }];
    const answer = slowServer(added);
    renderAt('/system/added');
    await screen.findByTestId('sidebar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe('/system/added');
    answer();
    expect((await screen.findByTestId('page-unavailable')).textContent).toContain('新加菜单');
    expect(where()).toBe('/system/added');
  });

  it('a path that is no page goes to /404 once the server has answered', async () => {
    await firstOpen();
    const answer = slowServer(menus);
    renderAt('/system/never');
    await screen.findByTestId('sidebar');
    expect(where()).toBe('/system/never');
    answer();
    await waitFor(() => expect(where()).toBe('/404'));
  });

  it('another token (a new sign-in) waits for the server: the snapshot is only its own token\'s', async () => {
    await firstOpen();
    setToken({ accessToken: 'b', refreshToken: 'r2' }, false);
    const answer = slowServer(menus);
    renderAt('/system/nothing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('page-unavailable')).toBeNull();
    answer();
    expect((await screen.findByTestId('page-unavailable')).textContent).toContain('未建页面');
  });

  it('signing out takes the snapshot away with the tokens', async () => {
    await firstOpen();
    setToken({ accessToken: 'a', refreshToken: 'r' }, false);
    renderAt('/index');
    fireEvent.click(await screen.findByTestId('avatar-menu'));
    fireEvent.click(await screen.findByTestId('logout-button'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Findex'));
    expect(sessionStorage.getItem('SESSION_SNAPSHOT')).toBeNull();
    expect(localStorage.getItem('SESSION_SNAPSHOT')).toBeNull();
  });
});
