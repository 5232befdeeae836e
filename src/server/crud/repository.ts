import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { integerParam } from '../db/integerParam.ts';
import { containsText } from '../db/like.ts';
import type { PageResult } from '../../shared/envelope.ts';
import type { Resource } from '../../shared/manifest/types.ts';
import { fieldColumns, isTimestamp, lookupColumns, type FieldColumn } from './columns.ts';
import { capitalize, PLAIN_RANGE_FIELDS, type ListQuery } from './listQuery.ts';
import { parseQueryDate } from './queryDates.ts';
import { decodeRows, FIRST_CHUNK_ROWS, nextChunkRows, readAhead, rowJson, type JsonChunk } from './rowChunks.ts';

type Row = Record<string, unknown>;

/**
 * How far a text search's total is counted (decision 100): past it a page says `total: 10000, totalCapped: true`,
 * which our client shows as "10000+ 条"; a yudao client shows 10000 and pages through the first 10 000 rows.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** A page whose total was counted up to SEARCH_COUNT_CAP + 1: over the cap it is the cap, and says so. */
export function cappedPage<T>(list: T[], counted: number): PageResult<T> {
  return counted > SEARCH_COUNT_CAP ? { list, total: SEARCH_COUNT_CAP, totalCapped: true } : { list, total: counted };
}
type AnyDb = Kysely<any>;
type AnySelect = SelectQueryBuilder<any, any, any>;

/** A condition on the rows a caller may see at all, added to every statement (see ResourceHooks.visibleRows). */
export type RowFilter = (q: AnySelect) => AnySelect;

export interface Actor {
  userId: number;
  tenantId: number | null;
}

/**
 * Data access for one manifest resource. Every statement it makes is limited to live rows (soft delete) and, for a
 * tenant-scoped resource, to the actor's tenant, and to the rows the caller may see (`visible`): `base()` is the
 * single place those conditions are added.
 * Columns and tables come from the validated manifest; values are always bound parameters.
 */
/** What a repository derives from its resource alone, once per resource: a repository is made per request. */
interface Prepared {
  columns: readonly FieldColumn[];
  byField: ReadonlyMap<string, FieldColumn>;
  /** The page's row form (rowJson of `columns`). */
  json: ReturnType<typeof rowJson>;
}
const preparedOf = new WeakMap<Resource, Prepared>();

function prepare(resource: Resource): Prepared {
  let prepared = preparedOf.get(resource);
  if (!prepared) {
    const columns = [...fieldColumns(resource).filter((c) => !c.schema.writeOnly), ...lookupColumns(resource)];
    prepared = { columns, byField: new Map(fieldColumns(resource).map((c) => [c.field, c])), json: rowJson(columns) };
    preparedOf.set(resource, prepared);
  }
  return prepared;
}

export class ResourceRepository {
  private readonly raw: AnyDb;
  readonly columns: readonly FieldColumn[];
  private readonly byField: ReadonlyMap<string, FieldColumn>;
  private readonly json: Prepared['json'];

  /**
   * `visible` limits every statement; `dataScope` (the caller's role data scope, crud/dataScope.ts) every statement
   * but the uniqueness look-ups: a name is taken even when its row is outside the caller's departments.
   */
  constructor(db: Db, readonly resource: Resource, private readonly actor: Actor, private readonly visible?: RowFilter, private readonly dataScope?: RowFilter) {
    this.raw = db.withoutPlugins() as AnyDb;
    ({ columns: this.columns, byField: this.byField, json: this.json } = prepare(resource));
    if (resource.tenantScoped && actor.tenantId === null) throw new Error(`资源 ${resource.name} 需要租户`);
  }

  private base(inScope = true): AnySelect {
    let q = this.raw.selectFrom(this.resource.table).where('deleted', '=', false);
    if (this.resource.tenantScoped) q = q.where('tenant_id', '=', this.actor.tenantId);
    if (this.visible) q = this.visible(q);
    return inScope && this.dataScope ? this.dataScope(q) : q;
  }

  private selectFields(q: AnySelect, fields?: readonly string[]): AnySelect {
    const wanted = fields ? this.columns.filter((c) => fields.includes(c.field)) : this.columns;
    return q.select(wanted.map((c) => (c.select ?? sql.ref(c.column)).as(c.field)));
  }

