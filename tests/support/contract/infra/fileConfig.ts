import type { YudaoCall } from '../call.ts';

const SOURCE = 'src/api/infra/fileConfig.js; src/views/infra/fileConfig/index.vue';

/** getList(): `name` and `storage` null until used; the day range by addBeginAndEndTime(…, 'createTime'). */
export const getFileConfigPage = (query: { name?: string; storage?: number | ''; beginCreateTime?: string; endCreateTime?: string } = {}): YudaoCall => ({
  api: 'getFileConfigPage', source: `${SOURCE} getList()`, method: 'get', url: '/infra/file-config/page',
  params: { pageNo: 1, pageSize: 10, name: null, storage: null, ...query },
  reads: ['total', 'list[].id', 'list[].name', 'list[].storage', 'list[].remark', 'list[].master', 'list[].createTime'],
});

/** Of the config fields the form shows for a storage (rules.config), those it requires. */
const REQUIRED_CONFIG: Record<number, string[]> = {
  1: ['config.domain'],
  10: ['config.basePath', 'config.domain'],
  20: ['config.endpoint', 'config.bucket', 'config.accessKey', 'config.accessSecret'],
};

/** handleUpdate(): the answer becomes the form, `config` included; the rules require name, storage and its settings. */
export const getFileConfig = (id: number, storage: 1 | 10 | 20): YudaoCall => ({
  api: 'getFileConfig', source: `${SOURCE} handleUpdate()`, method: 'get', url: `/infra/file-config/get?id=${id}`,
  reads: ['id', 'name', 'storage', 'remark', 'config'], requires: ['name', 'storage', ...REQUIRED_CONFIG[storage]!],
});

/**
 * handleAdd() + submitForm(): reset() gives `{id, name, storage, remark: undefined, config: {}}`; the storage select is
 * parseInt(dict.value); the config fields shown for that storage (本地磁盘 10: basePath and 自定义域名; 数据库 1:
 * 自定义域名 only) are typed in.
 */
export const createFileConfig = (form: { name: string; storage: number; remark?: string; config: Record<string, unknown> }): YudaoCall => ({
  api: 'createFileConfig', source: `${SOURCE} handleAdd(), submitForm()`, method: 'post', url: '/infra/file-config/create', data: { id: undefined, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): everything getFileConfig answered (master, createTime…), edited. */
export const updateFileConfig = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateFileConfig', source: `${SOURCE} handleUpdate(), submitForm()`, method: 'put', url: '/infra/file-config/update', data: { ...got, ...changes },
});

/** handleMaster(): 主配置, no body. */
export const updateFileConfigMaster = (id: number): YudaoCall => ({
  api: 'updateFileConfigMaster', source: `${SOURCE} handleMaster()`, method: 'put', url: `/infra/file-config/update-master?id=${id}`,
});

/** handleTest(): 测试 uploads a file through the config; the alert shows `data`, its address. */
export const testFileConfig = (id: number): YudaoCall => ({
  api: 'testFileConfig', source: `${SOURCE} handleTest()`, method: 'get', url: `/infra/file-config/test?id=${id}`, reads: ['.'],
});

export const deleteFileConfig = (id: number): YudaoCall => ({
  api: 'deleteFileConfig', source: `${SOURCE} handleDelete()`, method: 'delete', url: `/infra/file-config/delete?id=${id}`,
});
