import type { MenuSeed } from './types';

/**
 * The demo menu tree in yudao's scheme: top-level directories (absolute path, no component) → pages (relative path,
 * component = view key) → buttons (permission only). A page's route is its ancestors' paths joined with '/'.
 *
 * Ids: top-level directories and standalone pages < 50, nested directories 50–99, pages 100–999, and the buttons of
 * page P are P*10+1 … P*10+9, so a page never has more than nine buttons and ids stay stable when buttons are added.
 *
 * Routes of SPEC §2.2 that yudao keeps as constant routes (dictionary data, job log, codegen edit, survey designer,
 * ...) are hidden pages here, under hidden directories where their first segment has no sidebar entry, so that
 * every screen has a permission code and a role that grants it.
 */

type ButtonSpec = readonly [permission: string, name: string];

const ACTION_LABELS: Record<string, string> = {
  list: '列表',
  query: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  export: '导出',
  import: '导入',
};

/** Buttons named like yudao's seed: resource label + action label (用户查询, 用户新增, ...). */
function crud(prefix: string, label: string, actions: readonly string[]): ButtonSpec[] {
  return actions.map((action) => [`${prefix}:${action}`, `${label}${ACTION_LABELS[action] ?? action}`] as const);
}

interface DirSpec {
  id: number;
  parentId: number;
  sort: number;
  name: string;
  path: string;
  icon: string;
  hidden?: boolean;
}

function dir(d: DirSpec): MenuSeed {
  return {
    id: d.id,
    name: d.name,
    type: 1,
    sort: d.sort,
    parentId: d.parentId,
    path: d.path,
    icon: d.icon,
    component: null,
    visible: !d.hidden,
    keepAlive: true,
    alwaysShow: !d.hidden,
  };
}

interface PageSpec {
  id: number;
  parentId: number;
  sort: number;
  name: string;
  path: string;
  component: string;
  componentName: string;
  permission: string;
  icon: string;
  /** detail, edit and standalone pages: not in the sidebar and not kept alive */
  hidden?: boolean;
  activeMenu?: string;
}

function page(p: PageSpec, buttons: readonly ButtonSpec[] = []): MenuSeed[] {
  if (buttons.length > 9) throw new Error(`menu ${p.id}: more than 9 buttons`);
  const self: MenuSeed = {
    id: p.id,
    name: p.name,
    permission: p.permission,
    type: 2,
    sort: p.sort,
    parentId: p.parentId,
    path: p.path,
    icon: p.icon,
    component: p.component,
    componentName: p.componentName,
    visible: !p.hidden,
    keepAlive: !p.hidden,
    ...(p.activeMenu ? { activeMenu: p.activeMenu } : {}),
  };
  const children = buttons.map(
    ([permission, name], i): MenuSeed => ({ id: p.id * 10 + i + 1, name, permission, type: 3, sort: i + 1, parentId: p.id }),
  );
  return [self, ...children];
}

const hidden = true;

