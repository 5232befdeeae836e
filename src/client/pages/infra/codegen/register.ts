import { registerPage } from '../../../routes/registry.ts';

/**
 * 代码生成 (docs/codegen.md): the list of imported tables with import, preview, generate into the platform and
 * download, and the configuration page `/codegen/edit/{tableId}` (its numeric id checked by the route itself); and
 * API 接口, the Swagger UI of the document the generated resources join; 数据源配置, the databases it imports from.
 */
export function installCodegenPages(): void {
  registerPage('infra/codegen/index', () => import('./CodegenListPage.tsx'));
  registerPage('infra/codegen/editTable', () => import('./CodegenEditPage.tsx'));
  registerPage('infra/swagger/index', () => import('../swagger/SwaggerPage.tsx'));
  registerPage('infra/dataSourceConfig/index', () => import('../dataSource/DataSourceConfigPage.tsx'));
}
