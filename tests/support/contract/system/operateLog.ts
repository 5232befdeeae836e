import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/operatelog.js';
const VIEW = 'src/views/system/operatelog/index.vue';

export interface OperateLogQuery {
  /** 系统模块 and 操作人员 inputs: ruoyi's names, which yudao's server ignores (and so do we). */
  title?: string;
  operName?: string;
  /** The 类型 select: parseInt(dict.value) of system_operate_type. */
  type?: number | '';
  /** The 状态 select: true 成功, false 失败. */
  success?: boolean | '';
  beginTime?: string;
  endTime?: string;
}

/** queryParams after addDateRange(): paging, ruoyi's leftovers (title, operName, businessType, status), the filters. */
const operateLogQuery = (query: OperateLogQuery) => ({
  pageNo: 1, pageSize: 10, title: undefined, operName: undefined, businessType: undefined, status: undefined, ...query, params: {},
});

/** getList(): the table and the 详细 dialog (handleView shows the row) read these. */
export const listOperateLog = (query: OperateLogQuery = {}): YudaoCall => ({
  api: 'listOperateLog', source: `${API}; ${VIEW} getList(), handleView()`, method: 'get', url: '/system/operate-log/page', params: operateLogQuery(query),
  reads: [
    'total', 'list[].id', 'list[].module', 'list[].name', 'list[].type', 'list[].userNickname', 'list[].resultCode', 'list[].startTime',
    'list[].duration', 'list[].traceId', 'list[].userId', 'list[].userIp', 'list[].userAgent', 'list[].content', 'list[].exts',
    'list[].requestMethod', 'list[].requestUrl', 'list[].javaMethod', 'list[].javaMethodArgs', 'list[].resultData', 'list[].resultMsg',
  ],
});

/** handleExport(): addDateRange(queryParams, …) again, paging included. */
export const exportOperateLog = (query: OperateLogQuery = {}): YudaoCall => ({
  api: 'exportOperateLog', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/operate-log/export', params: operateLogQuery(query), blob: true,
});