const systemMenus: MenuSeed[] = [
  dir({ id: 3, parentId: 0, sort: 30, name: '系统管理', path: '/system', icon: 'system' }),
  ...page(
    { id: 100, parentId: 3, sort: 1, name: '用户管理', path: 'user', component: 'system/user/index', componentName: 'SystemUser', permission: 'system:user:list', icon: 'user' },
    [
      ...crud('system:user', '用户', ['query', 'create', 'update', 'delete', 'export', 'import']),
      ['system:user:update-password', '重置密码'],
      ['system:permission:assign-user-role', '分配角色'],
    ],
  ),
  ...page(
    { id: 101, parentId: 3, sort: 2, name: '角色管理', path: 'role', component: 'system/role/index', componentName: 'SystemRole', permission: 'system:role:query', icon: 'peoples' },
    [
      ...crud('system:role', '角色', ['query', 'create', 'update', 'delete', 'export']),
      ['system:permission:assign-role-menu', '设置角色菜单权限'],
      ['system:permission:assign-role-data-scope', '设置角色数据权限'],
    ],
  ),
  ...page(
    { id: 102, parentId: 3, sort: 3, name: '菜单管理', path: 'menu', component: 'system/menu/index', componentName: 'SystemMenu', permission: 'system:menu:query', icon: 'tree-table' },
    crud('system:menu', '菜单', ['query', 'create', 'update', 'delete']),
  ),
  // yudao's 部门管理 and 岗位管理 (issue 12): departments carry users and the roles' data scope.
  ...page(
    { id: 107, parentId: 3, sort: 4, name: '部门管理', path: 'dept', component: 'system/dept/index', componentName: 'SystemDept', permission: 'system:dept:query', icon: 'tree' },
    crud('system:dept', '部门', ['query', 'create', 'update', 'delete']),
  ),
  ...page(
    { id: 108, parentId: 3, sort: 5, name: '岗位管理', path: 'post', component: 'system/post/index', componentName: 'SystemPost', permission: 'system:post:query', icon: 'post' },
    crud('system:post', '岗位', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 103, parentId: 3, sort: 6, name: '字典管理', path: 'dict', component: 'system/dict/index', componentName: 'SystemDictType', permission: 'system:dict:query', icon: 'dict' },
    crud('system:dict', '字典', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 104, parentId: 3, sort: 7, name: '租户管理', path: 'tenant', component: 'system/tenant/index', componentName: 'SystemTenant', permission: 'system:tenant:query', icon: 'peoples' },
    crud('system:tenant', '租户', ['query', 'create', 'update', 'delete', 'export']),
  ),
  // Beside 租户管理 (yudao nests both under a 租户管理 directory; 104 was a page before packages existed).
  ...page(
    { id: 106, parentId: 3, sort: 8, name: '租户套餐', path: 'tenant-package', component: 'system/tenant/package/index', componentName: 'SystemTenantPackage', permission: 'system:tenant-package:query', icon: 'eye' },
    crud('system:tenant-package', '租户套餐', ['query', 'create', 'update', 'delete']),
  ),
  dir({ id: 50, parentId: 3, sort: 9, name: '审计日志', path: 'log', icon: 'log' }),
  ...page(
    { id: 105, parentId: 50, sort: 1, name: '登录日志', path: 'login-log', component: 'system/loginlog/index', componentName: 'SystemLoginLog', permission: 'system:login-log:query', icon: 'logininfor' },
    crud('system:login-log', '登录日志', ['query', 'export']),
  ),
  // yudao's 操作日志 and 通知公告 (issue 12): the log every API write leaves, and notices of a tenant.
  ...page(
    { id: 109, parentId: 50, sort: 2, name: '操作日志', path: 'operate-log', component: 'system/operatelog/index', componentName: 'SystemOperateLog', permission: 'system:operate-log:query', icon: 'form' },
    crud('system:operate-log', '操作日志', ['query', 'export']),
  ),
  ...page(
    { id: 170, parentId: 3, sort: 10, name: '通知公告', path: 'notice', component: 'system/notice/index', componentName: 'SystemNotice', permission: 'system:notice:query', icon: 'message' },
    crud('system:notice', '公告', ['query', 'create', 'update', 'delete']),
  ),
  // yudao's 错误码管理 and 敏感词 (issue 12): the server's codes and the messages administrators give them; the words
  // validate-text finds.
  ...page(
    { id: 175, parentId: 3, sort: 11, name: '错误码管理', path: 'error-code', component: 'system/errorCode/index', componentName: 'SystemErrorCode', permission: 'system:error-code:query', icon: 'code' },
    crud('system:error-code', '错误码', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 176, parentId: 3, sort: 12, name: '敏感词', path: 'sensitive-word', component: 'system/sensitiveWord/index', componentName: 'SystemSensitiveWord', permission: 'system:sensitive-word:query', icon: 'education' },
    crud('system:sensitive-word', '敏感词', ['query', 'create', 'update', 'delete', 'export']),
  ),
  // yudao's 短信管理 and OAuth 2.0 (issue 18): SMS sign-in's channels, templates and send log (where the LOG
  // channel's codes are read), and the applications that sign users in through us with their live tokens.
  dir({ id: 190, parentId: 3, sort: 13, name: '短信管理', path: 'sms', icon: 'validCode' }),
  ...page(
    { id: 191, parentId: 190, sort: 1, name: '短信渠道', path: 'sms-channel', component: 'system/sms/channel/index', componentName: 'SystemSmsChannel', permission: 'system:sms-channel:query', icon: 'phone' },
    crud('system:sms-channel', '短信渠道', ['query', 'create', 'update', 'delete']),
  ),
  ...page(
    { id: 192, parentId: 190, sort: 2, name: '短信模板', path: 'sms-template', component: 'system/sms/template/index', componentName: 'SystemSmsTemplate', permission: 'system:sms-template:query', icon: 'phone' },
    // 测试: the template test send (issue 18 leftover).
    [...crud('system:sms-template', '短信模板', ['query', 'create', 'update', 'delete', 'export']), ['system:sms-template:send-sms', '短信模板发送']],
  ),
  ...page(
    { id: 193, parentId: 190, sort: 3, name: '短信日志', path: 'sms-log', component: 'system/sms/log/index', componentName: 'SystemSmsLog', permission: 'system:sms-log:query', icon: 'log' },
    crud('system:sms-log', '短信日志', ['query', 'export']),
  ),
  dir({ id: 194, parentId: 3, sort: 14, name: 'OAuth 2.0', path: 'oauth2', icon: 'people' }),
  ...page(
    { id: 195, parentId: 194, sort: 1, name: '应用管理', path: 'application', component: 'system/oauth2/client/index', componentName: 'SystemOAuth2Client', permission: 'system:oauth2-client:query', icon: 'tool' },
    crud('system:oauth2-client', '客户端', ['query', 'create', 'update', 'delete']),
  ),
  ...page(
    { id: 196, parentId: 194, sort: 2, name: '令牌管理', path: 'token', component: 'system/oauth2/token/index', componentName: 'SystemOAuth2Token', permission: 'system:oauth2-token:page', icon: 'lock' },
    [['system:oauth2-token:page', '令牌列表'], ['system:oauth2-token:delete', '令牌删除']],
  ),
  // yudao's 邮箱管理 and 站内信管理 (issue 12, docs/messages.md): mail sent through an account's SMTP server from a
  // template, its log; in-site templates and every user's messages (the navbar's bell reads one's own).
  dir({ id: 230, parentId: 3, sort: 16, name: '邮箱管理', path: 'mail', icon: 'email' }),
  ...page(
    { id: 231, parentId: 230, sort: 1, name: '邮箱账号', path: 'mail-account', component: 'system/mail/account/index', componentName: 'SystemMailAccount', permission: 'system:mail-account:query', icon: 'user' },
    crud('system:mail-account', '账号', ['query', 'create', 'update', 'delete']),
  ),
  ...page(
    { id: 232, parentId: 230, sort: 2, name: '邮件模版', path: 'mail-template', component: 'system/mail/template/index', componentName: 'SystemMailTemplate', permission: 'system:mail-template:query', icon: 'education' },
    [...crud('system:mail-template', '模版', ['query', 'create', 'update', 'delete']), ['system:mail-template:send-mail', '测试发送']],
  ),
  ...page(
    { id: 233, parentId: 230, sort: 3, name: '邮件记录', path: 'mail-log', component: 'system/mail/log/index', componentName: 'SystemMailLog', permission: 'system:mail-log:query', icon: 'log' },
    crud('system:mail-log', '日志', ['query']),
  ),
  dir({ id: 234, parentId: 3, sort: 17, name: '站内信管理', path: 'notify', icon: 'message' }),
  ...page(
    { id: 235, parentId: 234, sort: 1, name: '模板管理', path: 'notify-template', component: 'system/notify/template/index', componentName: 'SystemNotifyTemplate', permission: 'system:notify-template:query', icon: 'education' },
    [...crud('system:notify-template', '站内信模板', ['query', 'create', 'update', 'delete', 'export']), ['system:notify-template:send-notify', '发送测试站内信']],
  ),
  ...page(
    { id: 236, parentId: 234, sort: 2, name: '消息记录', path: 'notify-message', component: 'system/notify/message/index', componentName: 'SystemNotifyMessage', permission: 'system:notify-message:query', icon: 'edit' },
    crud('system:notify-message', '站内信消息', ['query']),
  ),
  // yudao's 社交管理 (issue 18): the tenant's OAuth2 / OIDC providers (the province's included) and the accounts they vouched for.
  dir({ id: 220, parentId: 3, sort: 18, name: '社交管理', path: 'social', icon: 'people' }),
  ...page(
    { id: 221, parentId: 220, sort: 1, name: '社交客户端', path: 'client', component: 'system/social/client/index', componentName: 'SocialClient', permission: 'system:social-client:query', icon: 'tool' },
    crud('system:social-client', '社交客户端', ['query', 'create', 'update', 'delete']),
  ),
  ...page(
    { id: 222, parentId: 220, sort: 2, name: '社交用户', path: 'user', component: 'system/social/user/index', componentName: 'SocialUser', permission: 'system:social-user:query', icon: 'user' },
    crud('system:social-user', '社交用户', ['query']),
  ),
];

