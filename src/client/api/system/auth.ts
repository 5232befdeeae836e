import { http } from '../http.ts';
import type { RequestConfig } from '../httpClient.ts';
import type { LoginBody, LoginResult, MenuNode, PermissionInfo, SocialLoginBody } from '../types.ts';

/** Auth endpoints of API-CONTRACT §2.1. */

/** Silent: the login form shows the error once, inline beside the form, not again as a toast (issue #13). */
export function login(body: LoginBody): Promise<LoginResult> {
  const payload: LoginBody = { username: body.username.trim(), password: body.password, code: body.code, uuid: body.uuid };
  // Optional fields go out only when set, as the real backend's validator expects.
  if (body.loginSource) payload.loginSource = body.loginSource;
  if (body.ticket) payload.ticket = body.ticket;
  return http.post<LoginResult>('/system/auth/login', payload, { withToken: false, silent: true });
}

/** SMS sign-in (API-CONTRACT §2.7): the admin scene is 21 (admin-sms-login). */
export const SMS_SCENE_ADMIN_LOGIN = 21;

export function sendSmsCode(mobile: string, scene = SMS_SCENE_ADMIN_LOGIN): Promise<boolean> {
  return http.post<boolean>('/system/auth/send-sms-code', { mobile: mobile.trim(), scene }, { withToken: false, silent: true });
}

export function smsLogin(mobile: string, code: string): Promise<LoginResult> {
  return http.post<LoginResult>('/system/auth/sms-login', { mobile: mobile.trim(), code: code.trim() }, { withToken: false, silent: true });
}

/** Logout must never start the refresh flow or prompt: it is what the prompt itself calls. */
export function logout(): Promise<unknown> {
  return http.post('/system/auth/logout', undefined, { silent: true, noRefresh: true });
}

export function getPermissionInfo(): Promise<PermissionInfo> {
  return http.get<PermissionInfo>('/system/auth/get-permission-info');
}

export function listMenus(config?: Partial<RequestConfig>): Promise<MenuNode[]> {
  return http.get<MenuNode[]>('/system/auth/list-menus', undefined, config);
}

export function socialQuickLogin(body: SocialLoginBody): Promise<LoginResult> {
  return http.post<LoginResult>('/system/auth/social-quick-login', body, { withToken: false, silent: true });
}

/** Third-party authorize URL for a social login type; `redirectUri` is URL-encoded by the query builder. */
export function socialAuthRedirect(type: number | string, redirectUri: string): Promise<string> {
  return http.get<string>('/system/auth/social-auth-redirect', { type, redirectUri }, { withToken: false, silent: true });
}

/** A provider of the login page (ours: `GET /system/auth/social-clients`, the tenant's enabled ones). */
export interface SocialClientEntry {
  type: number;
  name: string;
  code: string;
  icon: string | null;
}

/** `tenantId`: the login page asks for the tenant typed in, before any is stored. */
const tenantHeader = (tenantId?: number) => (tenantId ? { headers: { 'tenant-id': String(tenantId) } } : {});

/** A list whatever the answer: a yudao back end has no such route, and its page then offers no provider. */
export function socialClients(tenantId?: number): Promise<SocialClientEntry[]> {
  return http.get<SocialClientEntry[]>('/system/auth/social-clients', undefined, { withToken: false, silent: true, ...tenantHeader(tenantId) })
    .then((list) => (Array.isArray(list) ? list : []));
}

/** v1.6.2's bind form after a quick login found no bound account: the same code and state, with the credentials. */
export function socialBindLogin(body: SocialLoginBody & { username: string; password: string }): Promise<LoginResult> {
  return http.post<LoginResult>('/system/auth/social-bind-login', { ...body, username: body.username.trim() }, { withToken: false, silent: true });
}

/** The personal centre's 绑定: the signed-in user takes the account the round trip came back with. */
export function socialBind(body: SocialLoginBody): Promise<boolean> {
  return http.post<boolean>('/system/social-user/bind', body, { silent: true });
}

export function registerEnabled(tenantId?: number): Promise<boolean> {
  return http.get<boolean>('/system/auth/register-enabled', undefined, { withToken: false, silent: true, ...tenantHeader(tenantId) });
}

export function register(body: { username: string; nickname: string; password: string; code?: string; uuid?: string }): Promise<LoginResult> {
  return http.post<LoginResult>('/system/auth/register', body, { withToken: false, silent: true });
}
