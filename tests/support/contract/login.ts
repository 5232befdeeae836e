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