const infraMenus: MenuSeed[] = [
  dir({ id: 4, parentId: 0, sort: 40, name: '基础设施', path: '/infra', icon: 'monitor' }),
  ...page(
    { id: 110, parentId: 4, sort: 1, name: '配置管理', path: 'config', component: 'infra/config/index', componentName: 'InfraConfig', permission: 'infra:config:query', icon: 'edit' },
    crud('infra:config', '参数', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 111, parentId: 4, sort: 2, name: '定时任务', path: 'job', component: 'infra/job/index', componentName: 'InfraJob', permission: 'infra:job:query', icon: 'job' },
    [...crud('infra:job', '任务', ['query', 'create', 'update', 'delete', 'export']), ['infra:job:trigger', '任务触发']],
  ),
  ...page(
    { id: 112, parentId: 4, sort: 3, name: '代码生成', path: 'codegen', component: 'infra/codegen/index', componentName: 'InfraCodegen', permission: 'infra:codegen:query', icon: 'code' },
    [
      ...crud('infra:codegen', '生成', ['query', 'create', 'update', 'delete']),
      ['infra:codegen:preview', '预览代码'],
      ['infra:codegen:download', '生成代码'],
      // Ours (docs/codegen.md): add the resource to the running platform, and take it away again.
      ['infra:codegen:generate', '生成到平台'],
      ['infra:codegen:remove', '移除生成'],
    ],
  ),
  ...page(
    { id: 113, parentId: 4, sort: 4, name: '文件列表', path: 'file', component: 'infra/file/index', componentName: 'InfraFile', permission: 'infra:file:query', icon: 'upload' },
    crud('infra:file', '文件', ['query', 'delete']),
  ),
  // yudao's 文件配置 (issue 19): the storages uploads go to; written by the platform tenant only.
  ...page(
    { id: 114, parentId: 4, sort: 5, name: '文件配置', path: 'file-config', component: 'infra/fileConfig/index', componentName: 'InfraFileConfig', permission: 'infra:file-config:query', icon: 'config' },
    crud('infra:file-config', '文件配置', ['query', 'create', 'update', 'delete']),
  ),
  // yudao's API 接口 (infra/swagger): our Swagger UI when DOC_ENABLED, a notice otherwise (docs/codegen.md).
  ...page(
    { id: 200, parentId: 4, sort: 6, name: 'API 接口', path: 'swagger', component: 'infra/swagger/index', componentName: 'InfraSwagger', permission: 'infra:swagger:list', icon: 'documentation' },
    [],
  ),
  // yudao's 数据源配置 (issue 12): the databases the code generator imports tables from (master and further ones).
  ...page(
    { id: 238, parentId: 4, sort: 7, name: '数据源配置', path: 'data-source-config', component: 'infra/dataSourceConfig/index', componentName: 'InfraDataSourceConfig', permission: 'infra:data-source-config:query', icon: 'rate' },
    crud('infra:data-source-config', '数据源配置', ['query', 'create', 'update', 'delete']),
  ),
  // yudao's API 日志 (issue 12): every API request, and every unexpected error with its stack.
  dir({ id: 58, parentId: 4, sort: 8, name: 'API 日志', path: 'log', icon: 'log' }),
  ...page(
    { id: 118, parentId: 58, sort: 1, name: '访问日志', path: 'api-access-log', component: 'infra/apiAccessLog/index', componentName: 'InfraApiAccessLog', permission: 'infra:api-access-log:query', icon: 'log' },
    crud('infra:api-access-log', 'API 访问日志', ['query', 'export']),
  ),
  ...page(
    { id: 119, parentId: 58, sort: 2, name: '错误日志', path: 'api-error-log', component: 'infra/apiErrorLog/index', componentName: 'InfraApiErrorLog', permission: 'infra:api-error-log:query', icon: 'log' },
    [...crud('infra:api-error-log', 'API 错误日志', ['query', 'export']), ['infra:api-error-log:update-status', 'API 错误日志处理']],
  ),
];

