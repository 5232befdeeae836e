import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backupName, backupTime, pruneBackups } from '../../src/server/db/backup/backupFile.ts';
import { executeDump } from '../../scripts/db/lib/restoreSql.ts';
import { StatementSplitter } from '../../scripts/db/lib/sqlStatements.ts';

/** Splits all of `sql` fed in pieces of `size` characters, as a stream would hand it over. */
function split(sql: string, size: number): string[] {
  const splitter = new StatementSplitter();
  const out: string[] = [];
  for (let i = 0; i < sql.length; i += size) out.push(...splitter.push(sql.slice(i, i + size)));
  return [...out, ...splitter.end()];
}

describe('restore: statements of a dump', () => {
  const dump = [
    '-- deputy-backup: {"format":1}',
    '\\restrict abc123',
    'SET transaction_timeout = 0;',
    "INSERT INTO public.t VALUES (1, 'a;b', 'it''s; --not a comment'), (2, E'x', '/* no */');",
    'CREATE FUNCTION public.f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql;',
    '/* a; comment */ INSERT INTO public."odd;name" VALUES (3, $$;$$);',
    '\\unrestrict abc123',
    'SELECT pg_catalog.setval(\'public.t_id_seq\', 3, true)',
  ].join('\n');
  const expected = [
    'SET transaction_timeout = 0;',
    "INSERT INTO public.t VALUES (1, 'a;b', 'it''s; --not a comment'), (2, E'x', '/* no */');",
    'CREATE FUNCTION public.f() RETURNS int AS $body$ select 1; $body$ LANGUAGE sql;',
    '/* a; comment */ INSERT INTO public."odd;name" VALUES (3, $$;$$);',
    "SELECT pg_catalog.setval('public.t_id_seq', 3, true)",
  ];

  it('cuts at semicolons outside strings, identifiers, dollar bodies and comments, and drops psql meta-commands', () => {
    expect(split(dump, dump.length)).toEqual(expected);
  });

  it('gives the same statements however the text is cut into chunks', () => {
    for (const size of [1, 2, 3, 5, 7, 64]) expect(split(dump, size)).toEqual(expected);
  });
});

describe('restore: what an older or smaller PostgreSQL is spared', () => {
  const dump = [
    'SET transaction_timeout = 0;',
    'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;',
    "COMMENT ON EXTENSION pg_trgm IS 'text similarity';",
    'CREATE INDEX idx_name ON public.t USING gin (name public.gin_trgm_ops);',
    "INSERT INTO public.t VALUES (1, 'x');",
  ].join('\n');

  const run = async (versionNum: number, extensions: string[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-exec-'));
    try {
      const file = path.join(dir, 'dump.sql.gz');
      fs.writeFileSync(file, zlib.gzipSync(dump));
      const executed: string[] = [];
      await executeDump(file, { versionNum, extensions: new Set(extensions), exec: async (sql) => void executed.push(...sql.trim().split('\n')) });
      return executed;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('leaves out transaction_timeout before PostgreSQL 17, and a missing extension with the indexes that need it', async () => {
    expect(await run(150000, [])).toEqual(["INSERT INTO public.t VALUES (1, 'x');"]);
  });

  it('runs every statement on a target that knows them all', async () => {
    expect(await run(180000, ['pg_trgm'])).toEqual(dump.split('\n'));
  });
});

describe('backup files', () => {
  it('names a backup by its UTC time and reads the time back', () => {
    const time = new Date('2026-11-23T15:30:05.123Z');
    expect(backupName(time)).toBe('deputy-backup-20261123T153005Z');
    expect(backupTime(`${backupName(time)}.sql.gz`)).toEqual(new Date('2026-11-23T15:30:05Z'));
    expect(backupTime('notes.sql.gz')).toBeNull();
  });

  it('removes backups older than the kept days with their files, and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-prune-'));
    try {
      const names = ['deputy-backup-20261001T000000Z', 'deputy-backup-20261120T000000Z'];
      for (const name of names) {
        fs.writeFileSync(path.join(dir, `${name}.sql.gz`), '');
        fs.writeFileSync(path.join(dir, `${name}.files.tar.gz`), '');
      }
      fs.writeFileSync(path.join(dir, 'readme.txt'), '');
      const removed = pruneBackups(dir, 30, new Date('2026-11-23T00:00:00Z'));
      expect(removed).toEqual([`${names[0]}.sql.gz`]);
      expect(fs.readdirSync(dir).sort()).toEqual([`${names[1]}.files.tar.gz`, `${names[1]}.sql.gz`, 'readme.txt']);
      expect(pruneBackups(dir, 0, new Date('2030-01-01T00:00:00Z'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
