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
    const opened: OpenTransaction = { database: this.database, committed: [] };
    const result = await this.db.transaction().execute((trx) => {
      openTransactions.set(trx, opened);
      return work(new TenantScope(trx as Db, this.tenantId));
    });
    for (const hook of opened.committed) hook();
    return result;
  }

  /**
   * Runs `hook` once the transaction this scope is in has committed (at once outside a transaction), never when it
   * rolls back: what is kept in memory about rows (a live workflow engine) must match what other servers can read.
   * A transaction opened on Kysely directly rather than by a scope gives no such signal: there the hook is dropped.
   */
  afterCommit(hook: () => void): void {
    if (!this.db.isTransaction) hook();
    else openTransactions.get(this.db)?.committed.push(hook);
  }

  /** The database (the pool, not the transaction) this scope's statements go to: the key of per-database caches. */
  get database(): Db {
    return openTransactions.get(this.db)?.database ?? this.db;
  }
}

interface OpenTransaction {
  database: Db;
  committed: (() => void)[];
}

/** The transactions opened by `TenantScope.transaction`, by their Kysely handle. */
const openTransactions = new WeakMap<Db, OpenTransaction>();