const rendaMenus: MenuSeed[] = [
  dir({ id: 1, parentId: 0, sort: 10, name: '履职管理', path: '/renda', icon: 'documentation' }),
  ...page(
    { id: 120, parentId: 1, sort: 1, name: '问卷管理', path: 'survey', component: 'renda/survey/index', componentName: 'RendaSurvey', permission: 'renda:survey:query', icon: 'form' },
    [
      ...crud('renda:survey', '问卷', ['query', 'create', 'update', 'delete', 'export']),
      ['renda:survey:publish', '问卷发布'],
      ['renda:survey:revoke', '问卷撤回'],
      ['renda:survey:finish', '问卷结束'],
      ['renda:survey:statistics', '问卷统计'],
    ],
  ),
  ...page(
    { id: 121, parentId: 1, sort: 2, name: '问题管理', path: 'question', component: 'renda/question/index', componentName: 'RendaQuestion', permission: 'renda:question:query', icon: 'list' },
    crud('renda:question', '问题', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 122, parentId: 1, sort: 3, name: '答卷管理', path: 'answer', component: 'renda/answer/index', componentName: 'RendaAnswer', permission: 'renda:answer:query', icon: 'edit' },
    crud('renda:answer', '答卷', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 123, parentId: 1, sort: 4, name: '代表小组', path: 'group', component: 'renda/group/index', componentName: 'RendaGroup', permission: 'renda:group:query', icon: 'people' },
    [...crud('renda:group', '小组', ['query', 'create', 'update', 'delete', 'export']), ['renda:group:update-user', '小组成员维护']],
  ),
  ...page(
    { id: 124, parentId: 1, sort: 5, name: '选区管理', path: 'selection', component: 'renda/selection/index', componentName: 'RendaSelection', permission: 'renda:area:query', icon: 'tree' },
    // the deputy roster calls (docs/deputies.md): deputies by area, number and record
    [...crud('renda:area', '选区', ['query', 'create', 'update', 'delete', 'export']), ['renda:deputy:query', '代表查询']],
  ),
  ...page(
    { id: 125, parentId: 1, sort: 6, name: '建议议案', path: 'proposal', component: 'renda/proposal/index', componentName: 'RendaProposal', permission: 'renda:proposal:query', icon: 'documentation' },
    [...crud('renda:proposal', '建议', ['query', 'create', 'update', 'delete', 'export']), ['renda:proposal:print', '建议打印'],
      // the liaison staff's steps of the proposal process (docs/proposals.md)
      ['renda:proposal:review', '建议审核'], ['renda:proposal:assign', '建议交办']],
  ),
  // What an ordinary deputy sees: the surveys open to them and their own proposals (the staff lists above show all).
  ...page({ id: 126, parentId: 1, sort: 7, name: '我的问卷', path: 'my-survey', component: 'renda/survey/my', componentName: 'RendaMySurvey', permission: 'renda:my-survey:query', icon: 'form' }),
  ...page(
    { id: 127, parentId: 1, sort: 8, name: '我的建议', path: 'my-proposal', component: 'renda/proposal/my', componentName: 'RendaMyProposal', permission: 'renda:my-proposal:query', icon: 'edit' },
    [['renda:proposal:create', '提交建议'], ['renda:proposal:feedback', '建议评价']],
  ),
  // A handling unit's leader (role handler): the proposals given to their units, and the reply
  ...page(
    { id: 128, parentId: 1, sort: 9, name: '办理建议', path: 'handle-proposal', component: 'renda/proposal/handle', componentName: 'RendaProposalHandle', permission: 'renda:proposal-handle:query', icon: 'skill' },
    [['renda:proposal:reply', '建议答复']],
  ),
  // Annual duty reports (docs/reports.md): the staff list and review, and a deputy's own reports
  ...page(
    { id: 180, parentId: 1, sort: 10, name: '年度履职报告', path: 'report', component: 'renda/report/index', componentName: 'RendaReport', permission: 'renda:report:query', icon: 'documentation' },
    [...crud('renda:report', '报告', ['query', 'export']), ['renda:report:review', '报告审核']],
  ),
  ...page(
    { id: 181, parentId: 1, sort: 11, name: '我的年度报告', path: 'my-report', component: 'renda/report/my', componentName: 'RendaMyReport', permission: 'renda:my-report:query', icon: 'edit' },
    [['renda:report:create', '提交报告']],
  ),
  // Deputies' duty activities (docs/activities.md): the staff place them on the map and choose the participants
  ...page(
    { id: 210, parentId: 1, sort: 12, name: '履职活动', path: 'activity', component: 'renda/activity/index', componentName: 'RendaActivity', permission: 'renda:activity:query', icon: 'peoples' },
    crud('renda:activity', '活动', ['query', 'create', 'update', 'delete', 'export']),
  ),
];

