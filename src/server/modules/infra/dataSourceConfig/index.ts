/**
 * 数据源配置 (docs/codegen.md): the databases the code generator imports tables from, the platform's own (master)
 * and further PostgreSQL ones.
 */
export { DataSourceConfigErrors } from './dataSourceConfigErrors.ts';
export { dataSourceConfigRoutes } from './dataSourceConfigRoutes.ts';
export { MASTER_ID, withDataSource } from './dataSources.ts';
