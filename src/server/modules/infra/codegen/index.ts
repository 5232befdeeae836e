/**
 * The code generator (docs/codegen.md): yudao's 代码生成 screens over infra_codegen_table / _column, and the run-time
 * resources it generates into the running platform, served by one wildcard route registered at start.
 */
export { CodegenErrors } from './codegenErrors.ts';
export { codegenRoutes } from './codegenRoutes.ts';
export { CodegenService } from './codegenService.ts';
export { RuntimeResources } from './runtimeResources.ts';
export { documentRuntimeResources } from './runtimeDocs.ts';
