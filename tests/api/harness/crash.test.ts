import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../support/testDatabase.ts';
import { freePort, ServerProcess, type ServerStore } from '../../support/harness/serverProcess.ts';
import { templateStore } from '../../support/harness/templateStore.ts';

/**
 * Crash test (issue #14): the real server takes concurrent writes, is killed with SIGKILL in the middle of them and
 * started again on the same data. Every write it acknowledged (code 0) must be there, and the database must open
 * and take writes again. On PGlite (a data directory) or, in the PostgreSQL pass, on a fresh database there.
 */
const IN_FLIGHT = 20;
const ACKS_BEFORE_KILL = 60;
const MAX_WRITE_MS = 5_000;

describe(`kill -9 during writes (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-crash-'));
  let store: ServerStore | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await store?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and opens cleanly after the kill', async () => {
    // a copy of the run's seeded template: what is tested is the kill and the start after it, not a first start
    store = await templateStore(dir);
    server = new ServerProcess(await freePort(), store);
    await server.start();
    const token = await server.login();

    // IN_FLIGHT writers create groups (no dictionary or parent needed) until the kill cuts their connections.
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const name = `崩溃测试-${next++}`;
        try {
          const res = await server!.call('POST', '/renda/group/create', { token, body: { name, sort: 1, status: 0 } });
          if (res.code === 0) acknowledged.push(name);
          else throw new Error(`refused ${name}: ${res.code} ${res.msg}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const writers = Array.from({ length: IN_FLIGHT }, writer);
    const deadline = Date.now() + MAX_WRITE_MS;
    while (acknowledged.length < ACKS_BEFORE_KILL && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    killed = true;
    await server.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length, 'writes acknowledged before the kill').toBeGreaterThan(0);

    // the same data, a new process
    server = new ServerProcess(await freePort(), store);
    await server.start();
    const again = await server.login();
    const stored = new Set<string>();
    for (let pageNo = 1; ; pageNo++) {
      const page = await server.call<{ list: { name: string }[]; total: number }>('GET', `/renda/group/page?name=${encodeURIComponent('崩溃测试-')}&pageSize=200&pageNo=${pageNo}`, { token: again });
      expect(page.code, page.msg).toBe(0);
      for (const row of page.data.list) stored.add(row.name);
      if (page.data.list.length < 200) break;
    }
    expect(acknowledged.filter((name) => !stored.has(name)), `lost of ${acknowledged.length} acknowledged`).toEqual([]);
    const after = await server.call('POST', '/renda/group/create', { token: again, body: { name: '重启后写入', sort: 1, status: 0 } });
    expect(after.code, after.msg).toBe(0);
    console.log(`crash test: ${acknowledged.length} acknowledged writes, ${stored.size} stored (unacknowledged ones may be either)`);
  }, 150_000); // two starts of a real server, the first with initdb on PGlite
});
