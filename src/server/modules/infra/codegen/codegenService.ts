import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { parseQueryDate } from '../../../crud/queryDates.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { syncResourceTables } from '../../../crud/tableSync.ts';
import { ManifestError, validateManifest } from '../../../../shared/manifest/validateManifest.ts';
import { parseEndpoint, type ResourceManifest, type ResourceSchema } from '../../../../shared/manifest/types.ts';
import { formatMessage } from '../../../../shared/errorCodes.ts';
import { CodegenErrors } from './codegenErrors.ts';
import { columnDefaults, CONDITIONS, tableDefaults } from './codegenBuilder.ts';
import { isSystemTable, listDbColumns, listDbTables, TABLE_NAME, type DbTable } from './dbTables.ts';
import { buildResource, type CodegenColumnRow, type CodegenTableRow } from './resourceBuilder.ts';
import type { RuntimeResources } from './runtimeResources.ts';
import { MASTER_ID, withDataSource } from '../dataSourceConfig/index.ts';

type Row = Record<string, unknown>;

/** 基础设施: where an imported table's menu goes until the administrator picks another parent. */
const DEFAULT_PARENT_MENU = 4;
const NAME = /^[a-z][a-z0-9-]{0,29}$/;
const MENU_DIR = 1;
const MENU_PAGE = 2;
const MENU_BUTTON = 3;
const BUTTONS: [action: string, label: string][] = [['query', '查询'], ['create', '新增'], ['update', '修改'], ['delete', '删除'], ['export', '导出']];

const conflict = (why: string) => fail({ code: CodegenErrors.CONFLICT.code, msg: formatMessage(CodegenErrors.CONFLICT.msg, why) });

/**
 * yudao's CodegenService over our tables, and what yudao cannot do: generate a configured table into the running
 * platform as a manifest resource (its routes served by RuntimeResources, its menu and buttons in system_menu) and
 * remove it again, leaving the table's rows alone.
 */
export class CodegenService {
  constructor(
    private readonly db: Db,
    private readonly statics: ResourceRegistry,
    private readonly runtime: RuntimeResources,
    /** Whether Fastify serves this method and path already (a static route keeps it). */
    private readonly hasRoute: (method: string, url: string) => boolean,
  ) {}

  /**
   * Tables of a data source not imported from it yet, filtered by name and comment (contains). Of the master, only
   * those no resource and no module manages: the platform's own tables stay out.
   */
  async importable(name = '', comment = '', dataSourceConfigId = MASTER_ID): Promise<DbTable[]> {
    const master = dataSourceConfigId === MASTER_ID;
    const managed = master ? new Set([...this.statics.all(), ...(await this.runtime.all())].map((r) => r.table)) : new Set<string>();
    const imported = new Set((await this.db.selectFrom('infraCodegenTable').select('tableName')
      .where('deleted', '=', false).where('dataSourceConfigId', '=', dataSourceConfigId).execute()).map((r) => r.tableName));
    const tables = await withDataSource(this.db, dataSourceConfigId, listDbTables);
    return tables.filter((t) => TABLE_NAME.test(t.name) && !(master && isSystemTable(t.name)) && !managed.has(t.name) && !imported.has(t.name)
      && t.name.includes(name.toLowerCase()) && t.comment.includes(comment));
  }

  /** `importer`: who imports (the rows' creator) and their nickname, the tables' author. */
  async importTables(tableNames: readonly string[], importer: { id: string; nickname: string }, dataSourceConfigId = MASTER_ID): Promise<number[]> {
    const user = importer.id;
    for (const name of tableNames) if (!TABLE_NAME.test(name)) throw fail(CodegenErrors.TABLE_NAME_INVALID);
    const importable = new Map((await this.importable('', '', dataSourceConfigId)).map((t) => [t.name, t]));
    const imports: { table: DbTable; columns: Awaited<ReturnType<typeof listDbColumns>> }[] = [];
    await withDataSource(this.db, dataSourceConfigId, async (source) => {
      for (const name of new Set(tableNames)) {
        const table = importable.get(name);
        if (!table) {
          const exists = await this.db.selectFrom('infraCodegenTable').select('id').where('tableName', '=', name)
            .where('dataSourceConfigId', '=', dataSourceConfigId).where('deleted', '=', false).executeTakeFirst();
          throw fail(exists ? CodegenErrors.TABLE_EXISTS : CodegenErrors.IMPORT_TABLE_NULL);
        }
        const columns = await listDbColumns(source, name);
        if (!columns.length) throw fail(CodegenErrors.IMPORT_COLUMNS_NULL);
        imports.push({ table, columns });
      }
    });
    const ids: number[] = [];
    await this.db.transaction().execute(async (trx) => {
      for (const { table, columns } of imports) {
        const { id } = await trx.insertInto('infraCodegenTable')
          .values({ ...tableDefaults(table), author: importer.nickname.slice(0, 50), dataSourceConfigId, parentMenuId: DEFAULT_PARENT_MENU, creator: user, updater: user })
          .returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('infraCodegenColumn').values(columns.map((c) => ({ ...columnDefaults(c), tableId: id, creator: user, updater: user }))).execute();
        ids.push(id);
      }
    });
    return ids;
  }

