import { createHash } from 'node:crypto';
import type { Resource } from '../../shared/manifest/types.ts';
import { fieldColumns, type FieldColumn } from './columns.ts';
import { quote } from './quote.ts';

/**
 * Indexes a resource's list implies (issue 21): nothing is hand-written when a resource is added, and its filtered
 * pages are answered from indexes. The b-trees cover live rows (`where deleted = false`, as every statement of the
 * repository) and lead with tenant_id for a tenant-scoped resource, as the repository filters by it.
 *
 * - `like` → a GIN index over the column's characters and character pairs (`search_grams`, migration 0049): it
 *   answers the repository's `containsText` (db/like.ts) for a text of any length, one Chinese character included
 *   (decision 100; a pg_trgm index, decision 52's, served three characters and more only). It covers every row, the
 *   deleted too (decision 105): ANALYZE keeps statistics of an index's expression — how often each character and pair
 *   occurs — and the planner reads those of a whole-table index only, never a partial one's; without them it takes
 *   every text for one matching 0.5 % of the rows, and a page of a common one sorts all its matches;
 * - `eq`, `in`, `subtree` → a b-tree on the column followed by the default sort, so a filtered page reads its rows
 *   in order and stops after the page;
 * - `dateRange`, `ge` → a b-tree on the column (a range scan);
 * - the default sort → a b-tree on it (then `id`, the tie-breaker): the unfiltered first page reads 20 entries, and a
 *   deep page's ids are counted off the index alone (repository.ts, `page`).
 *
 * Their names start with `auto_`: the table sync creates them and drops an `auto_` index the manifest no longer
 * implies, and never touches any other index (declared `idx_`/`uq_` ones, a migration's, one made by hand).
 */
export const IMPLIED_PREFIX = 'auto_';

export interface ImpliedIndex {
  name: string;
  method: 'btree' | 'gin';
  /** Key columns as created (tenant_id first for a b-tree of a tenant-scoped resource). */
  columns: string[];
  ddl: string;
}

/**
 * A b-tree entry must stay under ~2.7 kB or the insert fails: only columns whose values are bounded that far get one
 * (numbers, dates, booleans, `varchar(n)` up to 500 characters of at most 4 bytes). Longer texts are served by their
 * grams index when filtered with `like`, and are otherwise left to the table scan.
 */
const MAX_BTREE_VARCHAR = 500;

function btreeable(column: FieldColumn): boolean {
  const varchar = /^varchar\((\d+)\)/.exec(column.sqlType);
  if (varchar) return Number(varchar[1]) <= MAX_BTREE_VARCHAR;
  return /^(bigint|numeric|boolean|timestamptz)\b/.test(column.sqlType);
}

const isText = (column: FieldColumn): boolean => /^(varchar|text)\b/.test(column.sqlType);

/** An index name within PostgreSQL's 63-byte limit, still unique when the table and columns are long. */
export function boundedName(name: string): string {
  if (Buffer.byteLength(name) <= 63) return name;
  return `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
}

/**
 * The implied indexes of a resource, without those whose key another index of the table already starts with
 * (`existingKeys`: declared indexes and any other b-tree over live rows; a shorter key is served by the longer one).
 */
export function impliedIndexes(resource: Resource, existingKeys: readonly string[][] = []): ImpliedIndex[] {
  if (!resource.list) return []; // a resource without a list implies nothing (a bare table in a test)
  const byField = new Map(fieldColumns(resource).map((c) => [c.field, c]));
  const tenant = resource.tenantScoped ? ['tenant_id'] : [];
  const sortColumn = byField.get(resource.list.defaultSort.field);
  const sortKey = !sortColumn || sortColumn.column === 'id' ? ['id'] : btreeable(sortColumn) ? [sortColumn.column, 'id'] : [];
  const table = resource.table;

  const grams: ImpliedIndex[] = [];
  const keys: string[][] = [];
  for (const filter of resource.list.filters) {
    const column = byField.get(filter.field);
    if (!column) continue;
    if (filter.op === 'like') {
      if (!isText(column)) continue;
      // `_search`, not the partial index's `_grams`: a new name is how the table sync replaces an index
      const name = boundedName(`${IMPLIED_PREFIX}${table}_${column.column}_search`);
      grams.push({
        name, method: 'gin', columns: [column.column],
        ddl: `create index ${quote(name)} on ${quote(table)} using gin (search_grams(${quote(column.column)}))`,
      });
    } else if (btreeable(column)) {
      const ranged = filter.op === 'dateRange' || filter.op === 'ge';
      keys.push([...tenant, column.column, ...(ranged ? [] : sortKey.filter((c) => c !== column.column))]);
    }
  }
  if (sortKey.length) keys.push([...tenant, ...sortKey]);

  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
  const startsWith = (longer: readonly string[], key: readonly string[]) => key.length <= longer.length && key.every((c, i) => c === longer[i]);
  const unique = keys.filter((key, i) => keys.findIndex((k) => same(k, key)) === i);
  const btrees = unique
    .filter((key) => !unique.some((other) => other.length > key.length && startsWith(other, key)))
    .filter((key) => !existingKeys.some((existing) => startsWith(existing, key)))
    .map((columns): ImpliedIndex => {
      const name = boundedName(`${IMPLIED_PREFIX}${table}_${columns.filter((c) => c !== 'tenant_id').join('_')}`);
      return { name, method: 'btree', columns, ddl: `create index ${quote(name)} on ${quote(table)} (${columns.map(quote).join(', ')}) where deleted = false` };
    });
  return [...grams, ...btrees];
}
