import type { YudaoCall } from '../call.ts';

const ACCESS_API = 'src/api/infra/apiAccessLog.js';
const ACCESS_VIEW = 'src/views/infra/apiAccessLog/index.vue';
const ERROR_API = 'src/api/infra/apiErrorLog.js';
const ERROR_VIEW = 'src/views/infra/apiErrorLog/index.vue';

/** The inputs of the access log's search form: cleared ones are null (axios leaves them out). */
export interface AccessLogQuery {
  userId?: number | null;
  userType?: string | null;
  applicationName?: string | null;
  requestUrl?: string | null;
  /** 执行时长: at least this many milliseconds. */
  duration?: number | null;
  resultCode?: number | null;
  /** The 请求时间 daterange (value-format yyyy-MM-dd HH:mm:ss); [] when not picked. */
  beginTime?: string[];
}

/** queryParams of index.vue: paging and every filter, null when empty. */
const accessQuery = (query: AccessLogQuery) => ({
  pageNo: 1, pageSize: 10, userId: null, userType: null, applicationName: null, requestUrl: null, duration: null, resultCode: null, beginTime: [], ...query,
});

/** getList(): the table and the 详细 dialog (handleView shows the row) read these. */
export const getApiAccessLogPage = (query: AccessLogQuery = {}): YudaoCall => ({
  api: 'getApiAccessLogPage', source: `${ACCESS_API}; ${ACCESS_VIEW} getList(), handleView()`, method: 'get', url: '/infra/api-access-log/page', params: accessQuery(query),
  reads: [
    'total', 'list[].id', 'list[].traceId', 'list[].userId', 'list[].userType', 'list[].applicationName', 'list[].requestMethod', 'list[].requestUrl',
    'list[].requestParams', 'list[].userIp', 'list[].userAgent', 'list[].beginTime', 'list[].endTime', 'list[].duration', 'list[].resultCode', 'list[].resultMsg',
  ],
});

/** handleExport(): the query with pageNo / pageSize set to undefined. */
export const exportApiAccessLogExcel = (query: AccessLogQuery = {}): YudaoCall => ({
  api: 'exportApiAccessLogExcel', source: `${ACCESS_API}; ${ACCESS_VIEW} handleExport()`, method: 'get', url: '/infra/api-access-log/export-excel',
  params: { ...accessQuery(query), pageNo: undefined, pageSize: undefined }, blob: true,
});

export interface ErrorLogQuery {
  userId?: number | null;
  userType?: string | null;
  applicationName?: string | null;
  requestUrl?: string | null;
  processStatus?: string | null;
  exceptionTime?: string[];
}

const errorQuery = (query: ErrorLogQuery) => ({
  pageNo: 1, pageSize: 10, userId: null, userType: null, applicationName: null, requestUrl: null, processStatus: null, exceptionTime: [], ...query,
});

/** getList(): the table and the 详细 dialog read these. */
export const getApiErrorLogPage = (query: ErrorLogQuery = {}): YudaoCall => ({
  api: 'getApiErrorLogPage', source: `${ERROR_API}; ${ERROR_VIEW} getList(), handleView()`, method: 'get', url: '/infra/api-error-log/page', params: errorQuery(query),
  reads: [
    'total', 'list[].id', 'list[].traceId', 'list[].userId', 'list[].userType', 'list[].applicationName', 'list[].requestMethod', 'list[].requestUrl',
    'list[].requestParams', 'list[].userIp', 'list[].userAgent', 'list[].exceptionTime', 'list[].exceptionName', 'list[].exceptionStackTrace',
    'list[].processStatus', 'list[].processUserId', 'list[].processTime',
  ],
});

/** handleProcessClick(): 已处理 (1) or 已忽略 (2), in the query string, no body. */
export const updateApiErrorLogProcess = (id: number, processStatus: number): YudaoCall => ({
  api: 'updateApiErrorLogPage', source: `${ERROR_API}; ${ERROR_VIEW} handleProcessClick()`, method: 'put', url: `/infra/api-error-log/update-status?id=${id}&processStatus=${processStatus}`,
});

export const exportApiErrorLogExcel = (query: ErrorLogQuery = {}): YudaoCall => ({
  api: 'exportApiErrorLogExcel', source: `${ERROR_API}; ${ERROR_VIEW} handleExport()`, method: 'get', url: '/infra/api-error-log/export-excel',
  params: { ...errorQuery(query), pageNo: undefined, pageSize: undefined }, blob: true,
});