  async table(tableId: number): Promise<CodegenTableRow> {
    const table = await this.db.selectFrom('infraCodegenTable').selectAll().where('id', '=', tableId).where('deleted', '=', false).executeTakeFirst();
    if (!table) throw fail(CodegenErrors.TABLE_NOT_EXISTS);
    return table;
  }

  async columns(tableId: number, db: Db = this.db): Promise<CodegenColumnRow[]> {
    return db.selectFrom('infraCodegenColumn').selectAll().where('tableId', '=', tableId).where('deleted', '=', false).orderBy('ordinalPosition').execute();
  }

  async page(query: { pageNo: number; pageSize: number; tableName?: string; tableComment?: string; createTime?: [string, string] }) {
    let q = this.db.selectFrom('infraCodegenTable').where('deleted', '=', false);
    if (query.tableName) q = q.where('tableName', 'like', `%${escapeLike(query.tableName)}%`);
    if (query.tableComment) q = q.where('tableComment', 'like', `%${escapeLike(query.tableComment)}%`);
    if (query.createTime?.[0]) q = q.where('createTime', '>=', parseQueryDate(query.createTime[0], 'start'));
    if (query.createTime?.[1]) q = q.where('createTime', '<=', parseQueryDate(query.createTime[1], 'end'));
    const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
    return { list: rows.map(tableView), total: Number(total) };
  }

