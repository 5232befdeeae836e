import type { MenuSeed } from '../types';
import { crud, dir, page } from './builders';

/** 基础设施: files, codegen, data sources, jobs, API docs and logs. */
export const infraMenus: MenuSeed[] = [
  dir({ id: 4, parentId: 0, sort: 40, name: '基础设施', path: '/infra', icon: 'monitor' }),
  ...page(
    { id: 110, parentId: 4, sort: 1, name: '配置管理', path: 'config', component: 'infra/config/index', componentName: 'InfraConfig', permission: 'infra:config:query', icon: 'edit' },
    crud('infra:config', '参数', ['query', 'create', 'update', 'delete', 'export']),
  ),
  ...page(
    { id: 111, parentId: 4, sort: 2, name: '定时任务', path: 'job', component: 'infra/job/index', componentName: 'InfraJob', permission: 'infra:job:query', icon: 'job' },
    [...crud('infra:job', '任务', ['query', 'create', 'update', 'delete', 'export']), ['infra:job:trigger', '任务触发']],
  ),
  ...page(
    { id: 112, parentId: 4, sort: 3, name: '代码生成', path: 'codegen', component: 'infra/codegen/index', componentName: 'InfraCodegen', permission: 'infra:codegen:query', icon: 'code' },
    [
      ...crud('infra:codegen', '生成', ['query', 'create', 'update', 'delete']),
      ['infra:codegen:preview', '预览代码'],
      ['infra:codegen:download', '生成代码'],
      // Ours (docs/codegen.md): add the resource to the running platform, and take it away again.
      ['infra:codegen:generate', '生成到平台'],
      ['infra:codegen:remove', '移除生成'],
    ],
  ),
  ...page(
    { id: 113, parentId: 4, sort: 4, name: '文件列表', path: 'file', component: 'infra/file/index', componentName: 'InfraFile', permission: 'infra:file:query', icon: 'upload' },
    crud('infra:file', '文件', ['query', 'delete']),
  ),
  // yudao's 文件配置 (issue 19): the storages uploads go to; written by the platform tenant only.
  ...page(
    { id: 114, parentId: 4, sort: 5, name: '文件配置', path: 'file-config', component: 'infra/fileConfig/index', componentName: 'InfraFileConfig', permission: 'infra:file-config:query', icon: 'config' },
    crud('infra:file-config', '文件配置', ['query', 'create', 'update', 'delete']),
  ),
  // yudao's API 接口 (infra/swagger): our Swagger UI when DOC_ENABLED, a notice otherwise (docs/codegen.md).
  ...page(
    { id: 200, parentId: 4, sort: 6, name: 'API 接口', path: 'swagger', component: 'infra/swagger/index', componentName: 'InfraSwagger', permission: 'infra:swagger:list', icon: 'documentation' },
    [],
  ),
  // yudao's 数据源配置 (issue 12): the databases the code generator imports tables from (master and further ones).
  ...page(
    { id: 238, parentId: 4, sort: 7, name: '数据源配置', path: 'data-source-config', component: 'infra/dataSourceConfig/index', componentName: 'InfraDataSourceConfig', permission: 'infra:data-source-config:query', icon: 'rate' },
    crud('infra:data-source-config', '数据源配置', ['query', 'create', 'update', 'delete']),
  ),
  // yudao's API 日志 (issue 12): every API request, and every unexpected error with its stack.
  dir({ id: 58, parentId: 4, sort: 8, name: 'API 日志', path: 'log', icon: 'log' }),
  ...page(
    { id: 118, parentId: 58, sort: 1, name: '访问日志', path: 'api-access-log', component: 'infra/apiAccessLog/index', componentName: 'InfraApiAccessLog', permission: 'infra:api-access-log:query', icon: 'log' },
    crud('infra:api-access-log', 'API 访问日志', ['query', 'export']),
  ),
  ...page(
    { id: 119, parentId: 58, sort: 2, name: '错误日志', path: 'api-error-log', component: 'infra/apiErrorLog/index', componentName: 'InfraApiErrorLog', permission: 'infra:api-error-log:query', icon: 'log' },
    [...crud('infra:api-error-log', 'API 错误日志', ['query', 'export']), ['infra:api-error-log:update-status', 'API 错误日志处理']],
  ),
];
