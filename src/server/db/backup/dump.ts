import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { Progress, Refusal } from './report.ts';
import { headerLine, type BackupHeader } from './backupFile.ts';

/**
 * pg_dump's options for every backup: no owners or grants (the restoring role owns everything), rows as multi-row
 * INSERTs (what PGlite's pg_dump always writes; for PostgreSQL too, so both restore through the same executor,
 * psql not needed).
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=1000'];

const MIGRATIONS_SQL = 'select name from kysely_migration order by name';

const emptyDatabase = () => new Refusal('数据库是空的（没有迁移记录），没有可备份的内容');

/**
 * Dumps an open PGlite into `file`. PGlite's pg_dump (WebAssembly) talks to the database on its one session and
 * blocks it until done, so the dump is consistent even when a server holds the instance (the scheduled backup job
 * passes its own). The dump is built in memory (about the data's size), then gzip-compressed to the file.
 */
export async function dumpPglite(pglite: PGlite, file: string): Promise<BackupHeader> {
  const migrations = await pglite.query<{ name: string }>(MIGRATIONS_SQL).catch(() => {
    throw emptyDatabase();
  });
  const size = (await pglite.query<{ size: number }>('select pg_database_size(current_database())::float8 as size')).rows[0].size;
  const header: BackupHeader = { format: 1, source: 'pglite', created: new Date().toISOString(), migrations: migrations.rows.map((r) => r.name) };
  const progress = new Progress('正在导出数据库', size);
  let received = 0;
  // pg_dump runs synchronously inside WebAssembly, so no timer fires while it works: progress is counted on the
  // protocol bytes it receives (the rows), through a view of the instance whose other methods stay its own.
  const counted = new Proxy(pglite, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (name !== 'execProtocolRawStream' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return (message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) =>
        value.call(target, message, {
          ...options,
          onRawData: (data: Uint8Array) => {
            received += data.length;
            progress.update(received);
            options.onRawData(data);
          },
        });
    },
  });
  const dump = await pgDump({ pg: counted, args: DUMP_ARGS });
  progress.finish(received);
  await writeGzip(file, [headerLine(header), Buffer.from(await dump.arrayBuffer())]);
  return header;
}

/**
 * Dumps PostgreSQL through the system's pg_dump (same major version as the server or newer), streamed into the
 * gzip file (`PG_DUMP` names another binary, e.g. /usr/lib/postgresql/16/bin/pg_dump); pg_dump takes one snapshot, so a running server's writes do not tear it. Its `--verbose` lines are
 * shown as progress, one per table.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<BackupHeader> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let names: string[];
  try {
    names = (await client.query<{ name: string }>(MIGRATIONS_SQL).catch(() => {
      throw emptyDatabase();
    })).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
  const header: BackupHeader = { format: 1, source: 'postgresql', created: new Date().toISOString(), migrations: names };
  const child = spawn(process.env.PG_DUMP || 'pg_dump', [...DUMP_ARGS, '--verbose', `--dbname=${databaseUrl}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Refusal('找不到 pg_dump：请安装 PostgreSQL 客户端（与数据库同一大版本或更新）') : error),
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
  let errors = '';
  let partialLine = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    const lines = (partialLine + text).split('\n');
    partialLine = lines.pop() ?? '';
    for (const line of lines) {
      const table = /(?:processing data for|dumping contents of) table "?([^"\s]+)"?/.exec(line);
      if (table) process.stderr.write(`正在导出表 ${table[1]}\n`);
      else if (/error|fatal/i.test(line)) errors += `${line}\n`;
    }
  });
  const body = new PassThrough();
  body.write(headerLine(header));
  child.stdout.pipe(body);
  const written = pipeline(body, zlib.createGzip(), fs.createWriteStream(file));
  const code = await exited;
  await written;
  if (code !== 0) throw new Refusal(`pg_dump 失败（退出码 ${code}）：${errors.trim()}`);
  return header;
}

async function writeGzip(file: string, parts: (string | Buffer)[]): Promise<void> {
  const body = new PassThrough();
  const written = pipeline(body, zlib.createGzip(), fs.createWriteStream(file));
  for (const part of parts) body.write(part);
  body.end();
  await written;
}
