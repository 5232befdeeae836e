import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/loginlog.js';
const VIEW = 'src/views/system/loginlog/index.vue';

export interface LoginLogQuery {
  userIp?: string;
  username?: string;
  /** The 状态 select: true 成功, false 失败; cleared, ''. */
  status?: boolean | '';
  /** addDateRange(queryParams, [day + ' 00:00:00', day + ' 23:59:59']) */
  beginTime?: string;
  endTime?: string;
}

/** queryParams after addDateRange(), which writes `params: {}` and the plain range into it (and so into the export). */
const loginLogQuery = (query: LoginLogQuery) => ({ pageNo: 1, pageSize: 10, userIp: undefined, username: undefined, status: undefined, ...query, params: {} });

/** getList(): the table shows id, logType, username, userIp, userAgent, result and createTime. */
export const list = (query: LoginLogQuery = {}): YudaoCall => ({
  api: 'list', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/login-log/page', params: loginLogQuery(query),
  reads: ['total', 'list[].id', 'list[].logType', 'list[].username', 'list[].userIp', 'list[].userAgent', 'list[].result', 'list[].createTime'],
});

/** handleExport(): `this.queryParams` as getList() left it, paging included. */
export const exportLoginLog = (query: LoginLogQuery = {}): YudaoCall => ({
  api: 'exportLoginLog', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/login-log/export', params: loginLogQuery(query), blob: true,
});
