import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { fail } from '../../../http/errors.ts';
import { DataSourceConfigErrors } from './dataSourceConfigErrors.ts';

/** yudao's DataSourceConfigDO.ID_MASTER: the platform's own database, never a row of infra_data_source_config. */
export const MASTER_ID = 0;

/** What the list and `get` answer: yudao's DataSourceConfigRespVO, without the password. */
export interface DataSourceView {
  id: number;
  name: string;
  url: string;
  username: string;
  createTime: Date | null;
}

export interface DataSourceLogin {
  url: string;
  username: string;
  password: string;
}

/** A connection attempt gives up after this long: the form waits for the answer. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The connection settings of a url as yudao's form takes it (`jdbc:postgresql://host:port/db`) or as libpq does
 * (`postgresql://` / `postgres://`); anything else (another database, not a url) is no connection at all. User and
 * password come from the form's own fields, not the url.
 */
export function connectionOf({ url, username, password }: DataSourceLogin): pg.ClientConfig | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim().replace(/^jdbc:/i, ''));
  } catch {
    return null;
  }
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol) || !parsed.hostname) return null;
  return {
    host: decodeURIComponent(parsed.hostname),
    port: parsed.port ? Number(parsed.port) : 5432,
    database: decodeURIComponent(parsed.pathname.slice(1)) || undefined,
    user: username,
    password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
}

/** yudao's JdbcUtils.isConnectionOK: refused with 数据源配置不正确，无法进行连接 unless a query goes through. */
export async function assertConnects(login: DataSourceLogin): Promise<void> {
  const config = connectionOf(login);
  if (!config) throw fail(DataSourceConfigErrors.NOT_OK);
  const client = new pg.Client(config);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    throw fail(DataSourceConfigErrors.NOT_OK);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The master source as yudao builds it from its own settings: named `master`, the database the platform runs on,
 * its url and user read from the server itself (no password; no network address on the embedded PGlite or a
 * local socket, hence `postgresql:///name`).
 */
export async function masterSource(db: Db): Promise<DataSourceView> {
  const { rows } = await sql<{ database: string; username: string; host: string | null; port: number | null }>`
    select current_database() as database, current_user as username, host(inet_server_addr()) as host, inet_server_port() as port`
    .execute(db.withoutPlugins());
  const { database, username, host, port } = rows[0]!;
  const where = host ? `${host.includes(':') ? `[${host}]` : host}${port ? `:${port}` : ''}` : '';
  return { id: MASTER_ID, name: 'master', url: `postgresql://${where}/${database}`, username, createTime: null };
}

export async function findSource(db: Db, id: number) {
  const row = await db.selectFrom('infraDataSourceConfig').selectAll().where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
  if (!row) throw fail(DataSourceConfigErrors.NOT_EXISTS);
  return row;
}

/**
 * Runs `work` against a data source with the platform's query builder: the master is the platform's own database;
 * another is opened for this work alone (one connection) and closed after it.
 */
export async function withDataSource<T>(db: Db, id: number, work: (source: Db) => Promise<T>): Promise<T> {
  if (id === MASTER_ID) return work(db);
  const config = connectionOf(await findSource(db, id));
  if (!config) throw fail(DataSourceConfigErrors.NOT_OK);
  const pool = new pg.Pool({ ...config, max: 1 });
  pool.on('error', () => undefined);
  const source = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  try {
    await sql`select 1`.execute(source).catch(() => {
      throw fail(DataSourceConfigErrors.NOT_OK);
    });
    return await work(source);
  } finally {
    await source.destroy();
  }
}
