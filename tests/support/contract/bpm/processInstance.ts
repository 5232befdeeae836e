import type { YudaoCall } from '../call.ts';

const CREATE = 'src/views/bpm/processInstance/create.vue';
const DETAIL = 'src/views/bpm/processInstance/detail.vue';

/** getList() of 发起流程: the active definitions; handleSelect() renders the chosen one's form. */
export const getProcessDefinitionList: YudaoCall = {
  api: 'getProcessDefinitionList', source: `src/api/bpm/definition.js; ${CREATE} getList()`, method: 'get', url: '/bpm/process-definition/list',
  params: { suspensionState: 1 }, reads: ['[].id', '[].name', '[].category', '[].version'],
};

/** submitForm(): the parser's values as the process variables. */
export const createProcessInstance = (processDefinitionId: string, variables: Record<string, unknown>): YudaoCall => ({
  api: 'createProcessInstance', source: `src/api/bpm/processInstance.js; ${CREATE} submitForm()`, method: 'post', url: '/bpm/process-instance/create',
  data: { processDefinitionId, variables }, reads: ['.'],
});

/** getDetail(): the form of a formType 10 definition is rendered with the instance's variables. */
export const getProcessInstance = (id: string): YudaoCall => ({
  api: 'getProcessInstance', source: `src/api/bpm/processInstance.js; ${DETAIL} getDetail()`, method: 'get', url: `/bpm/process-instance/get?id=${id}`,
  reads: ['id', 'name', 'status', 'result', 'startUser.nickname', 'processDefinition.id', 'processDefinition.formType', 'processDefinition.formConf',
    'processDefinition.formFields', 'formVariables'],
});

/** created(): the people of the 转派审批人 dialog. */
export const listSimpleUsers: YudaoCall = {
  api: 'listSimpleUsers', source: `src/api/system/user.js; ${DETAIL} created()`, method: 'get', url: '/system/user/list-all-simple', reads: ['[].id', '[].nickname'],
};

/** getDetail(): 审批记录, and the tasks the signed-in user decides (result 1, assigneeUser theirs). */
export const getTaskListByProcessInstanceId = (processInstanceId: string): YudaoCall => ({
  api: 'getTaskListByProcessInstanceId', source: `src/api/bpm/task.js; ${DETAIL} getDetail()`, method: 'get',
  url: `/bpm/task/list-by-process-instance-id?processInstanceId=${processInstanceId}`, reads: ['[].id', '[].name', '[].result', '[].createTime'],
});

/** submitUpdateAssigneeForm(): 转派 to someone of listSimpleUsers. */
export const updateTaskAssignee = (id: string, assigneeUserId: number): YudaoCall => ({
  api: 'updateTaskAssignee', source: `src/api/bpm/task.js; ${DETAIL} submitUpdateAssigneeForm()`, method: 'put', url: '/bpm/task/update-assignee',
  data: { id, assigneeUserId },
});

/** handleAudit(task, true): 通过 with the reason typed. */
export const approveTask = (id: string, reason: string): YudaoCall => ({
  api: 'approveTask', source: `src/api/bpm/task.js; ${DETAIL} handleAudit()`, method: 'put', url: '/bpm/task/approve', data: { id, reason },
});
