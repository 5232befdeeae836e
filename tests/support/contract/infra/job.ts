import type { YudaoCall } from '../call.ts';

const JOB = 'src/api/infra/job.js; src/views/infra/job/index.vue';
const LOG = 'src/api/infra/jobLog.js; src/views/infra/job/log.vue';

export const listJob = (query: { name?: string; status?: number | ''; handlerName?: string } = {}): YudaoCall => ({
  api: 'listJob', source: `${JOB} getList()`, method: 'get', url: '/infra/job/page',
  params: { pageNo: 1, pageSize: 10, name: undefined, status: undefined, handlerName: undefined, ...query },
  reads: ['total', 'list[].id', 'list[].name', 'list[].status', 'list[].handlerName', 'list[].handlerParam', 'list[].cronExpression'],
});

/** 任务详细 and the edit form. */
export const getJob = (id: number): YudaoCall => ({
  api: 'getJob', source: `${JOB} handleView(), handleUpdate()`, method: 'get', url: `/infra/job/get?id=${id}`,
  reads: ['id', 'name', 'status', 'handlerName', 'cronExpression', 'retryCount', 'retryInterval', 'monitorTimeout', 'createTime'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'handlerName', 'cronExpression', 'retryCount', 'retryInterval'],
});

/** handleExport(): the list's query, paging left in. */
export const exportJob = (query: { name?: string } = {}): YudaoCall => ({
  ...listJob(query), api: 'exportJob', source: `${JOB} handleExport()`, url: '/infra/job/export-excel', reads: undefined, blob: true,
});

/** getList(): the day pickers' values with the day's bounds appended (beginTime / endTime of the run). */
export const getJobLogPage = (query: { jobId?: number; handlerName?: string; beginTime?: string; endTime?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'getJobLogPage', source: `${LOG} getList()`, method: 'get', url: '/infra/job-log/page',
  params: { pageNo: 1, pageSize: 10, handlerName: null, beginTime: undefined, endTime: undefined, status: null, ...query },
  reads: ['total'],
});

export const exportJobLogExcel = (query: { beginTime?: string; endTime?: string } = {}): YudaoCall => ({
  api: 'exportJobLogExcel', source: `${LOG} handleExport()`, method: 'get', url: '/infra/job-log/export-excel',
  params: { pageNo: undefined, pageSize: undefined, handlerName: null, status: null, ...query }, blob: true,
});
