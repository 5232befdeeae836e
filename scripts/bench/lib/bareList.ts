/**
 * The bare server the list route is measured against (issue 21): Fastify and the database driver alone, answering
 * `GET /admin-api/bench/page?pageNo=` with the very statement the list route runs (BARE_SQL, its parameters in
 * BARE_PARAMS, `$PAGE_OFFSET` standing for the offset), the rows decoded into objects and the yudao envelope. No
 * tenant, token, permission, validation or logging: what is left of the route's time is the database's and the
 * HTTP's. node-postgres (pool of 10, as the server's) on DATABASE_URL, otherwise PGlite in DATA_DIR (with pg_trgm).
 * Prints `listening <port>` when ready.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const text = process.env.BARE_SQL!;
const params = JSON.parse(process.env.BARE_PARAMS!) as unknown[];
const fields = JSON.parse(process.env.BARE_FIELDS!) as string[];
const offsetAt = params.indexOf('$PAGE_OFFSET');
const pageSize = Number(process.env.BARE_PAGE_SIZE ?? 20);

type Query = (values: unknown[]) => Promise<{ total: unknown; text: string | null }>;
let query: Query;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (values) => (await pool.query(text, values)).rows[0];
} else {
  const db = await PGlite.create(process.env.DATA_DIR!, { extensions: { pg_trgm }, postgresqlconf: ['shared_buffers=16MB'] });
  query = async (values) => (await db.query<{ total: unknown; text: string | null }>(text, values)).rows[0];
}

const app = Fastify({ logger: false });
app.get('/admin-api/bench/page', async (request) => {
  const pageNo = Number((request.query as { pageNo?: string }).pageNo ?? 1);
  const values = [...params];
  values[offsetAt] = (pageNo - 1) * pageSize;
  const row = await query(values);
  const list = row.text ? row.text.split('\n').map((line) => {
    const v = JSON.parse(line) as unknown[];
    return Object.fromEntries(fields.map((f, i) => [f, v[i]]));
  }) : [];
  return { code: 0, data: { list, total: Number(row.total) }, msg: '' };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`listening ${process.env.PORT}`);
