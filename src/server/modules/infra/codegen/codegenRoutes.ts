import { DATE_TEXT } from '../../../crud/listQuery.ts';
import JSZip from 'jszip';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { CONDITIONS, HTML_TYPES } from './codegenBuilder.ts';
import { resourceFiles } from './resourceBuilder.ts';
import { tableView, type CodegenService } from './codegenService.ts';

const platformOnly = { code: TenantErrors.PLATFORM_ONLY.code, msg: '只有平台租户可以使用代码生成' };
const tableId = { type: 'integer', title: '表编号', minimum: 1 } as const;
const byTable = { type: 'object', required: ['tableId'], properties: { tableId } } as const;
const text = (title: string, maxLength: number) => ({ type: 'string', title, maxLength }) as const;
const flag = (title: string) => ({ type: 'boolean', title }) as const;

const tableSchema = {
  type: 'object',
  title: '表定义',
  required: ['id'],
  properties: {
    id: tableId,
    scene: { type: 'integer', title: '生成场景', minimum: 1, maximum: 2 },
    tableComment: text('表描述', 500),
    remark: { type: ['string', 'null'], title: '备注', maxLength: 500 },
    moduleName: text('模块名', 30),
    businessName: text('业务名', 30),
    className: { type: 'string', title: '类名称', minLength: 1, maxLength: 100, pattern: '^[A-Z][A-Za-z0-9]*$', errorMessage: { pattern: '类名称必须以大写字母开头，只含字母和数字' } },
    classComment: { type: 'string', title: '类描述', minLength: 1, maxLength: 50 },
    author: text('作者', 50),
    templateType: { type: 'integer', title: '模板类型', minimum: 1, maximum: 99 },
    frontType: { type: 'integer', title: '前端类型', minimum: 0, maximum: 99 },
    parentMenuId: { type: ['integer', 'null'], title: '上级菜单', minimum: 0 },
  },
} as const;

const columnSchema = {
  type: 'object',
  title: '字段定义',
  required: ['id'],
  properties: {
    id: { type: 'integer', title: '字段编号', minimum: 1 },
    columnComment: text('字段描述', 500),
    javaType: { type: 'string', title: 'Java 类型', enum: ['Long', 'Integer', 'BigDecimal', 'Double', 'Boolean', 'LocalDateTime', 'String'] },
    javaField: { type: 'string', title: 'Java 属性', pattern: '^[a-z][A-Za-z0-9]{0,63}$', errorMessage: { pattern: 'Java 属性必须以小写字母开头，只含字母和数字' } },
    dictType: text('字典类型', 200),
    example: { type: ['string', 'null'], title: '示例', maxLength: 64 },
    nullable: flag('允许空'),
    createOperation: flag('插入'),
    updateOperation: flag('编辑'),
    listOperation: flag('查询'),
    listOperationCondition: { type: 'string', title: '查询方式', enum: [...CONDITIONS] },
    listOperationResult: flag('列表'),
    htmlType: { type: 'string', title: '显示类型', enum: [...HTML_TYPES] },
  },
} as const;

const userOf = (request: FastifyRequest): string => String(request.loginUser!.id);

/**
 * yudao's CodegenController (API-CONTRACT §4.5) and ours: `generate` adds the configured table to the running
 * platform as a resource, `remove` takes it out again (docs/codegen.md). All platform-only: the resources, menus and
 * buttons they write are shared by every tenant.
 */
