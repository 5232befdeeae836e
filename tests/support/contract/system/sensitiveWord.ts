import type { YudaoCall } from '../call.ts';

const API = 'src/api/system/sensitiveWord.js';
const VIEW = 'src/views/system/sensitiveWord/index.vue';

/** queryParams (name, the 标签 select `tag`) after addBeginAndEndTime(…, 'createTime'). */
const wordQuery = (query: { name?: string | null; tag?: string | null; beginCreateTime?: string; endCreateTime?: string }) => ({ pageNo: 1, pageSize: 10, name: null, tag: null, ...query });

/** getTags(): the options of the 标签 selects. */
export const getSensitiveWordTags = (): YudaoCall => ({
  api: 'getSensitiveWordTags', source: `${API}; ${VIEW} getTags()`, method: 'get', url: '/system/sensitive-word/get-tags', reads: ['.'],
});

/** getList(): the table shows id, name, tags (each an el-tag), status, description and createTime. */
export const getSensitiveWordPage = (query: Parameters<typeof wordQuery>[0] = {}): YudaoCall => ({
  api: 'getSensitiveWordPage', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/system/sensitive-word/page', params: wordQuery(query),
  reads: ['total', 'list[].id', 'list[].name', 'list[].tags', 'list[].status', 'list[].description', 'list[].createTime'],
});

/** handleAdd() + submitForm(): reset() gives `status: 0` (CommonStatusEnum.ENABLE); tags from the allow-create select. */
export const createSensitiveWord = (form: { name: string; tags: string[]; description?: string }): YudaoCall => ({
  api: 'createSensitiveWord', source: `${API}; ${VIEW} handleAdd(), submitForm()`, method: 'post', url: '/system/sensitive-word/create',
  data: { id: undefined, description: undefined, status: 0, ...form }, reads: ['.'],
});

export const getSensitiveWord = (id: number): YudaoCall => ({
  api: 'getSensitiveWord', source: `${API}; ${VIEW} handleUpdate()`, method: 'get', url: `/system/sensitive-word/get?id=${id}`,
  reads: ['id', 'name', 'tags', 'status', 'description'],
  // what the edit form's rules require (required: true in the view's rules)
  requires: ['name', 'tags'],
});

export const updateSensitiveWord = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateSensitiveWord', source: `${API}; ${VIEW} handleUpdate(), submitForm()`, method: 'put', url: '/system/sensitive-word/update', data: { ...got, ...changes },
});

export const deleteSensitiveWord = (id: number): YudaoCall => ({
  api: 'deleteSensitiveWord', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/system/sensitive-word/delete?id=${id}`,
});

/** handleTest(): validateText(testForm) builds its own query with qs arrayFormat 'repeat' (tags=a&tags=b). */
export const validateText = (text: string, tags: string[]): YudaoCall => ({
  api: 'validateText', source: `${API}; ${VIEW} submitTestForm()`, method: 'get',
  url: `/system/sensitive-word/validate-text?${[`text=${encodeURIComponent(text)}`, ...tags.map((t) => `tags=${encodeURIComponent(t)}`)].join('&')}`, reads: ['.'],
});

/** handleExport(): the query with pageNo / pageSize undefined, the date range added. */
export const exportSensitiveWordExcel = (query: Parameters<typeof wordQuery>[0] = {}): YudaoCall => ({
  api: 'exportSensitiveWordExcel', source: `${API}; ${VIEW} handleExport()`, method: 'get', url: '/system/sensitive-word/export-excel',
  params: { ...wordQuery(query), pageNo: undefined, pageSize: undefined }, blob: true,
});