  /** Applies the manifest's filters to the values of a validated query. */
  filtered(query: ListQuery): AnySelect {
    let q = this.base();
    for (const filter of this.resource.list.filters) {
      const column = this.byField.get(filter.field)!.column;
      if (filter.op === 'dateRange') {
        // v1.6.2's system pages call the creation-time range plain beginTime / endTime (listQuery.ts), its job log
        // the execution time's
        const plain = PLAIN_RANGE_FIELDS.has(filter.field);
        const from = query[`${filter.field}[0]`] ?? query[`begin${capitalize(filter.field)}`] ?? (plain ? query.beginTime : undefined);
        const to = query[`${filter.field}[1]`] ?? query[`end${capitalize(filter.field)}`] ?? (plain ? query.endTime : undefined);
        if (from) q = q.where(column, '>=', parseQueryDate(String(from), 'start'));
        if (to) q = q.where(column, '<=', parseQueryDate(String(to), 'end'));
        continue;
      }
      const value = query[filter.field];
      if (value === undefined || value === '' || value === null) continue;
      if (filter.op === 'like') q = q.where(containsText(column, String(value)));
      else if (filter.op === 'subtree') {
        // the node and all below it (a user list filtered by a department takes its sub-departments too); `union`
        // stops at a cycle someone stored by hand
        const tree = sql.table(filter.tree!);
        q = q.where(column, 'in', sql`(with recursive t(id) as (select id from ${tree} where id = ${value} and not deleted
          union select c.id from ${tree} c join t on c.parent_id = t.id where not c.deleted) select id from t)`);
      }
      else if (filter.op === 'in') {
        const values = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
        if (values.length) q = q.where(column, 'in', values);
      } else {
        const operand = typeof value === 'number' && Number.isInteger(value) ? integerParam(value) : value;
        q = q.where(column, filter.op === 'ge' ? '>=' : '=', operand);
      }
    }
    return q;
  }

  private sortOf(query: ListQuery): { column: string; order: 'asc' | 'desc' } {
    const field = query.sortField ?? this.resource.list.defaultSort.field;
    const order = query.sortOrder ?? (query.sortField ? 'asc' : this.resource.list.defaultSort.order);
    return { column: this.byField.get(field)?.column ?? 'id', order };
  }

  private sorted(q: AnySelect, query: ListQuery): AnySelect {
    const { column, order } = this.sortOf(query);
    q = q.orderBy(column, order);
    return column === 'id' ? q : q.orderBy('id', order); // a total order, so pages never repeat or skip rows
  }

