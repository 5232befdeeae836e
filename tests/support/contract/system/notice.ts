import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/notice.js';
const VIEW = 'src/views/system/notice/index.vue';

/** queryParams: title, createBy (a ruoyi leftover the server ignores) and the type select (parseInt(dict.value)). */
const noticeQuery = (query: { title?: string; createBy?: string; type?: number | '' }) => ({ pageNo: 1, pageSize: 10, title: undefined, createBy: undefined, status: undefined, ...query });

/** getList(): the table shows id, title, type, status and createTime. */
export const listNotice = (query: { title?: string; createBy?: string; type?: number | '' } = {}): YudaoCall => ({
  api: 'listNotice', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/notice/page', params: noticeQuery(query),
  reads: ['total', 'list[].id', 'list[].title', 'list[].type', 'list[].status', 'list[].createTime'],
});

/** handleUpdate(): the answer becomes the form (the editor shows `content`). */
export const getNotice = (id: number): YudaoCall => ({
  api: 'getNotice', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/notice/get?id=${id}`,
  reads: ['id', 'title', 'type', 'content', 'status'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['title', 'type'],
});

/** handleAdd() + submitForm(): reset() gives `status: 0` (CommonStatusEnum.ENABLE); the editor's HTML is `content`. */
export const addNotice = (form: { title: string; type: number; content?: string }): YudaoCall => ({
  api: 'addNotice', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/notice/create', data: { status: 0, ...form }, reads: ['.'],
});

export const updateNotice = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateNotice', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/notice/update', data: { ...got, ...changes },
});

export const delNotice = (id: number): YudaoCall => ({
  api: 'delNotice', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/notice/delete?id=${id}`,
});
