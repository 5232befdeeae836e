import fs from 'node:fs';
import zlib from 'node:zlib';
import { Progress } from './cli.ts';
import { StatementSplitter } from './sqlStatements.ts';

/** Where a dump's statements go: PGlite's `exec` or a PostgreSQL client's simple query, both taking many at once. */
export interface SqlTarget {
  exec(sql: string): Promise<void>;
  /** server_version_num of the target, to leave out settings an older PostgreSQL does not know. */
  versionNum: number;
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
  const take = async (statements: string[]) => {
    for (const statement of statements) {
      if (skipped.some((p) => p.test(statement))) continue;
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
  return count;
}
