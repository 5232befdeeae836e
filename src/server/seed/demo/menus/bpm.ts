import type { MenuSeed } from '../types';
import { crud, dir, page, hidden } from './builders';

/** 工作流: models, forms, rules, user groups, instances, tasks and the OA leave. */
export const bpmMenus: MenuSeed[] = [
  dir({ id: 2, parentId: 0, sort: 20, name: '工作流程', path: '/bpm', icon: 'tool' }),
  dir({ id: 51, parentId: 2, sort: 10, name: '流程管理', path: 'manager', icon: 'nested' }),
  ...page(
    { id: 130, parentId: 51, sort: 1, name: '流程表单', path: 'form', component: 'bpm/form/index', componentName: 'BpmForm', permission: 'bpm:form:query', icon: 'form' },
    crud('bpm:form', '表单', ['query', 'create', 'update', 'delete']),
  ),
  ...page({ id: 131, parentId: 51, sort: 2, name: '设计流程表单', path: 'form/edit', component: 'bpm/form/formEditor', componentName: 'BpmFormEditor', permission: 'bpm:form:update', icon: 'form', hidden, activeMenu: '/bpm/manager/form' }),
  ...page(
    { id: 132, parentId: 51, sort: 3, name: '流程模型', path: 'model', component: 'bpm/model/index', componentName: 'BpmModel', permission: 'bpm:model:query', icon: 'guide' },
    [
      ...crud('bpm:model', '模型', ['query', 'create', 'update', 'delete', 'import']),
      ['bpm:model:deploy', '模型发布'],
      ['bpm:task-assign-rule:query', '分配规则查询'],
      ['bpm:task-assign-rule:create', '分配规则新增'],
      ['bpm:task-assign-rule:update', '分配规则修改'],
    ],
  ),
  ...page({ id: 133, parentId: 51, sort: 4, name: '流程设计', path: 'model/design', component: 'bpm/model/modelEditor', componentName: 'BpmModelEditor', permission: 'bpm:model:update', icon: 'guide', hidden, activeMenu: '/bpm/manager/model' }),
  ...page(
    { id: 134, parentId: 51, sort: 5, name: '流程定义', path: 'definition', component: 'bpm/definition/index', componentName: 'BpmProcessDefinition', permission: 'bpm:process-definition:query', icon: 'list' },
    // issue 37: 终止 of anyone's instance (today's cancel-by-admin), for those who run the processes (流程管理), not for
    // whoever may follow their own (我的流程's buttons come with that page)
    [['bpm:process-instance:cancel-by-admin', '终止流程']],
  ),
  ...page(
    { id: 135, parentId: 51, sort: 6, name: '用户分组', path: 'user-group', component: 'bpm/group/index', componentName: 'BpmUserGroup', permission: 'bpm:user-group:query', icon: 'people' },
    crud('bpm:user-group', '用户组', ['query', 'create', 'update', 'delete']),
  ),
  // issue 37: process categories are rows (today's yudao's 流程分类; decision 91)
  ...page(
    { id: 241, parentId: 51, sort: 7, name: '流程分类', path: 'category', component: 'bpm/category/index', componentName: 'BpmCategory', permission: 'bpm:category:query', icon: 'nested' },
    crud('bpm:category', '分类', ['query', 'create', 'update', 'delete']),
  ),
  dir({ id: 52, parentId: 2, sort: 20, name: '任务管理', path: 'task', icon: 'cascader' }),
  ...page(
    { id: 136, parentId: 52, sort: 1, name: '我的流程', path: 'my', component: 'bpm/processInstance/index', componentName: 'BpmProcessInstanceMy', permission: 'bpm:process-instance:query', icon: 'people' },
    [...crud('bpm:process-instance', '流程实例', ['query']), ['bpm:process-instance:create', '发起流程'], ['bpm:process-instance:cancel', '取消流程'], ['bpm:process-definition:query', '流程定义查询']],
  ),
  ...page(
    { id: 137, parentId: 52, sort: 2, name: '待办任务', path: 'todo', component: 'bpm/task/todo', componentName: 'BpmTodoTask', permission: 'bpm:task:query', icon: 'eye-open' },
    [['bpm:task:query', '待办查询'], ['bpm:task:update', '任务审批']],
  ),
  ...page(
    { id: 138, parentId: 52, sort: 3, name: '已办任务', path: 'done', component: 'bpm/task/done', componentName: 'BpmDoneTask', permission: 'bpm:task:query', icon: 'eye' },
    [['bpm:task:query', '已办查询']],
  ),
  // issue 37: the instances copied to the user (today's yudao's 抄送我的)
  ...page({ id: 240, parentId: 52, sort: 4, name: '抄送我的', path: 'copy', component: 'bpm/task/copy', componentName: 'BpmProcessInstanceCopy', permission: 'bpm:process-instance-cc:query', icon: 'skill' }),
  // the link of every task message (issue 33): resolves a task to the page where it is done
  ...page({ id: 239, parentId: 52, sort: 5, name: '打开任务', path: 'open/:taskId', component: 'bpm/task/open', componentName: 'BpmTaskOpen', permission: 'bpm:task:query', icon: 'eye-open', hidden, activeMenu: '/bpm/task/todo' }),
  dir({ id: 53, parentId: 2, sort: 30, name: 'OA 示例', path: 'oa', icon: 'people' }),
  ...page(
    { id: 141, parentId: 53, sort: 1, name: '请假查询', path: 'leave', component: 'bpm/oa/leave/index', componentName: 'BpmOALeave', permission: 'bpm:oa-leave:query', icon: 'user' },
    [['bpm:oa-leave:query', '请假查询'], ['bpm:oa-leave:create', '请假申请']],
  ),
  ...page({ id: 142, parentId: 53, sort: 2, name: '发起请假', path: 'leave/create', component: 'bpm/oa/leave/create', componentName: 'BpmOALeaveCreate', permission: 'bpm:oa-leave:create', icon: 'form', hidden, activeMenu: '/bpm/oa/leave' }),
  ...page({ id: 143, parentId: 53, sort: 3, name: '查看请假', path: 'leave/detail', component: 'bpm/oa/leave/detail', componentName: 'BpmOALeaveDetail', permission: 'bpm:oa-leave:query', icon: 'form', hidden, activeMenu: '/bpm/oa/leave' }),
  ...page({ id: 139, parentId: 2, sort: 40, name: '发起流程', path: 'process-instance/create', component: 'bpm/processInstance/create', componentName: 'BpmProcessInstanceCreate', permission: 'bpm:process-instance:create', icon: 'form', hidden, activeMenu: '/bpm/task/my' }),
  ...page({ id: 140, parentId: 2, sort: 50, name: '流程详情', path: 'process-instance/detail', component: 'bpm/processInstance/detail', componentName: 'BpmProcessInstanceDetail', permission: 'bpm:process-instance:query', icon: 'form', hidden, activeMenu: '/bpm/task/my' }),
];
