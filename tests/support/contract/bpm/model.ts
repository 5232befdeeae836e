import type { YudaoCall } from '../call.ts';

const MODEL = 'src/api/bpm/model.js; src/views/bpm/model/index.vue';
const FORM = 'src/api/bpm/form.js';

/** getList(): only the paging until a filter is used; the 表单信息 column shows formName for a model with a form. */
export const getModelPage: YudaoCall = {
  api: 'getModelPage', source: `${MODEL} getList()`, method: 'get', url: '/bpm/model/page', params: { pageNo: 1, pageSize: 10 },
  reads: ['total', 'list[].id', 'list[].key', 'list[].name', 'list[].category', 'list[].formType', 'list[].createTime'],
};

/** created(): the 流程表单 select of the model form. */
export const getSimpleForms: YudaoCall = {
  api: 'getSimpleForms', source: `${FORM}; src/views/bpm/model/index.vue created()`, method: 'get', url: '/bpm/form/list-all-simple', reads: ['[].id', '[].name'],
};

/** handleFormDetail() of a model with a form, and the 流程表单 page's 详情: the parser renders `conf` and `fields`. */
export const getForm = (id: number): YudaoCall => ({
  api: 'getForm', source: `${FORM}; src/views/bpm/model/index.vue handleFormDetail(), src/views/bpm/form/index.vue handleDetail()`,
  method: 'get', url: `/bpm/form/get?id=${id}`, reads: ['id', 'name', 'conf', 'fields'],
});

/** getList() of 流程表单. */
export const getFormPage: YudaoCall = {
  api: 'getFormPage', source: `${FORM}; src/views/bpm/form/index.vue getList()`, method: 'get', url: '/bpm/form/page',
  params: { pageNo: 1, pageSize: 10, name: null }, reads: ['total', 'list[].id', 'list[].name', 'list[].status', 'list[].remark', 'list[].createTime'],
};
