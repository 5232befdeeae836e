import { sql, type Kysely } from 'kysely';

/**
 * Searches people type (issue 39 point 2, decision 100): the characters and character pairs of a text, lower-cased,
 * as an array a GIN index keeps (`search_grams`), and the pairs of a search text (`search_pattern_grams`: its one
 * character when it has one). A row whose lower-cased text contains the lower-cased search text holds all of the
 * search's pairs, so `search_grams(col) @> search_pattern_grams(text)` narrows the rows from the index whatever the
 * text's length, and the `ilike` beside it (db/like.ts, `containsText`) keeps exactly the rows a scan would find.
 * pg_trgm cannot do this for one or two Chinese characters (a trigram needs three), and pg_bigm is neither in PGlite
 * nor in a contrib-only PostgreSQL; plain SQL functions are in both. ILIKE compares `lower()` of both sides on a
 * multi-byte database, so the grams are taken of `lower()` too.
 *
 * An expression index over `search_grams(col)` is never stale (no column, no trigger to keep). The indexes are the
 * table sync's (crud/impliedIndexes.ts: one per `like` filter of a manifest list); the functions are here so they
 * exist before it runs, on either database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function search_grams(value text) returns text[]
    language sql immutable strict parallel safe
    as $$ select array(select substr(v, i, 2) from generate_series(1, char_length(v) - 1) i) || string_to_array(v, null)
      from lower(value) v $$`.execute(db);
  await sql`create or replace function search_pattern_grams(pattern text) returns text[]
    language sql immutable strict parallel safe
    as $$ select case when char_length(v) < 2 then string_to_array(v, null)
      else array(select substr(v, i, 2) from generate_series(1, char_length(v) - 1) i) end
      from lower(pattern) v $$`.execute(db);
}