  /**
   * A page and its total in one statement (one round trip). Only the page's ids are sorted and skipped (from the
   * sort's index: `auto_` indexes, impliedIndexes.ts), then its rows are read by key, so page 5 000 reads 20 rows,
   * not 100 000, and lookup subqueries run for those 20 only. The rows come back as one text, a JSON array per line
   * as the export reads them (rowChunks.ts): cheaper to receive than rows on both databases.
   * The total is an exact count of the filtered rows (decision 52), but with a text search (a `like` filter given) it
   * stops at SEARCH_COUNT_CAP + 1 rows (decision 100): a common pair of characters may match a tenth of a million
   * rows, and counting them all reads the table, while the page itself is answered from the indexes. `page` then says
   * `totalCapped` and the client shows the total as "10000+".
   */
  pageStatement(query: ListQuery): RawBuilder<{ total: number | string; text: string | null }> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    const filtered = this.filtered(query);
    const count = this.searched(query)
      ? sql`(select count(*) from (${filtered.select(sql.lit(1).as('one')).limit(SEARCH_COUNT_CAP + 1)}) c)`
      : sql`(${filtered.select((eb) => eb.fn.countAll().as('n'))})`;
    const json = this.json;
    const { column, order } = this.sortOf(query);
    const dir = order === 'desc' ? sql`desc` : sql`asc`;
    const ids = this.sorted(filtered.select('id'), query).limit(pageSize).offset((pageNo - 1) * pageSize);
    const rows = this.raw.selectFrom(this.resource.table).select(['id as __id', sql.ref(column).as('__sort'), ...json]).where('id', 'in', ids);
    const row = json.length === 1 ? sql`s.j0::text` : sql`json_build_array(${sql.join(json.map((_, i) => sql.ref(`s.j${i}`)))})::text`;
    return sql`select ${count} as total,
      (select string_agg(${row}, e'\\n' order by s.__sort ${dir}, s.__id ${dir}) from (${rows}) s) as text`;
  }

  async page(query: ListQuery): Promise<PageResult<Row>> {
    const { rows: [{ total, text }] } = await this.pageStatement(query).execute(this.raw);
    const list = text ? decodeRows({ text, arrays: this.json.length }).map((values) => Object.fromEntries(this.columns.map((c, i) => [c.field, values[i]]))) : [];
    return this.searched(query) ? cappedPage(list, Number(total)) : { list, total: Number(total) };
  }

  /** Whether the query searches text (a `like` filter with a value): its count is capped (pageStatement). */
  private searched(query: ListQuery): boolean {
    return this.resource.list.filters.some((f) => f.op === 'like' && query[f.field] !== undefined && query[f.field] !== '' && query[f.field] !== null);
  }

  async list(query: ListQuery, limit = 10_000): Promise<Row[]> {
    const rows = await this.sorted(this.selectFields(this.filtered(query)), query).limit(limit).execute();
    return rows.map((r) => this.toApi(r));
  }

  /**
   * Rows in export order (the page's filters and sort), a chunk at a time, as arrays of `fields`' values with
   * timestamps in epoch milliseconds (or `yyyy-MM-dd HH:mm:ss` text with `formattedDates`): an export streams them
   * without holding all rows in memory. Each chunk is read ahead while the caller writes the previous one.
   * The sorted ids are read once (one value, 8 bytes a row in memory), then rows by key in chunks: nothing is held
   * between chunks, so a slow download never keeps a pooled connection, a snapshot or a lock, and a caller may run
   * other queries between chunks (the answer export does). A server-side cursor (pg-cursor) would pin a pooled
   * connection and a snapshot for the whole download; with ten connections, ten slow downloads would stall the
   * server, and such a caller would wait for an eleventh. On PGlite a holdable cursor computed the whole result
   * before its first row (~0.5 s for 100k rows during which the Excel writer had nothing to do); ids first, the first
   * chunk arrives after ~0.1 s and the database's work spreads over the export (decision 29).
   */
  async *rowChunks(query: ListQuery, fields: readonly FieldColumn[], options: { maxRows?: number; formattedDates?: boolean } = {}): AsyncGenerator<unknown[][]> {
    for await (const chunk of this.rowJsonChunks(query, fields, options)) yield decodeRows(chunk);
  }

  /**
   * The same chunks undecoded: each one text of its rows (see JsonChunk), which the export hands to its writer as
   * it is. The database aggregates a chunk into that text itself: one value to receive instead of up to 2 000 rows
   * (PGlite copies and decodes every field on its own; node-postgres builds an object per row). A chunk holds
   * `maxRows` rows, or fewer when the rows are wide: at most ~CHUNK_BYTES of text, sized from the previous chunk.
   */
  async *rowJsonChunks(query: ListQuery, fields: readonly FieldColumn[], { maxRows = 2000, formattedDates = false } = {}): AsyncGenerator<JsonChunk> {
    const json = rowJson(fields, formattedDates);
    const { column, order } = this.sortOf(query);
    const dir = order === 'desc' ? sql`desc` : sql`asc`;
    const by = column === 'id' ? sql`id ${dir}` : sql`${sql.ref(column)} ${dir}, id ${dir}`;
    const [{ ids }] = await this.filtered(query).select(sql<string | null>`string_agg(id::text, ',' order by ${by})`.as('ids')).execute();
    const all: number[] = ids ? String(ids).split(',').map(Number) : [];
    const row = json.length === 1 ? sql`s.j0::text` : sql`json_build_array(${sql.join(json.map((_, i) => sql.ref(`s.j${i}`)))})::text`;
    let next = 0;
    let size = Math.min(FIRST_CHUNK_ROWS, maxRows);
    yield* readAhead(async () => {
      if (next >= all.length) return null;
      const batch = all.slice(next, (next += size));
      let [low, high] = [batch[0], batch[0]];
      for (const id of batch) [low, high] = [Math.min(low, id), Math.max(high, id)];
      // One array parameter instead of thousands of bound values. The id range lets the primary key serve the
      // lookup even before the table has statistics (right after a bulk load, and always on PGlite, which runs no
      // autovacuum, the planner would otherwise scan the table). Rows deleted since the ids were read are simply
      // missing; the rest keep the list order (`ord`).
      const rows = this.base().select(['id as __id', ...json]).where('id', '>=', low).where('id', '<=', high)
        .where('id', '=', sql<number>`any(${batch}::bigint[])`);
      const { rows: [{ text }] } = await sql<{ text: string | null }>`select string_agg(${row}, e'\\n' order by t.ord) as text
        from (${rows}) s join unnest(${batch}::bigint[]) with ordinality as t(id, ord) on t.id = s.__id`.execute(this.raw);
      size = nextChunkRows(text ? Buffer.byteLength(text) : 0, batch.length, maxRows);
      return { text: text ?? '', arrays: json.length };
    });
  }

  /** Rows in export order as API objects, a chunk at a time (see rowChunks). */
  async *chunks(query: ListQuery, maxRows = 2000): AsyncGenerator<Row[]> {
    for await (const rows of this.rowChunks(query, this.columns, { maxRows })) {
      yield rows.map((values) => Object.fromEntries(this.columns.map((c, i) => [c.field, values[i]])));
    }
  }

  /** Live rows per value of a field, for derived counts (answers per survey, members per group). */
  async countBy(field: string, values: readonly unknown[]): Promise<Map<number, number>> {
    const column = this.byField.get(field)!.column;
    if (!values.length) return new Map();
    const rows = await this.base().select([sql.ref(column).as('key'), (eb: any) => eb.fn.countAll().as('n')]).where(column, 'in', [...values]).groupBy(column).execute();
    return new Map(rows.map((r: Row) => [Number(r.key), Number(r.n)]));
  }

  async simpleList(fields: readonly string[]): Promise<Row[]> {
    let q = this.selectFields(this.base(), fields);
    // Only enabled entries are offered for choosing; a status that is a lifecycle (a survey's draft / published /
    // finished) is no on/off switch, and every row may be chosen (to filter its answers by, say).
    if (this.byField.get('status')?.schema.dict === 'common_status') q = q.where('status', '=', 0);
    const rows = await q.orderBy(this.byField.has('sort') ? 'sort' : 'id').orderBy('id').limit(10_000).execute();
    return rows.map((r) => this.toApi(r));
  }

  async get(id: number): Promise<Row | undefined> {
    const row = await this.selectFields(this.base()).where('id', '=', id).executeTakeFirst();
    return row ? this.toApi(row) : undefined;
  }

  async findBy(values: Row, excludeId?: number): Promise<Row | undefined> {
    let q = this.base(false).select('id');
    for (const [field, value] of Object.entries(values)) q = q.where(this.byField.get(field)!.column, '=', value);
    if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
    return q.executeTakeFirst();
  }

  /** The row a create inserts: columns of the values, the tenant, and who wrote it. */
  insertRow(values: Row): Row {
    return {
      ...this.toColumns(values),
      ...(this.resource.tenantScoped ? { tenant_id: this.actor.tenantId } : {}),
      creator: String(this.actor.userId),
      updater: String(this.actor.userId),
    };
  }

  async create(values: Row): Promise<number> {
    const row = this.insertRow(values);
    const created = await this.raw.insertInto(this.resource.table).values(row).returning('id').executeTakeFirstOrThrow();
    return Number(created.id);
  }

  async update(id: number, values: Row): Promise<boolean> {
    let q = this.raw.updateTable(this.resource.table)
      .set({ ...this.toColumns(values), updater: String(this.actor.userId), update_time: new Date() })
      .where('id', '=', id)
      .where('deleted', '=', false);
    if (this.resource.tenantScoped) q = q.where('tenant_id', '=', this.actor.tenantId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Whether a live row of another table has this id (in the actor's tenant when `sameTenant`): a reference's check. */
  async referenced(table: string, id: number, sameTenant: boolean): Promise<boolean> {
    let q = this.raw.selectFrom(table).select('id').where('id', '=', id).where('deleted', '=', false);
    if (sameTenant) q = q.where('tenant_id', '=', this.actor.tenantId);
    return Boolean(await q.executeTakeFirst());
  }

  /** Soft delete: the row stays for audit and can be restored by an administrator in the database. */
  async delete(id: number): Promise<boolean> {
    let q = this.raw.updateTable(this.resource.table)
      .set({ deleted: true, updater: String(this.actor.userId), update_time: new Date() })
      .where('id', '=', id)
      .where('deleted', '=', false);
    if (this.resource.tenantScoped) q = q.where('tenant_id', '=', this.actor.tenantId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private toColumns(values: Row): Row {
    const out: Row = {};
    for (const [field, value] of Object.entries(values)) {
      const column = this.byField.get(field);
      if (!column || field === 'id') continue;
      out[column.column] = isTimestamp(column.schema) && typeof value === 'number' ? new Date(value)
        : column.sqlType === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    }
    return out;
  }

  private toApi(row: Row): Row {
    const out: Row = {};
    for (const column of this.columns) {
      if (!(column.field in row)) continue;
      const value = row[column.field];
      out[column.field] = value instanceof Date ? value.getTime() : value;
    }
    return out;
  }
}

