import fs from 'node:fs';
import zlib from 'node:zlib';
import { Progress } from './cli.ts';
import { StatementSplitter } from './sqlStatements.ts';

/** Where a dump's statements go: PGlite's `exec` or a PostgreSQL client's simple query, both taking many at once. */
export interface SqlTarget {
  exec(sql: string): Promise<void>;
  /** server_version_num of the target, to leave out settings an older PostgreSQL does not know. */
  versionNum: number;
  /** Extensions the target can create (pg_available_extensions). */
  extensions: Set<string>;
}

/** Statements sent together: few round trips, and a bounded string however large the dump. */
const BATCH_CHARS = 1 << 20;

/**
 * Settings newer pg_dumps write that an older server refuses, with the version that introduced them. PGlite is
 * PostgreSQL 18, so its dumps carry `transaction_timeout` (17), which PostgreSQL 15 would stop the restore on; the
 * rest of a dump of our schema (tables, identity columns, named NOT NULL constraints, indexes, setval) loads on 15
 * as written.
 */
const NEWER_SETTINGS: { pattern: RegExp; since: number }[] = [{ pattern: /^SET\s+transaction_timeout\b/i, since: 170000 }];

/**
 * An extension the target lacks (a PostgreSQL built without contrib has no pg_trgm) is left out with what needs it,
 * as the server itself does at start (crud/indexes.ts): only pg_trgm's trigram indexes of `like` filters do, and
 * without them those filters scan, as before the indexes existed.
 */
const NEEDS_EXTENSION: Record<string, RegExp> = { pg_trgm: /\b(gin|gist)_trgm_ops\b/i };

function extensionOf(statement: string): string | null {
  const named = /^(?:CREATE EXTENSION(?: IF NOT EXISTS)?|COMMENT ON EXTENSION)\s+"?(\w+)"?/i.exec(statement);
  if (named) return named[1];
  return Object.entries(NEEDS_EXTENSION).find(([, pattern]) => pattern.test(statement))?.[0] ?? null;
}

/**
 * Executes a backup's dump on the target inside the caller's transaction, a batch of statements at a time, showing
 * progress against the compressed file's size.
 */
export async function executeDump(file: string, target: SqlTarget): Promise<number> {
  const skipped = NEWER_SETTINGS.filter((s) => target.versionNum < s.since).map((s) => s.pattern);
  const size = fs.statSync(file).size;
  const progress = new Progress('正在恢复', size);
  const raw = fs.createReadStream(file);
  let read = 0;
  raw.on('data', (chunk) => {
    read += chunk.length;
  });
  const text = raw.pipe(zlib.createGunzip()).setEncoding('utf8');
  const splitter = new StatementSplitter();
  let batch = '';
  let count = 0;
  const missing = new Set<string>();
  const take = async (statements: string[]) => {
    for (const statement of statements) {
      if (skipped.some((p) => p.test(statement))) continue;
      const extension = extensionOf(statement);
      if (extension && !target.extensions.has(extension)) {
        missing.add(extension);
        continue;
      }
      batch += `${statement}\n`;
      count++;
      if (batch.length >= BATCH_CHARS) {
        await target.exec(batch);
        batch = '';
        progress.update(read);
      }
    }
  };
  for await (const chunk of text) await take(splitter.push(chunk as string));
  await take(splitter.end());
  if (batch) await target.exec(batch);
  progress.finish(read);
  for (const name of missing) process.stderr.write(`注意：目标数据库没有 ${name} 扩展，已跳过它和依赖它的索引（模糊查询照常可用，只是不走索引）\n`);
  return count;
}
