import type { YudaoCall } from '../call.ts';

/**
 * 邮箱管理 of the vue2 client: it came after v1.6.2, so these calls are read from the commit that finished the mail and
 * in-site message pages (yudao-ui-admin-vue2@882d559, 2023-01-29), whose api files and views are as v1.6.2's style.
 */
const AT = 'yudao-ui-admin-vue2@882d559';
const ACCOUNT = `${AT} src/api/system/mail/account.js; src/views/system/mail/account/index.vue`;
const TEMPLATE = `${AT} src/api/system/mail/template.js; src/views/system/mail/template/index.vue`;
const LOG = `${AT} src/api/system/mail/log.js; src/views/system/mail/log/index.vue`;

/** getList(): queryParams with `mail` and `username` null until typed in (left out of the query). */
export const getMailAccountPage = (query: { mail?: string; username?: string } = {}): YudaoCall => ({
  api: 'getMailAccountPage', source: `${ACCOUNT} getList()`, method: 'get', url: '/system/mail-account/page',
  params: { pageNo: 1, pageSize: 10, mail: null, username: null, ...query },
  reads: ['total', 'list[].id', 'list[].mail', 'list[].username', 'list[].host', 'list[].port', 'list[].sslEnable', 'list[].createTime'],
});

/** handleAdd() + submitForm(): reset() gives `sslEnable: true`; the port comes from an el-input, as text. */
export const createMailAccount = (form: { mail: string; username: string; password: string; host: string; port: string; sslEnable?: boolean }): YudaoCall => ({
  api: 'createMailAccount', source: `${ACCOUNT} handleAdd(), submitForm()`, method: 'post', url: '/system/mail-account/create',
  data: { id: undefined, sslEnable: true, ...form }, reads: ['.'],
});

export const getMailAccount = (id: number): YudaoCall => ({
  api: 'getMailAccount', source: `${ACCOUNT} handleUpdate()`, method: 'get', url: `/system/mail-account/get?id=${id}`,
  reads: ['id', 'mail', 'username', 'host', 'port', 'sslEnable'],
});

/** submitForm() on an edit: the get answer with the form's changes (no password: the server never sent it). */
export const updateMailAccount = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateMailAccount', source: `${ACCOUNT} handleUpdate(), submitForm()`, method: 'put', url: '/system/mail-account/update', data: { ...got, ...changes },
});

export const deleteMailAccount = (id: number): YudaoCall => ({
  api: 'deleteMailAccount', source: `${ACCOUNT} handleDelete()`, method: 'delete', url: `/system/mail-account/delete?id=${id}`,
});

/** created() of the template and log pages: the account select and the 邮箱账号 column (`accountOptions.find`). */
export const getSimpleMailAccountList: YudaoCall = {
  api: 'getSimpleMailAccountList', source: `${TEMPLATE} created()`, method: 'get', url: '/system/mail-account/list-all-simple', reads: ['[].id', '[].mail'],
};

/** getList(): `createTime: []` until a range is picked (an empty array adds nothing to the query). */
export const getMailTemplatePage = (query: { name?: string; code?: string; accountId?: number | ''; status?: number | ''; createTime?: string[] } = {}): YudaoCall => ({
  api: 'getMailTemplatePage', source: `${TEMPLATE} getList()`, method: 'get', url: '/system/mail-template/page',
  params: { pageNo: 1, pageSize: 10, name: null, code: null, accountId: null, status: null, createTime: [], ...query },
  reads: ['total', 'list[].id', 'list[].code', 'list[].name', 'list[].title', 'list[].content', 'list[].accountId', 'list[].nickname', 'list[].status', 'list[].createTime', 'list[].params'],
});

/** reset(): `status: 0` (CommonStatusEnum.ENABLE); the content from the rich-text editor. */
export const createMailTemplate = (form: { name: string; code: string; accountId: number; nickname?: string; title: string; content: string }): YudaoCall => ({
  api: 'createMailTemplate', source: `${TEMPLATE} handleAdd(), submitForm()`, method: 'post', url: '/system/mail-template/create',
  data: { id: undefined, status: 0, remark: undefined, ...form }, reads: ['.'],
});

export const getMailTemplate = (id: number): YudaoCall => ({
  api: 'getMailTemplate', source: `${TEMPLATE} handleUpdate()`, method: 'get', url: `/system/mail-template/get?id=${id}`,
  reads: ['id', 'name', 'code', 'accountId', 'nickname', 'title', 'content', 'status', 'params'],
});

export const updateMailTemplate = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateMailTemplate', source: `${TEMPLATE} handleUpdate(), submitForm()`, method: 'put', url: '/system/mail-template/update', data: { ...got, ...changes },
});

export const deleteMailTemplate = (id: number): YudaoCall => ({
  api: 'deleteMailTemplate', source: `${TEMPLATE} handleDelete()`, method: 'delete', url: `/system/mail-template/delete?id=${id}`,
});

/**
 * handleSend(row) + submitSendForm(): the whole sendForm goes, the shown content and the parameter list included;
 * the answer (the log id) is shown in the toast.
 */
export const sendMail = (row: { content: string; params: string[]; code: string }, mail: string, templateParams: Record<string, string>): YudaoCall => ({
  api: 'sendMail', source: `${TEMPLATE} handleSend(), submitSendForm()`, method: 'post', url: '/system/mail-template/send-mail',
  data: { content: row.content, params: row.params, mail, templateCode: row.code, templateParams }, reads: ['.'],
});

/** getList(): every filter null and `sendTime: []` until used; the 详细 dialog shows the row itself. */
export const getMailLogPage = (query: Record<string, unknown> = {}): YudaoCall => ({
  api: 'getMailLogPage', source: `${LOG} getList(), handleView()`, method: 'get', url: '/system/mail-log/page',
  params: { pageNo: 1, pageSize: 10, userId: null, userType: null, toMail: null, accountId: null, templateId: null, sendStatus: null, sendTime: [], ...query },
  reads: ['total', 'list[].id', 'list[].sendTime', 'list[].toMail', 'list[].userType', 'list[].userId', 'list[].templateTitle', 'list[].sendStatus',
    'list[].fromMail', 'list[].accountId', 'list[].templateId', 'list[].templateCode', 'list[].templateNickname', 'list[].templateContent',
    'list[].templateParams', 'list[].sendMessageId', 'list[].sendException'],
});