  /** The configuration as the edit page changes it; a generated table is generated again to apply it. */
  async update(table: Row & { id: number }, columns: (Row & { id: number })[], user: string): Promise<void> {
    const existing = await this.table(table.id);
    const changed = pick(table, ['tableComment', 'remark', 'moduleName', 'businessName', 'className', 'classComment', 'author', 'parentMenuId', 'templateType', 'scene', 'frontType']);
    const merged = { ...existing, ...changed };
    if (!NAME.test(merged.moduleName) || !NAME.test(merged.businessName)) throw fail(CodegenErrors.NAME_INVALID);
    if (merged.parentMenuId !== null) await this.assertParentMenu(Number(merged.parentMenuId));
    const own = new Set((await this.columns(table.id)).map((c) => c.id));
    for (const column of columns) {
      if (!own.has(column.id)) throw fail(CodegenErrors.COLUMN_NOT_EXISTS);
      if (column.listOperationCondition !== undefined && !(CONDITIONS as readonly unknown[]).includes(column.listOperationCondition)) throw fail(CodegenErrors.CONDITION_INVALID);
      if (column.dictType) await this.assertDictType(String(column.dictType));
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('infraCodegenTable').set({ ...changed, updater: user, updateTime: new Date() }).where('id', '=', table.id).execute();
      for (const column of columns) {
        const values = pick(column, ['columnComment', 'javaType', 'javaField', 'dictType', 'example', 'nullable', 'createOperation', 'updateOperation', 'listOperation', 'listOperationCondition', 'listOperationResult', 'htmlType']);
        await trx.updateTable('infraCodegenColumn').set({ ...values, updater: user, updateTime: new Date() }).where('id', '=', column.id).execute();
      }
    });
    if (existing.manifest) await this.generate(table.id, user);
  }

  /** yudao's sync-from-db: new columns added with their defaults, dropped ones removed, changed types taken over. */
  async syncFromDb(tableId: number, user: string): Promise<void> {
    const table = await this.table(tableId);
    const live = await withDataSource(this.db, table.dataSourceConfigId, (source) => listDbColumns(source, table.tableName));
    if (!live.length) throw fail(CodegenErrors.SYNC_COLUMNS_NULL);
    const known = await this.columns(tableId);
    const byName = new Map(known.map((c) => [c.columnName, c]));
    const liveNames = new Set(live.map((c) => c.name));
    const added = live.filter((c) => !byName.has(c.name));
    const dropped = known.filter((c) => !liveNames.has(c.columnName));
    const altered = live.filter((c) => {
      const k = byName.get(c.name);
      return k && (k.dataType !== c.dataType || k.nullable !== c.nullable || k.primaryKey !== c.primaryKey || k.ordinalPosition !== c.ordinalPosition);
    });
    if (!added.length && !dropped.length && !altered.length) throw fail(CodegenErrors.SYNC_NONE_CHANGE);
    await this.db.transaction().execute(async (trx) => {
      if (added.length) await trx.insertInto('infraCodegenColumn').values(added.map((c) => ({ ...columnDefaults(c), tableId, creator: user, updater: user }))).execute();
      if (dropped.length) await trx.updateTable('infraCodegenColumn').set({ deleted: true, updater: user }).where('id', 'in', dropped.map((c) => c.id)).execute();
      for (const c of altered) {
        await trx.updateTable('infraCodegenColumn').set({ dataType: c.dataType, nullable: c.nullable, primaryKey: c.primaryKey, ordinalPosition: c.ordinalPosition, updater: user })
          .where('id', '=', byName.get(c.name)!.id).execute();
      }
    });
  }

  async delete(tableId: number, user: string, tenantId: number): Promise<void> {
    const table = await this.table(tableId);
    if (table.manifest) await this.remove(tableId, user, tenantId);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('infraCodegenTable').set({ deleted: true, updater: user }).where('id', '=', tableId).execute();
      await trx.updateTable('infraCodegenColumn').set({ deleted: true, updater: user }).where('tableId', '=', tableId).execute();
    });
  }

  /**
   * Adds (or, generated already, replaces) the table's resource in the running platform: the manifest rules the
   * start-up applies, no clash with a route or resource that exists, the table's missing platform columns added
   * (never anything dropped), its menu and buttons; then every instance serves it.
   */
  async generate(tableId: number, user: string): Promise<{ menuId: number; resource: string }> {
    const table = await this.table(tableId);
    // The running platform serves its own database only: another source's table is for preview and download.
    if (table.dataSourceConfigId !== MASTER_ID) throw fail(CodegenErrors.NOT_MASTER_SOURCE);
    const columns = await this.columns(tableId);
    const id = columns.find((c) => c.columnName === 'id');
    if (!id || !id.primaryKey || !['Long', 'Integer'].includes(id.javaType)) throw fail(CodegenErrors.NO_ID_COLUMN);
    if (!NAME.test(table.moduleName) || !NAME.test(table.businessName)) throw fail(CodegenErrors.NAME_INVALID);
    const parentId = table.parentMenuId ?? 0;
    if (parentId) await this.assertParentMenu(parentId);
    const { entry, schema } = buildResource(table, columns);
    await this.assertFree(tableId, entry, schema);
    const resource = validateManifest([entry], { [entry.schema]: schema })[0];

    const menuId = await this.db.transaction().execute(async (trx) => {
      await syncResourceTables(trx as Db, [resource]);
      const menuId = await this.saveMenu(trx as Db, table, parentId, user);
      await trx.updateTable('infraCodegenTable')
        .set({ manifest: JSON.stringify(entry), jsonSchema: JSON.stringify(schema), menuId, updater: user, updateTime: new Date() })
        .where('id', '=', tableId).execute();
      await this.runtime.changed(trx as Db);
      return menuId;
    });
    await this.runtime.fresh();
    return { menuId, resource: entry.name };
  }

  /**
   * Takes the resource out of the platform: its routes, menu, buttons and the caller's grants of them (as a deleted
   * menu's: other tenants' links to them are inert, every reader joins live menus only). The table keeps its rows.
   */
  async remove(tableId: number, user: string, tenantId: number): Promise<void> {
    const table = await this.table(tableId);
    if (!table.manifest) throw fail(CodegenErrors.NOT_GENERATED);
    await this.db.transaction().execute(async (trx) => {
      if (table.menuId) {
        const menus = [table.menuId, ...(await trx.selectFrom('systemMenu').select('id').where('parentId', '=', table.menuId).execute()).map((m) => m.id)];
        await trx.updateTable('systemMenu').set({ deleted: true, updater: user, updateTime: new Date() }).where('id', 'in', menus).execute();
        await new TenantScope(trx as Db, tenantId).updateTable('systemRoleMenu').set({ deleted: true, updater: user, updateTime: new Date() }).where('menuId', 'in', menus).where('deleted', '=', false).execute();
      }
      await trx.updateTable('infraCodegenTable').set({ manifest: null, jsonSchema: null, menuId: null, updater: user, updateTime: new Date() }).where('id', '=', tableId).execute();
      await this.runtime.changed(trx as Db);
    });
    await this.runtime.fresh();
  }

  /** The new entry beside every other resource: no name, table, path or permission of another, nor a served path. */
  private async assertFree(tableId: number, entry: ResourceManifest, schema: ResourceSchema): Promise<void> {
    const others = await this.db.selectFrom('infraCodegenTable').select(['manifest', 'jsonSchema'])
      .where('deleted', '=', false).where('manifest', 'is not', null).where('id', '!=', tableId).execute();
    const otherEntries = others.map((o) => o.manifest as unknown as ResourceManifest);
    const all = [...this.statics.all(), ...otherEntries];
    if (all.some((r) => r.name === entry.name)) throw conflict(`资源名 ${entry.name} 已被使用，请修改模块名或类名`);
    if (all.some((r) => r.table === entry.table)) throw conflict(`表 ${entry.table} 已由其他资源管理`);
    const paths = new Set(all.flatMap((r) => Object.values(r.endpoints).map((e) => { const { method, path } = parseEndpoint(e); return `${method} ${path}`; })));
    for (const endpoint of Object.values(entry.endpoints)) {
      const { method, path } = parseEndpoint(endpoint);
      if (paths.has(`${method} ${path}`) || this.hasRoute(method, `/admin-api${path}`)) throw conflict(`接口 ${method} ${path} 已存在，请修改模块名或业务名`);
    }
    try {
      validateManifest([...otherEntries, entry], { ...Object.fromEntries(others.map((o) => [(o.manifest as unknown as ResourceManifest).schema, o.jsonSchema as unknown as ResourceSchema])), [entry.schema]: schema });
    } catch (err) {
      if (err instanceof ManifestError) throw conflict(err.message);
      throw err;
    }
  }

  private async saveMenu(trx: Db, table: CodegenTableRow, parentId: number, user: string): Promise<number> {
    const code = `${table.moduleName}:${table.businessName}`;
    const page = {
      name: table.classComment, permission: `${code}:query`, type: MENU_PAGE, sort: 99, parentId, path: table.businessName, icon: 'code',
      component: `${table.moduleName}/${table.businessName}/index`, componentName: table.className, updater: user, updateTime: new Date(),
    };
    const sibling = await trx.selectFrom('systemMenu').select('id').where('parentId', '=', parentId).where('name', '=', page.name)
      .where('deleted', '=', false).$if(table.menuId !== null, (q) => q.where('id', '!=', table.menuId!)).executeTakeFirst();
    if (sibling) throw conflict(`上级菜单下已有名为「${page.name}」的菜单，请修改类描述`);
    let menuId = table.menuId;
    const live = menuId ? await trx.selectFrom('systemMenu').select('id').where('id', '=', menuId).where('deleted', '=', false).executeTakeFirst() : undefined;
    if (live) await trx.updateTable('systemMenu').set(page).where('id', '=', live.id).execute();
    else menuId = (await trx.insertInto('systemMenu').values({ ...page, creator: user }).returning('id').executeTakeFirstOrThrow()).id;
    const buttons = await trx.selectFrom('systemMenu').select(['id', 'permission']).where('parentId', '=', menuId!).where('deleted', '=', false).execute();
    await trx.updateTable('systemMenu').set({ deleted: true, updater: user }).where('id', 'in', [-1, ...buttons.map((b) => b.id)]).execute();
    await trx.insertInto('systemMenu').values(BUTTONS.map(([action, label], i) => ({
      name: `${table.classComment}${label}`, permission: `${code}:${action}`, type: MENU_BUTTON, sort: i + 1, parentId: menuId!, path: '', component: null, creator: user, updater: user,
    }))).execute();
    return menuId!;
  }

  private async assertParentMenu(parentId: number): Promise<void> {
    if (parentId === 0) return;
    const parent = await this.db.selectFrom('systemMenu').select('type').where('id', '=', parentId).where('deleted', '=', false).executeTakeFirst();
    if (!parent || (parent.type !== MENU_DIR && parent.type !== MENU_PAGE)) throw fail(CodegenErrors.PARENT_MENU_INVALID);
  }

  private async assertDictType(type: string): Promise<void> {
    const found = await this.db.selectFrom('systemDictType').select('id').where('type', '=', type).where('deleted', '=', false).executeTakeFirst();
    if (!found) throw fail({ code: CodegenErrors.DICT_TYPE_NOT_EXISTS.code, msg: formatMessage(CodegenErrors.DICT_TYPE_NOT_EXISTS.msg, type) });
  }
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function pick(source: Row, keys: readonly string[]): Record<string, never> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as Record<string, never>;
}

/** A table as the list and the edit page show it: its generated state instead of the stored declaration. */
export function tableView({ manifest, jsonSchema: _schema, ...table }: CodegenTableRow) {
  return { ...table, generated: manifest !== null, resourceName: manifest ? String((manifest as Row).name) : null };
}
