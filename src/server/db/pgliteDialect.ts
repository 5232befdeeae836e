import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { PreparedStatements } from './pglitePrepared.ts';

/**
 * A Kysely dialect for PGlite. PGlite is one backend session, so Kysely's "connections" are turns on that session:
 * a connection is held exclusively from acquire to release, which keeps a transaction's statements together
 * (the published dialects let two transactions interleave on the session; see TOOLCHAIN.md gotcha 13).
 * It also reports affected rows, which the published ones do not, and runs repeated statements prepared
 * (pglitePrepared.ts).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** A FIFO lock: each waiter gets the session in arrival order. */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new SessionLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly statements: PreparedStatements;

  constructor(private readonly pglite: PGlite) {
    this.statements = new PreparedStatements(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.pglite, this.statements);
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite, private readonly statements: PreparedStatements) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.statements.run<R>(compiledQuery.sql, compiledQuery.parameters);
    const affected = result.affectedRows;
    return {
      rows: result.rows ?? [],
      ...(affected !== undefined && affected !== null ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  /**
   * Streams through a server-side cursor so a large export does not hold every row in memory. The caller holds
   * this connection for the whole stream, so the cursor's transaction cannot interleave with other work.
   */
  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 1000): AsyncIterableIterator<QueryResult<R>> {
    const cursor = `kysely_cursor_${Math.random().toString(36).slice(2)}`;
    await this.pglite.query('begin');
    try {
      await this.pglite.query(`declare ${cursor} no scroll cursor for ${compiledQuery.sql}`, [...compiledQuery.parameters]);
      for (;;) {
        const chunk = await this.pglite.query<R>(`fetch forward ${Math.max(1, chunkSize)} from ${cursor}`);
        if (chunk.rows.length === 0) break;
        yield { rows: chunk.rows };
      }
      await this.pglite.query(`close ${cursor}`);
      await this.pglite.query('commit');
    } catch (error) {
      await this.pglite.query('rollback');
      throw error;
    }
  }
}
