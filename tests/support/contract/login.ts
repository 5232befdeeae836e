import type { YudaoCall } from './call.ts';

// src/api/login.js, called from src/views/login.vue and src/store/modules/user.js.
const API = 'src/api/login.js';

/** login.vue getCode() on opening the page; reads `enable`, and `uuid`/`img` when it is on. */
export const getCodeImg: YudaoCall = {
  api: 'getCodeImg', source: `${API}; src/views/login.vue getCode()`,
  method: 'get', url: '/system/captcha/get-image', reads: ['enable'],
};

/**
 * store/modules/user.js Login: `login(username.trim(), password, code, uuid)`; login.vue's form starts with
 * `code: ""` and `uuid: ""`, which stay empty while the captcha is off. Reads the token pair (utils/auth.js setToken).
 */
export const login = (username: string, password: string, code = '', uuid = ''): YudaoCall => ({
  api: 'login', source: `${API}; src/store/modules/user.js Login`,
  method: 'post', url: '/system/auth/login', data: { username, password, code, uuid },
  reads: ['accessToken', 'refreshToken'],
});

/** store/modules/user.js GetInfo: reads user.avatar and user.id, roles and permissions (and user.userName, which yudao never sends). */
export const getInfo: YudaoCall = {
  api: 'getInfo', source: `${API}; src/store/modules/user.js GetInfo`,
  method: 'get', url: '/system/auth/get-permission-info', reads: ['user.id', 'user.avatar', 'roles', 'permissions'],
};

/** request.js on a 401: the refresh token in the url, no body. */
export const refreshToken = (token: string): YudaoCall => ({
  api: 'refreshToken', source: `${API}; src/utils/request.js`,
  method: 'post', url: `/system/auth/refresh-token?refreshToken=${token}`, reads: ['accessToken', 'refreshToken'],
});

/** store/modules/user.js LogOut: no body. */
export const logout: YudaoCall = { api: 'logout', source: `${API}; src/store/modules/user.js LogOut`, method: 'post', url: '/system/auth/logout' };

/** login.vue getSmsCode(): 短信登录's 获取验证码, scene 21 (yudao's SmsSceneEnum.ADMIN_MEMBER_LOGIN); no answer read. */
export const sendSmsCode = (mobile: string): YudaoCall => ({
  api: 'sendSmsCode', source: `${API}; src/views/login.vue getSmsCode()`,
  method: 'post', url: '/system/auth/send-sms-code', data: { mobile, scene: 21 },
});

/** store/modules/user.js SmsLogin: `smsLogin(mobile, mobileCode)`; reads the token pair as Login does. */
export const smsLogin = (mobile: string, code: string): YudaoCall => ({
  api: 'smsLogin', source: `${API}; src/store/modules/user.js SmsLogin`,
  method: 'post', url: '/system/auth/sms-login', data: { mobile, code }, reads: ['accessToken', 'refreshToken'],
});

/**
 * login.vue doSocialLogin() and profile/userSocial.vue bind(): `socialAuthRedirect(type, encodeURIComponent(uri))`,
 * the address written into the url by hand; `data` is where the browser goes.
 */
export const socialAuthRedirect = (type: number, redirectUri: string): YudaoCall => ({
  api: 'socialAuthRedirect', source: `${API}; src/views/login.vue doSocialLogin(), src/views/system/user/profile/userSocial.vue bind()`,
  method: 'get', url: `/system/auth/social-auth-redirect?type=${type}&redirectUri=${encodeURIComponent(redirectUri)}`, reads: ['.'],
});

/** socialLogin.vue created() → store SocialLogin: the provider's `type`, `code` and `state` from the return address. */
export const socialQuickLogin = (type: number, code: string, state: string): YudaoCall => ({
  api: 'socialQuickLogin', source: `${API}; src/views/socialLogin.vue created(), src/store/modules/user.js SocialLogin`,
  method: 'post', url: '/system/auth/social-quick-login', data: { type, code, state }, reads: ['accessToken', 'refreshToken'],
});

/** socialLogin.vue handleLogin() → store SocialLogin2: the bind form, the same code and state with an account. */
export const socialBindLogin = (type: number, code: string, state: string, username: string, password: string): YudaoCall => ({
  api: 'socialBindLogin', source: `${API}; src/views/socialLogin.vue handleLogin(), src/store/modules/user.js SocialLogin2`,
  method: 'post', url: '/system/auth/social-bind-login', data: { type, code, state, username, password }, reads: ['accessToken', 'refreshToken'],
});

/** sso.vue init(): the client's name and logo and its scopes with whether each was approved before. */
export const getAuthorize = (clientId: string): YudaoCall => ({
  api: 'getAuthorize', source: `${API}; src/views/sso.vue init()`,
  method: 'get', url: `/system/oauth2/authorize?clientId=${clientId}`, reads: ['client.name', 'client.logo', 'scopes'],
});

/**
 * sso.vue doAuthorize(): a POST whose parameters are axios `params` (the query string) under a form-urlencoded
 * content type, with no body; `scope` is a JSON map of the checked (true) and unchecked (false) scopes. `data` is
 * the redirect address.
 */
export const authorize = (p: { clientId: string; redirectUri: string; state?: string; autoApprove: boolean; checked: string[]; unchecked: string[] }): YudaoCall => {
  const scopes = Object.fromEntries([...p.checked.map((s) => [s, true]), ...p.unchecked.map((s) => [s, false])]);
  const query = new URLSearchParams({ response_type: 'code', client_id: p.clientId, redirect_uri: p.redirectUri, ...(p.state ? { state: p.state } : {}), auto_approve: String(p.autoApprove), scope: JSON.stringify(scopes) });
  return {
    api: 'authorize', source: `${API}; src/views/sso.vue doAuthorize()`,
    method: 'post', url: `/system/oauth2/authorize?${query}`, contentType: 'application/x-www-form-urlencoded', reads: ['.'],
  };
};