const bpmMenus: MenuSeed[] = [
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
  ...page({ id: 134, parentId: 51, sort: 5, name: '流程定义', path: 'definition', component: 'bpm/definition/index', componentName: 'BpmProcessDefinition', permission: 'bpm:process-definition:query', icon: 'list' }),
  ...page(
    { id: 135, parentId: 51, sort: 6, name: '用户分组', path: 'user-group', component: 'bpm/group/index', componentName: 'BpmUserGroup', permission: 'bpm:user-group:query', icon: 'people' },
    crud('bpm:user-group', '用户组', ['query', 'create', 'update', 'delete']),
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

const otherMenus: MenuSeed[] = [
  dir({ id: 5, parentId: 0, sort: 50, name: '功能演示', path: '/demos', icon: 'example' }),
  ...page({ id: 160, parentId: 5, sort: 1, name: '代表选择演示', path: 'home', component: 'demos/home/index', componentName: 'DemosHome', permission: 'renda:demo:query', icon: 'people' }),
  // An external link: the shell opens http(s) entries in a new tab.
  { ...dir({ id: 6, parentId: 0, sort: 60, name: '项目仓库', path: 'https://github.com/YunaiV/ruoyi-vue-pro', icon: 'guide' }), alwaysShow: false },
];

/** Hidden directories and pages that give the fixed routes of SPEC §2.2 their exact paths. */
const routeMenus: MenuSeed[] = [
  dir({ id: 20, parentId: 0, sort: 100, name: '个人', path: '/user', icon: 'user', hidden }),
  ...page({ id: 150, parentId: 20, sort: 1, name: '个人中心', path: 'profile', component: 'system/user/profile/index', componentName: 'SystemUserProfile', permission: 'system:user-profile:query', icon: 'user', hidden }),
  // 我的站内信 (the bell's 查看全部): every signed-in role's, like the profile.
  ...page({ id: 237, parentId: 20, sort: 2, name: '我的站内信', path: 'notify-message', component: 'system/notify/my/index', componentName: 'MyNotifyMessage', permission: 'system:notify-message:my', icon: 'message', hidden }),
  dir({ id: 21, parentId: 0, sort: 101, name: '字典', path: '/dict', icon: 'dict', hidden }),
  ...page({ id: 151, parentId: 21, sort: 1, name: '字典数据', path: 'type/data/:dictId', component: 'system/dict/data', componentName: 'SystemDictData', permission: 'system:dict:query', icon: 'dict', hidden, activeMenu: '/system/dict' }),
  dir({ id: 22, parentId: 0, sort: 102, name: '选区', path: '/selection', icon: 'tree', hidden }),
  ...page({ id: 152, parentId: 22, sort: 1, name: '下级选区', path: 'type/index/:areaId', component: 'renda/selection/children', componentName: 'RendaSelectionChildren', permission: 'renda:area:query', icon: 'tree', hidden, activeMenu: '/renda/selection' }),
  dir({ id: 23, parentId: 0, sort: 103, name: '调度', path: '/job', icon: 'job', hidden }),
  ...page({ id: 153, parentId: 23, sort: 1, name: '调度日志', path: 'log', component: 'infra/job/log', componentName: 'InfraJobLog', permission: 'infra:job:query', icon: 'log', hidden, activeMenu: '/infra/job' }),
  dir({ id: 24, parentId: 0, sort: 104, name: '代码生成配置', path: '/codegen', icon: 'code', hidden }),
  ...page({ id: 154, parentId: 24, sort: 1, name: '修改生成配置', path: 'edit/:tableId', component: 'infra/codegen/editTable', componentName: 'InfraCodegenEditTable', permission: 'infra:codegen:update', icon: 'code', hidden, activeMenu: '/infra/codegen' }),
  dir({ id: 25, parentId: 0, sort: 105, name: '问卷', path: '/survey', icon: 'form', hidden }),
  ...page({ id: 155, parentId: 25, sort: 1, name: '问卷设计', path: 'design', component: 'renda/survey/design', componentName: 'RendaSurveyDesign', permission: 'renda:question:query', icon: 'form', hidden, activeMenu: '/renda/survey' }),
  ...page({ id: 156, parentId: 25, sort: 2, name: '问卷统计', path: 'statistics', component: 'renda/survey/statistics', componentName: 'RendaSurveyStatistics', permission: 'renda:survey:statistics', icon: 'chart', hidden, activeMenu: '/renda/survey' }),
  dir({ id: 26, parentId: 0, sort: 106, name: '建议', path: '/proposal', icon: 'documentation', hidden }),
  // The deputy picker (co-signers of a proposal; staff picking deputies): who holds the deputy role is not for everyone.
  ...page(
    { id: 157, parentId: 26, sort: 1, name: '提交建议', path: 'create', component: 'renda/proposal/create', componentName: 'RendaProposalCreate', permission: 'renda:proposal:create', icon: 'edit', hidden, activeMenu: '/renda/my-proposal' },
    [['system:user:deputy-picker', '选择代表']],
  ),
  ...page({ id: 158, parentId: 26, sort: 2, name: '建议详情', path: 'detail', component: 'renda/proposal/detail', componentName: 'RendaProposalDetail', permission: 'renda:my-proposal:query', icon: 'documentation', hidden, activeMenu: '/renda/my-proposal' }),
  ...page({ id: 159, parentId: 26, sort: 3, name: '建议流程详情', path: 'process-instance/detail', component: 'renda/proposal/processDetail', componentName: 'RendaProposalProcessDetail', permission: 'renda:my-proposal:query', icon: 'guide', hidden, activeMenu: '/renda/my-proposal' }),
  // Standalone pages without the shell (a top-level leaf renders bare, as in yudao): phone fill-in, print, previews.
  ...page({ id: 30, parentId: 0, sort: 110, name: '问卷填写', path: '/preview', component: 'renda/survey/preview', componentName: 'RendaSurveyPreview', permission: 'renda:answer:create', icon: 'form', hidden }),
  ...page({ id: 31, parentId: 0, sort: 111, name: '我的答卷', path: '/my-answer', component: 'renda/survey/myAnswer', componentName: 'RendaMyAnswer', permission: 'renda:my-answer:query', icon: 'form', hidden }),
  ...page({ id: 32, parentId: 0, sort: 112, name: '打印建议', path: '/print', component: 'renda/proposal/print', componentName: 'RendaProposalPrint', permission: 'renda:proposal:print', icon: 'documentation', hidden }),
  ...page({ id: 33, parentId: 0, sort: 113, name: '年度报告预览', path: '/preview-report', component: 'preview/report/index', componentName: 'PreviewReport', permission: 'renda:report:preview', icon: 'documentation', hidden }),
  ...page({ id: 34, parentId: 0, sort: 114, name: 'PDF 预览', path: '/preview-pdf', component: 'preview/pdf/index', componentName: 'PreviewPdf', permission: 'infra:file:preview', icon: 'pdf', hidden }),
];

export const menus: MenuSeed[] = [...rendaMenus, ...bpmMenus, ...systemMenus, ...infraMenus, ...otherMenus, ...routeMenus];
