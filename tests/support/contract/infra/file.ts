import type { YudaoCall } from '../call.ts';

const API = 'src/api/infra/file.js';
const VIEW = 'src/views/infra/file/index.vue';

/** getList(): `path` and `type` null until typed in; the upload day range by addBeginAndEndTime(…, 'createTime'). */
export const getFilePage = (query: { path?: string; type?: string; beginCreateTime?: string; endCreateTime?: string } = {}): YudaoCall => ({
  api: 'getFilePage', source: `${API}; ${VIEW} getList()`, method: 'get', url: '/infra/file/page',
  params: { pageNo: 1, pageSize: 10, path: null, type: null, ...query },
  reads: ['total', 'list[].id', 'list[].path', 'list[].url', 'list[].size', 'list[].type', 'list[].createTime'],
});

export const deleteFile = (id: number): YudaoCall => ({
  api: 'deleteFile', source: `${API}; ${VIEW} handleDelete()`, method: 'delete', url: `/infra/file/delete?id=${id}`,
});

/**
 * components/ImageUpload and components/Editor (and the 文件列表 page's 上传文件 dialog): an el-upload of field `file`
 * to `/infra/file/upload`; handleUploadSuccess shows `data` as the file's address.
 */
export const upload = (filename: string, content: Buffer, contentType: string): YudaoCall => ({
  api: 'el-upload (file)', source: 'src/components/ImageUpload/index.vue, src/components/Editor/index.vue handleUploadSuccess()',
  method: 'post', url: '/infra/file/upload', upload: { field: 'file', filename, content, contentType }, reads: ['.'],
});
