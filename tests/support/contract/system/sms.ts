import type { YudaoCall } from '../call.ts';

const CHANNEL = 'src/api/system/sms/smsChannel.js; src/views/system/sms/smsChannel.vue';
const TEMPLATE = 'src/api/system/sms/smsTemplate.js; src/views/system/sms/smsTemplate.vue';
const LOG = 'src/api/system/sms/smsLog.js; src/views/system/sms/smsLog.vue';

/** getList(): `signature` and `status` null until used. */
export const getSmsChannelPage = (query: { signature?: string; status?: number | '' } = {}): YudaoCall => ({
  api: 'getSmsChannelPage', source: `${CHANNEL} getList()`, method: 'get', url: '/system/sms-channel/page',
  params: { pageNo: 1, pageSize: 10, signature: null, status: null, ...query },
  reads: ['total', 'list[].id', 'list[].signature', 'list[].code', 'list[].status', 'list[].remark', 'list[].apiKey', 'list[].apiSecret', 'list[].callbackUrl', 'list[].createTime'],
});

/** handleUpdate(): the form's rules require signature, code, status and apiKey. */
export const getSmsChannel = (id: number): YudaoCall => ({
  api: 'getSmsChannel', source: `${CHANNEL} handleUpdate()`, method: 'get', url: `/system/sms-channel/get?id=${id}`,
  reads: ['id', 'signature', 'code', 'status', 'remark', 'apiKey', 'apiSecret', 'callbackUrl'], requires: ['signature', 'code', 'status', 'apiKey'],
});

/** submitForm() of an edit: the `get` answer as the form holds it. */
export const updateSmsChannel = (form: Record<string, unknown>): YudaoCall => ({
  api: 'updateSmsChannel', source: `${CHANNEL} submitForm()`, method: 'put', url: '/system/sms-channel/update', data: form,
});

/** The template page's channel select (created()). */
export const getSimpleSmsChannels: YudaoCall = {
  api: 'getSimpleSmsChannels', source: `${TEMPLATE} created()`, method: 'get', url: '/system/sms-channel/list-all-simple', reads: ['[].id', '[].signature', '[].code'],
};

/** getList(): every filter null until used (`content` and `apiTemplateId` only when typed in). */
export const getSmsTemplatePage = (query: { type?: number | ''; status?: number | ''; code?: string; content?: string; apiTemplateId?: string; channelId?: number | '' } = {}): YudaoCall => ({
  api: 'getSmsTemplatePage', source: `${TEMPLATE} getList()`, method: 'get', url: '/system/sms-template/page',
  params: { pageNo: 1, pageSize: 10, type: null, status: null, code: null, content: null, apiTemplateId: null, channelId: null, ...query },
  // channelCode: the list's dictionary tag under the signature; params: what 测试 (handleSendSms) asks a value of
  reads: ['total', 'list[].id', 'list[].code', 'list[].name', 'list[].content', 'list[].type', 'list[].status', 'list[].channelId', 'list[].channelCode', 'list[].params', 'list[].createTime'],
});

/** handleUpdate(): the form's rules require every field but the remark. */
export const getSmsTemplate = (id: number): YudaoCall => ({
  api: 'getSmsTemplate', source: `${TEMPLATE} handleUpdate()`, method: 'get', url: `/system/sms-template/get?id=${id}`,
  reads: ['id', 'type', 'status', 'code', 'name', 'content', 'channelId', 'apiTemplateId'],
  requires: ['type', 'status', 'code', 'name', 'content', 'apiTemplateId', 'channelId'],
});

/** submitForm() of an edit: the `get` answer as the form holds it. */
export const updateSmsTemplate = (form: Record<string, unknown>): YudaoCall => ({
  api: 'updateSmsTemplate', source: `${TEMPLATE} submitForm()`, method: 'put', url: '/system/sms-template/update', data: form,
});

/** submitSendSmsForm(): the whole send form, the row's content and params included; the answer is the log's id. */
export const sendSms = (row: { content: string; params: string[]; code: string }, mobile: string, templateParams: Record<string, string>): YudaoCall => ({
  api: 'sendSms', source: `${TEMPLATE} submitSendSmsForm()`, method: 'post', url: '/system/sms-template/send-sms',
  data: { content: row.content, params: row.params, mobile, templateCode: row.code, templateParams }, reads: ['.'],
});

/** handleExport(): the list's query with `pageNo` taken out (pageSize left). */
export const exportSmsTemplateExcel: YudaoCall = {
  api: 'exportSmsTemplateExcel', source: `${TEMPLATE} handleExport()`, method: 'get', url: '/system/sms-template/export-excel',
  params: { pageNo: undefined, pageSize: 10, type: null, status: null, code: null, content: null, apiTemplateId: null, channelId: null }, blob: true,
};

/** getList(): `receiveStatus` only when picked. */
export const getSmsLogPage = (query: { mobile?: string; sendStatus?: number | ''; receiveStatus?: number | ''; channelId?: number | '' } = {}): YudaoCall => ({
  api: 'getSmsLogPage', source: `${LOG} getList()`, method: 'get', url: '/system/sms-log/page',
  params: { pageNo: 1, pageSize: 10, channelId: null, templateId: null, mobile: null, sendStatus: null, receiveStatus: null, ...query },
  reads: ['total', 'list[].id', 'list[].mobile', 'list[].templateContent', 'list[].sendStatus', 'list[].channelId', 'list[].templateId', 'list[].templateType', 'list[].createTime'],
});

export const exportSmsLogExcel: YudaoCall = {
  api: 'exportSmsLogExcel', source: `${LOG} handleExport()`, method: 'get', url: '/system/sms-log/export-excel',
  params: { pageNo: undefined, pageSize: 10, channelId: null, templateId: null, mobile: null, sendStatus: null, receiveStatus: null }, blob: true,
};
