import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/user.js';
const VIEW = 'src/views/system/user/index.vue';

export interface UserQuery {
  username?: string;
  mobile?: string;
  /** The status select offers parseInt(dict.value); clearing it leaves ''. */
  status?: number | '';
  deptId?: number;
  /** addDateRange(queryParams, [day + ' 00:00:00', day + ' 23:59:59']) */
  beginTime?: string;
  endTime?: string;
}

/** queryParams of the page after addDateRange(): paging, the filters, `params: {}` and the plain date range. */
const userQuery = (query: UserQuery) => ({ pageNo: 1, pageSize: 10, username: undefined, mobile: undefined, status: undefined, deptId: undefined, ...query, params: {} });

/** getList(): the table shows id, username, nickname, dept.name, mobile, status (a switch) and createTime. */
export const listUser = (query: UserQuery = {}): YudaoCall => ({
  api: 'listUser', source: `${API}; ${VIEW} getList()`,
  method: 'get', url: '/system/user/page', params: userQuery(query),
  reads: ['total', 'list[].id', 'list[].username', 'list[].nickname', 'list[].mobile', 'list[].status', 'list[].createTime'],
});

/** handleUpdate(): the answer becomes the form. */
export const getUser = (id: number): YudaoCall => ({
  api: 'getUser', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/user/get?id=${id}`,
  reads: ['id', 'username', 'nickname', 'mobile', 'email', 'sex', 'status', 'remark'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['username', 'nickname'],
});

/**
 * handleAdd() + submitForm(): reset() gives `status: "0"` (a string), `postIds: []`, `roleIds: []`; untouched fields
 * are undefined and left out by JSON; 性别 is parseInt(dict.value); the password starts as sys.user.init-password.
 */
export const addUser = (form: { username: string; nickname: string; password: string; mobile?: string; email?: string; sex?: number; remark?: string; deptId?: number; postIds?: number[] }): YudaoCall => ({
  api: 'addUser', source: `${API}; ${VIEW} handleAdd(), submitForm()`,
  method: 'post', url: '/system/user/create', data: { status: '0', postIds: [], roleIds: [], ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): everything getUser answered, edited, with `password: ""`. */
export const updateUser = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateUser', source: `${API}; ${VIEW} handleUpdate(), submitForm()`,
  method: 'put', url: '/system/user/update', data: { ...got, password: '', ...changes },
});

/** handleStatusChange(): the switch's new value, a number. */
export const changeUserStatus = (id: number, status: number): YudaoCall => ({
  api: 'changeUserStatus', source: `${API}; ${VIEW} handleStatusChange()`, method: 'put', url: '/system/user/update-status', data: { id, status },
});

/** handleResetPwd(): the prompt's text. */
export const resetUserPwd = (id: number, password: string): YudaoCall => ({
  api: 'resetUserPwd', source: `${API}; ${VIEW} handleResetPwd()`, method: 'put', url: '/system/user/update-password', data: { id, password },
});

export const delUser = (id: number): YudaoCall => ({
  api: 'delUser', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/user/delete?id=${id}`,
});

/** handleExport(): the list's queryParams, paging and `params: {}` included. */
export const exportUser = (query: UserQuery = {}): YudaoCall => ({
  api: 'exportUser', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/user/export', params: userQuery(query), blob: true,
});

export const importTemplate: YudaoCall = {
  api: 'importTemplate', source: `${API}; ${VIEW} importTemplate()`, method: 'get', url: '/system/user/get-import-template', blob: true,
};

/** src/views/system/role/index.vue and others: the user picker. */
export const listSimpleUsers: YudaoCall = {
  api: 'listSimpleUsers', source: API, method: 'get', url: '/system/user/list-all-simple', reads: ['[].id', '[].nickname'],
};

// src/views/system/user/profile/*.vue
const PROFILE = 'src/views/system/user/profile';

/**
 * index.vue getUser(): shows username, mobile, email, createTime (dept, posts, roles when present); the form edits
 * nickname, mobile, email, sex; userSocial.vue marks each social type bound by `socialUsers[].type` (its openid).
 */
export const getUserProfile: YudaoCall = {
  api: 'getUserProfile', source: `${API}; ${PROFILE}/index.vue, userSocial.vue socialUsers`, method: 'get', url: '/system/user/profile/get',
  reads: ['username', 'nickname', 'mobile', 'email', 'sex', 'avatar', 'createTime', 'socialUsers'],
};

/** userInfo.vue submit(): the whole profile object as the form holds it. */
export const updateUserProfile = (form: Record<string, unknown>): YudaoCall => ({
  api: 'updateUserProfile', source: `${API}; ${PROFILE}/userInfo.vue submit()`, method: 'put', url: '/system/user/profile/update', data: form,
});

/** resetPwd.vue submit(): `updateUserPwd(oldPassword, newPassword)`. */
export const updateUserPwd = (oldPassword: string, newPassword: string): YudaoCall => ({
  api: 'updateUserPwd', source: `${API}; ${PROFILE}/resetPwd.vue submit()`, method: 'put', url: '/system/user/profile/update-password', data: { oldPassword, newPassword },
});

/**
 * The import dialog's el-upload: POST to `/system/user/import?updateSupport=` + the checkbox's value (0 until
 * ticked, then true), field `file`; handleFileSuccess reads createUsernames, updateUsernames and failureUsernames.
 */
export const importUsers = (content: Buffer, updateSupport: 0 | boolean = 0): YudaoCall => ({
  api: 'el-upload (user import)', source: `${VIEW} upload.url, submitFileForm(), handleFileSuccess()`,
  method: 'post', url: `/system/user/import?updateSupport=${updateSupport}`, upload: { field: 'file', filename: '用户导入模板.xlsx', content },
  reads: ['createUsernames', 'updateUsernames', 'failureUsernames'],
});

/**
 * userAvatar.vue uploadImg(): the cropper's blob (a PNG, sent by FormData under the name `blob`) as `avatarFile`,
 * by `uploadAvatar(formData)`: a PUT; `store.commit('SET_AVATAR', resp.data)` shows `data` as the avatar's address.
 */
export const uploadAvatar = (png: Buffer): YudaoCall => ({
  api: 'uploadAvatar', source: `${API}; ${PROFILE}/userAvatar.vue uploadImg()`,
  method: 'put', url: '/system/user/profile/update-avatar', upload: { field: 'avatarFile', filename: 'blob', content: png, contentType: 'image/png' }, reads: ['.'],
});
