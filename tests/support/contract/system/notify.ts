import type { YudaoCall } from '../call.ts';

/** 站内信管理 and the navbar's bell: read from yudao-ui-admin-vue2@882d559 (2023-01-29; see mail.ts). */
const AT = 'yudao-ui-admin-vue2@882d559';
const TEMPLATE = `${AT} src/api/system/notify/template.js; src/views/system/notify/template/index.vue`;
const MESSAGE = `${AT} src/api/system/notify/message.js`;

type TemplateQuery = { name?: string; code?: string; status?: number | ''; createTime?: string[] };

export const getNotifyTemplatePage = (query: TemplateQuery = {}): YudaoCall => ({
  api: 'getNotifyTemplatePage', source: `${TEMPLATE} getList()`, method: 'get', url: '/system/notify-template/page',
  params: { pageNo: 1, pageSize: 10, name: null, status: null, code: null, title: null, createTime: [], ...query },
  reads: ['total', 'list[].id', 'list[].code', 'list[].name', 'list[].type', 'list[].nickname', 'list[].content', 'list[].status', 'list[].remark', 'list[].createTime', 'list[].params'],
});

/** reset(): `params: undefined`, `status: 0`; the type from a select of system_notify_template_type (parseInt). */
export const createNotifyTemplate = (form: { name: string; code: string; nickname: string; content: string; type: number }): YudaoCall => ({
  api: 'createNotifyTemplate', source: `${TEMPLATE} handleAdd(), submitForm()`, method: 'post', url: '/system/notify-template/create',
  data: { id: undefined, params: undefined, status: 0, remark: undefined, ...form }, reads: ['.'],
});

export const getNotifyTemplate = (id: number): YudaoCall => ({
  api: 'getNotifyTemplate', source: `${TEMPLATE} handleUpdate()`, method: 'get', url: `/system/notify-template/get?id=${id}`,
  reads: ['id', 'name', 'code', 'nickname', 'content', 'type', 'params', 'status'],
});

export const updateNotifyTemplate = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateNotifyTemplate', source: `${TEMPLATE} handleUpdate(), submitForm()`, method: 'put', url: '/system/notify-template/update', data: { ...got, ...changes },
});

export const deleteNotifyTemplate = (id: number): YudaoCall => ({
  api: 'deleteNotifyTemplate', source: `${TEMPLATE} handleDelete()`, method: 'delete', url: `/system/notify-template/delete?id=${id}`,
});

/** handleExport(): the list's query, paging included. */
export const exportNotifyTemplateExcel = (query: TemplateQuery = {}): YudaoCall => ({
  ...getNotifyTemplatePage(query), api: 'exportNotifyTemplateExcel', source: `${TEMPLATE} handleExport()`, url: '/system/notify-template/export-excel', reads: undefined, blob: true,
});

/** handleSendNotify(row) + submitSendNotifyForm(): the whole form, the receiver from the user select (listSimpleUsers). */
export const sendNotify = (row: { content: string; params: string[]; code: string }, userId: number, templateParams: Record<string, string>): YudaoCall => ({
  api: 'sendNotify', source: `${TEMPLATE} handleSendNotify(), submitSendNotifyForm()`, method: 'post', url: '/system/notify-template/send-notify',
  data: { content: row.content, params: row.params, userId, templateCode: row.code, templateParams }, reads: ['.'],
});

/** 消息记录 (views/system/notify/message/index.vue getList(); the 详细 dialog shows the row). */
export const getNotifyMessagePage = (query: Record<string, unknown> = {}): YudaoCall => ({
  api: 'getNotifyMessagePage', source: `${MESSAGE}; views/system/notify/message/index.vue getList()`, method: 'get', url: '/system/notify-message/page',
  params: { pageNo: 1, pageSize: 10, userId: null, userType: null, templateCode: null, templateType: null, createTime: [], ...query },
  reads: ['total', 'list[].id', 'list[].userId', 'list[].userType', 'list[].templateCode', 'list[].templateNickname', 'list[].templateContent',
    'list[].templateType', 'list[].templateParams', 'list[].readStatus', 'list[].readTime', 'list[].createTime'],
});

/** 我的站内信 (views/system/notify/my/index.vue getList()): `readStatus` from a 是/否 select (a boolean). */
export const getMyNotifyMessagePage = (query: { readStatus?: boolean | null; createTime?: string[] } = {}): YudaoCall => ({
  api: 'getMyNotifyMessagePage', source: `${MESSAGE}; views/system/notify/my/index.vue getList()`, method: 'get', url: '/system/notify-message/my-page',
  params: { pageNo: 1, pageSize: 10, readStatus: null, createTime: [], ...query },
  reads: ['total', 'list[].id', 'list[].templateNickname', 'list[].createTime', 'list[].templateType', 'list[].templateContent', 'list[].readStatus'],
});

/** 已读 of a row, or of the ticked rows: `qs.stringify({ids}, { indices: false })` in the url, no body. */
export const updateNotifyMessageRead = (ids: number[]): YudaoCall => ({
  api: 'updateNotifyMessageRead', source: `${MESSAGE}; views/system/notify/my/index.vue handleUpdate()`, method: 'put',
  url: `/system/notify-message/update-read?${ids.map((id) => `ids=${id}`).join('&')}`,
});

export const updateAllNotifyMessageRead: YudaoCall = {
  api: 'updateAllNotifyMessageRead', source: `${MESSAGE}; views/system/notify/my/index.vue handleUpdateAll()`, method: 'put', url: '/system/notify-message/update-all-read',
};

/** The bell (layout/components/Message): the popover's list, opened by a click. */
export const getUnreadNotifyMessageList: YudaoCall = {
  api: 'getUnreadNotifyMessageList', source: `${MESSAGE}; src/layout/components/Message/index.vue getList()`, method: 'get', url: '/system/notify-message/get-unread-list',
  reads: ['[].templateNickname', '[].createTime', '[].templateType', '[].templateContent'],
};

/** The bell's red dot, at start and every two minutes. */
export const getUnreadNotifyMessageCount: YudaoCall = {
  api: 'getUnreadNotifyMessageCount', source: `${MESSAGE}; src/layout/components/Message/index.vue getUnreadCount()`, method: 'get', url: '/system/notify-message/get-unread-count', reads: ['.'],
};
