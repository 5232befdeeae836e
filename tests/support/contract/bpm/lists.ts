import type { YudaoCall } from '../call.ts';

/** A picked day range as addBeginAndEndTime(params, range, 'createTime') sends it. */
type Range = { beginCreateTime?: string; endCreateTime?: string };

/** 我的流程 getList(): every select null until used. */
export const getMyProcessInstancePage = (query: Range & { result?: number | '' } = {}): YudaoCall => ({
  api: 'getMyProcessInstancePage', source: 'src/api/bpm/processInstance.js; src/views/bpm/processInstance/index.vue getList()', method: 'get',
  url: '/bpm/process-instance/my-page', params: { pageNo: 1, pageSize: 10, name: null, processDefinitionId: null, category: null, status: null, result: null, ...query },
  reads: ['total', 'list[].id', 'list[].name', 'list[].category', 'list[].status', 'list[].result', 'list[].createTime', 'list[].tasks'],
});

/** 待办任务 / 已办任务 getList(). */
export const getTaskPage = (which: 'todo' | 'done', query: Range & { name?: string } = {}): YudaoCall => ({
  api: which === 'todo' ? 'getTodoTaskPage' : 'getDoneTaskPage', source: `src/api/bpm/task.js; src/views/bpm/task/${which}.vue getList()`, method: 'get',
  url: `/bpm/task/${which}-page`, params: { pageNo: 1, pageSize: 10, name: null, ...query },
  reads: ['total', 'list[].id', 'list[].name', 'list[].createTime', 'list[].processInstance.id', 'list[].processInstance.name', 'list[].processInstance.startUserNickname',
    ...(which === 'done' ? ['list[].result', 'list[].reason', 'list[].endTime'] : ['list[].suspensionState'])],
});

/** 流程定义 getList(): opened from a model's 流程定义 with `?key=`. */
export const getProcessDefinitionPage = (key: string): YudaoCall => ({
  api: 'getProcessDefinitionPage', source: 'src/api/bpm/definition.js; src/views/bpm/definition/index.vue created(), getList()', method: 'get',
  url: '/bpm/process-definition/page', params: { pageNo: 1, pageSize: 10, key },
  reads: ['total', 'list[].id', 'list[].name', 'list[].version', 'list[].suspensionState', 'list[].formType', 'list[].deploymentTime'],
});

/** 请假 getList(): type and result from dictionaries, the reason typed. */
export const getLeavePage = (query: Range & { type?: number | ''; result?: number | ''; reason?: string } = {}): YudaoCall => ({
  api: 'getLeavePage', source: 'src/api/bpm/leave.js; src/views/bpm/oa/leave/index.vue getList()', method: 'get', url: '/bpm/oa/leave/page',
  params: { pageNo: 1, pageSize: 10, result: null, type: null, reason: null, ...query },
  reads: ['total', 'list[].id', 'list[].type', 'list[].reason', 'list[].startTime', 'list[].endTime', 'list[].result', 'list[].processInstanceId', 'list[].createTime'],
});

/** 发起请假 submitForm(): the dates as el-date-picker's value-format="timestamp". */
export const createLeave = (form: { type: number; reason: string; startTime: number; endTime: number }): YudaoCall => ({
  api: 'createLeave', source: 'src/api/bpm/leave.js; src/views/bpm/oa/leave/create.vue submitForm()', method: 'post', url: '/bpm/oa/leave/create', data: form, reads: ['.'],
});

export const getLeave = (id: number): YudaoCall => ({
  api: 'getLeave', source: 'src/api/bpm/leave.js; src/views/bpm/oa/leave/detail.vue getDetail()', method: 'get', url: `/bpm/oa/leave/get?id=${id}`,
  reads: ['id', 'type', 'reason', 'startTime', 'endTime'],
});

/** 用户组 getList(). */
export const getUserGroupPage: YudaoCall = {
  api: 'getUserGroupPage', source: 'src/api/bpm/userGroup.js; src/views/bpm/group/index.vue getList()', method: 'get', url: '/bpm/user-group/page',
  params: { pageNo: 1, pageSize: 10, name: null, status: null, tenantId: null }, reads: ['total'],
};

/** 任务分配规则 of a model (taskAssignRuleDialog.vue initModel()). */
export const getTaskAssignRuleList = (modelId: number): YudaoCall => ({
  api: 'getTaskAssignRuleList', source: 'src/api/bpm/taskAssignRule.js; src/views/bpm/taskAssignRule/taskAssignRuleDialog.vue initModel()', method: 'get',
  url: '/bpm/task-assign-rule/list', params: { modelId }, reads: ['[].taskDefinitionKey', '[].taskDefinitionName', '[].type', '[].options'],
});
