import type { YudaoCall } from '../call.ts';

const SOURCE = 'src/api/infra/dataSourceConfig.js; src/views/infra/dataSourceConfig/index.vue';

/**
 * getList() of 数据源配置, and the code generator's index.vue created() and importTable.vue show(): the import dialog
 * picks the first entry (the master) and the table shows each row's source by `id` → `name`.
 */
export const getDataSourceConfigList: YudaoCall = {
  api: 'getDataSourceConfigList', source: `${SOURCE} getList(); src/views/infra/codegen/importTable.vue show()`,
  method: 'get', url: '/infra/data-source-config/list', reads: ['[].id', '[].name', '[].url', '[].username', '[].createTime'],
};

/** handleUpdate(): the answer becomes the form (the password, required by the form, is typed in again). */
export const getDataSourceConfig = (id: number): YudaoCall => ({
  api: 'getDataSourceConfig', source: `${SOURCE} handleUpdate()`, method: 'get', url: `/infra/data-source-config/get?id=${id}`,
  reads: ['id', 'name', 'url', 'username'],
});

/** handleAdd() + submitForm(): reset()'s `id: undefined` and the four typed fields. */
export const createDataSourceConfig = (form: { name: string; url: string; username: string; password: string }): YudaoCall => ({
  api: 'createDataSourceConfig', source: `${SOURCE} handleAdd(), submitForm()`, method: 'post', url: '/infra/data-source-config/create',
  data: { id: undefined, ...form }, reads: ['.'],
});

/** handleUpdate() + submitForm(): the `get` answer (createTime included) with the password typed in. */
export const updateDataSourceConfig = (got: Record<string, unknown>, changes: Record<string, unknown>): YudaoCall => ({
  api: 'updateDataSourceConfig', source: `${SOURCE} handleUpdate(), submitForm()`, method: 'put', url: '/infra/data-source-config/update', data: { ...got, ...changes },
});

export const deleteDataSourceConfig = (id: number): YudaoCall => ({
  api: 'deleteDataSourceConfig', source: `${SOURCE} handleDelete()`, method: 'delete', url: `/infra/data-source-config/delete?id=${id}`,
});
