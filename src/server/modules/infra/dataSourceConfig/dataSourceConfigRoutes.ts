import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { ok } from '../../../http/envelope.ts';
import { TenantErrors } from '../../../../shared/errorCodes.ts';
import { assertConnects, findSource, MASTER_ID, masterSource, type DataSourceView } from './dataSources.ts';

const platformOnly = { code: TenantErrors.PLATFORM_ONLY.code, msg: '只有平台租户可以管理数据源配置' };
const text = (title: string, maxLength: number) => ({ type: 'string', title, minLength: 1, maxLength }) as const;
const byId = { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '编号', minimum: 0 } } } as const;
const fields = {
  name: text('数据源名称', 100),
  url: text('数据源连接', 1024),
  username: text('用户名', 255),
  password: { type: 'string', title: '密码', maxLength: 255 },
} as const;

interface Form {
  id?: number;
  name: string;
  url: string;
  username: string;
  password?: string;
}

const view = (row: { id: number; name: string; url: string; username: string; createTime: Date }): DataSourceView =>
  ({ id: row.id, name: row.name, url: row.url, username: row.username, createTime: row.createTime });

/**
 * yudao's DataSourceConfigController: the code generator's data sources. `list` always starts with the master (the
 * platform's own database, id 0); the others are PostgreSQL databases saved only once a connection to them works.
 * The password is never answered (yudao's RespVO has none either), so the edit form asks for it again; an update
 * without one keeps the stored password. Platform-only, as the code generator that uses them.
 */
export function dataSourceConfigRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/infra/data-source-config/list', { config: { access: 'infra:data-source-config:query', platformOnly } }, async () => {
      const rows = await db.selectFrom('infraDataSourceConfig').selectAll().where('deleted', '=', false).orderBy('id').execute();
      return ok([await masterSource(db), ...rows.map(view)]);
    });

    app.get('/infra/data-source-config/get', { config: { access: 'infra:data-source-config:query', platformOnly }, schema: { querystring: byId } }, async (request) => {
      const { id } = request.query as { id: number };
      return ok(id === MASTER_ID ? await masterSource(db) : view(await findSource(db, id)));
    });

    app.post('/infra/data-source-config/create', {
      config: { access: 'infra:data-source-config:create', platformOnly },
      schema: { body: { type: 'object', title: '数据源配置', required: ['name', 'url', 'username', 'password'], properties: fields } },
    }, async (request) => {
      const form = request.body as Form & { password: string };
      await assertConnects(form);
      const user = String(request.loginUser!.id);
      const { id } = await db.insertInto('infraDataSourceConfig')
        .values({ name: form.name, url: form.url, username: form.username, password: form.password, creator: user, updater: user })
        .returning('id').executeTakeFirstOrThrow();
      return ok(id);
    });

    app.put('/infra/data-source-config/update', {
      config: { access: 'infra:data-source-config:update', platformOnly },
      schema: { body: { type: 'object', title: '数据源配置', required: ['id', 'name', 'url', 'username'], properties: { id: { type: 'integer', title: '编号', minimum: 0 }, ...fields } } },
    }, async (request) => {
      const form = request.body as Form & { id: number };
      const stored = await findSource(db, form.id);
      const password = form.password || stored.password;
      await assertConnects({ url: form.url, username: form.username, password });
      await db.updateTable('infraDataSourceConfig')
        .set({ name: form.name, url: form.url, username: form.username, password, updater: String(request.loginUser!.id), updateTime: new Date() })
        .where('id', '=', form.id).execute();
      return ok(true);
    });

    app.delete('/infra/data-source-config/delete', { config: { access: 'infra:data-source-config:delete', platformOnly }, schema: { querystring: byId } }, async (request) => {
      const { id } = request.query as { id: number };
      await findSource(db, id);
      await db.updateTable('infraDataSourceConfig').set({ deleted: true, updater: String(request.loginUser!.id), updateTime: new Date() }).where('id', '=', id).execute();
      return ok(true);
    });
  };
}
