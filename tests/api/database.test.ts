// The embedded database on disk: a first start creates the cluster in a short-lived process of its own, so the
// server does not keep initdb's memory; later starts open it and find their data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-db-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('PGlite data directory', () => {
  it('is created on first start without initdb leftovers in the server process, and keeps its data', async () => {
    const dataDir = path.join(tmp, 'nested', 'data');
    // The API files share their worker process (isolate: false), so what earlier files left is counted before.
    const before = process.memoryUsage().external;
    const first = await openDatabase({ dataDir });
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    // Inside this process initdb grew PGlite's WebAssembly memory to ~570 MB for good; opened after the fact it is
    // the initial 128 MB and little more.
    expect(process.memoryUsage().external - before).toBeLessThan(300 * 1024 * 1024);
    await sql`create table notes (body text)`.execute(first.db);
    await sql`insert into notes values ('第一次启动')`.execute(first.db);
    await first.close();

    const again = await openDatabase({ dataDir });
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(again.db);
    expect(rows).toEqual([{ body: '第一次启动' }]);
    await again.close();
  });

  it('initialises an existing empty directory in place and clears what an interrupted first start left', async () => {
    const volume = path.join(tmp, 'volume');
    fs.mkdirSync(volume); // e.g. a mounted volume, which cannot be replaced by a rename
    const inPlace = await openDatabase({ dataDir: volume });
    await inPlace.close();
    expect(fs.existsSync(path.join(volume, 'PG_VERSION'))).toBe(true);

    const dataDir = path.join(tmp, 'after-interruption');
    fs.mkdirSync(`${dataDir}.initdb-12345`); // a first start stopped during initdb
    fs.writeFileSync(path.join(`${dataDir}.initdb-12345`, 'PG_VERSION'), '18');
    const fresh = await openDatabase({ dataDir });
    await fresh.close();
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('after-interruption'))).toEqual(['after-interruption']);
  });

  it('says which directory could not be created, in Chinese', async () => {
    const notADirectory = path.join(tmp, 'a-file');
    fs.writeFileSync(notADirectory, '');
    await expect(openDatabase({ dataDir: notADirectory })).rejects.toThrow(`PGlite 数据目录初始化失败（${notADirectory}）`);
  });
});
