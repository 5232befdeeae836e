import type { MenuSeed } from '../types';
import { crud, dir, page } from './builders';

/** 系统管理: users, roles, menus, tenants, logs, messages, OAuth 2.0 and the rest of yudao's system module. */
export const systemMenus: MenuSeed[] = [
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
    { id: 106, parentId: 3, sort: 8, name: '租户套餐', path: 'tenant-package', component: 'system/tenantPackage/index', componentName: 'SystemTenantPackage', permission: 'system:tenant-package:query', icon: 'eye' },
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
    { id: 191, parentId: 190, sort: 1, name: '短信渠道', path: 'sms-channel', component: 'system/sms/smsChannel', componentName: 'SystemSmsChannel', permission: 'system:sms-channel:query', icon: 'phone' },
    crud('system:sms-channel', '短信渠道', ['query', 'create', 'update', 'delete']),
  ),
  ...page(
    { id: 192, parentId: 190, sort: 2, name: '短信模板', path: 'sms-template', component: 'system/sms/smsTemplate', componentName: 'SystemSmsTemplate', permission: 'system:sms-template:query', icon: 'phone' },
    // 测试: the template test send (issue 18 leftover).
    [...crud('system:sms-template', '短信模板', ['query', 'create', 'update', 'delete', 'export']), ['system:sms-template:send-sms', '短信模板发送']],
  ),
  ...page(
    { id: 193, parentId: 190, sort: 3, name: '短信日志', path: 'sms-log', component: 'system/sms/smsLog', componentName: 'SystemSmsLog', permission: 'system:sms-log:query', icon: 'log' },
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
