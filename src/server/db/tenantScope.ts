import type { DeleteQueryBuilder, InsertObject, InsertQueryBuilder, InsertResult, SelectQueryBuilder, UpdateQueryBuilder, UpdateResult, DeleteResult } from 'kysely';
import type { Db } from './database.ts';
import type { Database, TenantTableName } from './schema.ts';

/**
 * The only way to reach a tenant-scoped table: every statement made here carries `tenant_id = :tenantId`.
 * A unit test fails when server code outside this file opens one of those tables on the raw `db`,
 * so forgetting the filter is not an option rather than merely unlikely.
 */
export class TenantScope {
  constructor(
    readonly db: Db,
    readonly tenantId: number,
  ) {}

  selectFrom<T extends TenantTableName>(table: T): SelectQueryBuilder<Database, T, object> {
    return (this.db.selectFrom(table) as any).where(`${table}.tenantId`, '=', this.tenantId);
  }

  insertInto<T extends TenantTableName>(table: T, values: Omit<InsertObject<Database, T>, 'tenantId'> | Omit<InsertObject<Database, T>, 'tenantId'>[]): InsertQueryBuilder<Database, T, InsertResult> {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, tenantId: this.tenantId }));
    return this.db.insertInto(table).values(rows as any);
  }

  updateTable<T extends TenantTableName>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    return (this.db.updateTable(table) as any).where(`${table}.tenantId`, '=', this.tenantId);
  }

  deleteFrom<T extends TenantTableName>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    return (this.db.deleteFrom(table) as any).where(`${table}.tenantId`, '=', this.tenantId);
  }

  /**
   * The same scope inside a transaction. A scope already in one (the seed starts demo instances inside its own) joins
   * it: Kysely cannot nest transactions, and the outer one commits or rolls back the whole.
   */
  async transaction<R>(work: (scope: TenantScope) => Promise<R>): Promise<R> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new TenantScope(trx as Db, this.tenantId)));
  }
}