export function codegenRoutes(service: CodegenService) {
  return async function (app: FastifyInstance): Promise<void> {
    const query = 'infra:codegen:query';
    app.get('/infra/codegen/db/table/list', {
      config: { access: query, platformOnly },
      schema: { querystring: { type: 'object', properties: { dataSourceConfigId: { type: 'integer', title: '数据源', minimum: 0 }, name: text('表名称', 200), comment: text('表描述', 500) } } },
    }, async (request) => {
      const { name, comment, dataSourceConfigId } = request.query as { name?: string; comment?: string; dataSourceConfigId?: number };
      return ok(await service.importable(name, comment, dataSourceConfigId));
    });

    app.post('/infra/codegen/create-list', {
      config: { access: 'infra:codegen:create', platformOnly },
      schema: {
        body: {
          type: 'object', required: ['tableNames'],
          properties: {
            dataSourceConfigId: { type: 'integer', title: '数据源', minimum: 0 },
            tableNames: { type: 'array', title: '表名数组', minItems: 1, maxItems: 50, items: { type: 'string', title: '表名', maxLength: 200 }, errorMessage: { minItems: '表名数组不能为空' } },
          },
        },
      },
    }, async (request) => {
      const { tableNames, dataSourceConfigId } = request.body as { tableNames: string[]; dataSourceConfigId?: number };
      // the importer is the author, as yudao fills it (its basic-info form requires one)
      const importer = await request.scope().selectFrom('systemUsers').select('nickname').where('id', '=', request.loginUser!.id).executeTakeFirst();
      return ok(await service.importTables(tableNames, { id: userOf(request), nickname: importer?.nickname ?? '' }, dataSourceConfigId));
    });

    app.get('/infra/codegen/table/page', {
      config: { access: query, platformOnly },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', title: '页码', minimum: 1, maximum: 100000, default: 1 },
            pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
            tableName: text('表名称', 200),
            tableComment: text('表描述', 500),
            createTime: { type: 'array', title: '创建时间', maxItems: 2, items: DATE_TEXT },
          },
        },
      },
    }, async (request) => ok(await service.page(request.query as never)));

    app.get('/infra/codegen/detail', { config: { access: query, platformOnly }, schema: { querystring: byTable } }, async (request) => {
      const { tableId: id } = request.query as { tableId: number };
      return ok({ table: tableView(await service.table(id)), columns: await service.columns(id) });
    });

    app.put('/infra/codegen/update', {
      config: { access: 'infra:codegen:update', platformOnly },
      schema: { body: { type: 'object', required: ['table', 'columns'], properties: { table: tableSchema, columns: { type: 'array', title: '字段定义', maxItems: 500, items: columnSchema } } } },
    }, async (request) => {
      const { table, columns } = request.body as { table: { id: number }; columns: { id: number }[] };
      await service.update(table, columns, userOf(request));
      return ok(true);
    });

    app.put('/infra/codegen/sync-from-db', { config: { access: 'infra:codegen:update', platformOnly }, schema: { querystring: byTable } }, async (request) => {
      await service.syncFromDb((request.query as { tableId: number }).tableId, userOf(request));
      return ok(true);
    });

    app.delete('/infra/codegen/delete', { config: { access: 'infra:codegen:delete', platformOnly }, schema: { querystring: byTable } }, async (request) => {
      await service.delete((request.query as { tableId: number }).tableId, userOf(request), request.tenantId!);
      return ok(true);
    });

    app.get('/infra/codegen/preview', { config: { access: 'infra:codegen:preview', platformOnly }, schema: { querystring: byTable } }, async (request) => {
      const { tableId: id } = request.query as { tableId: number };
      return ok(resourceFiles(await service.table(id), await service.columns(id)));
    });

    app.get('/infra/codegen/download', { config: { access: 'infra:codegen:download', platformOnly }, schema: { querystring: byTable } }, async (request, reply) => {
      const { tableId: id } = request.query as { tableId: number };
      const table = await service.table(id);
      const zip = new JSZip();
      for (const file of resourceFiles(table, await service.columns(id))) zip.file(file.filePath, file.code);
      const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      return reply.type('application/zip').header('content-disposition', `attachment; filename=codegen-${table.tableName}.zip`).send(bytes);
    });

    app.post('/infra/codegen/generate', { config: { access: 'infra:codegen:generate', platformOnly }, schema: { querystring: byTable } }, async (request) => {
      return ok(await service.generate((request.query as { tableId: number }).tableId, userOf(request)));
    });

    app.post('/infra/codegen/remove', { config: { access: 'infra:codegen:remove', platformOnly }, schema: { querystring: byTable } }, async (request) => {
      await service.remove((request.query as { tableId: number }).tableId, userOf(request), request.tenantId!);
      return ok(true);
    });
  };
}
