import type { AuthProvider, UserIdentity } from 'react-admin';
import {
  getAccessToken,
  rememberLogin,
  removeToken,
  setPasswordChangeRequired,
  setToken,
  systemApi,
  type LoginBody,
} from '../api/index.ts';
import { applyPermissionInfo, resetSession, sessionStore } from './session.ts';

/** What the login page hands to `authProvider.login` (the tenant is resolved and stored before). */
export interface LoginParams extends LoginBody {
  rememberMe: boolean;
}

/** The login page's SMS tab: a mobile and the code sent to it. */
export interface SmsLoginParams {
  loginType: 'sms';
  mobile: string;
  mobileCode: string;
  rememberMe: boolean;
}

async function ensurePermissionInfo(): Promise<void> {
  if (sessionStore.get().roles.length === 0) applyPermissionInfo(await systemApi.getPermissionInfo());
}

/** Signs out on the server (best effort) and clears tokens, roles, permissions and dependent stores. */
export async function signOut(): Promise<void> {
  if (getAccessToken()) await systemApi.logout().catch(() => undefined);
  removeToken();
  resetSession();
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams | SmsLoginParams) {
    if ('loginType' in params) {
      setToken(await systemApi.smsLogin(params.mobile, params.mobileCode), params.rememberMe);
      setPasswordChangeRequired(false); // no password was typed
      resetSession();
      return;
    }
    const result = await systemApi.login(params);
    setToken(result, params.rememberMe);
    setPasswordChangeRequired(result.isRese === true);
    rememberLogin(params.rememberMe, params.username.trim());
    resetSession();
  },
  async logout() {
    await signOut();
    // SPEC §2.1: logout sends the user to /index, which the guard turns into the login page.
    return '/index';
  },
  async checkAuth() {
    if (!getAccessToken()) throw { redirectTo: '/login', message: false };
  },
  // Session loss is handled by the http layer's re-login prompt ("stay or sign in again"), so no error
  // reported by a data call should log the user out behind their back.
  async checkError() {},
  async getIdentity(): Promise<UserIdentity> {
    await ensurePermissionInfo();
    const user = sessionStore.get().user;
    return { id: user?.id ?? '', fullName: user?.nickname ?? '', avatar: user?.avatar || undefined };
  },
  async getPermissions() {
    await ensurePermissionInfo();
    const { roles, permissions } = sessionStore.get();
    return { roles, permissions };
  },
};
