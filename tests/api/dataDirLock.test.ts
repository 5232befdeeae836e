import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild, serverEntry } from '../../scripts/lib/serverBuild.mjs';
import { moveToPostgres } from '../../scripts/db/lib/move.ts';
import { restoreBackup } from '../../scripts/db/lib/restore.ts';
import { takeBackup } from '../../src/server/db/backup/backup.ts';
import { LOCK_FILE } from '../../src/server/db/dataDirLock.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { freePort } from '../support/harness/serverProcess.ts';
import { currentTemplate, onPostgres } from '../support/testDatabase.ts';

/**
 * Issue 38: one process at a time in an embedded data directory, and a server stopped the ways a person stops it
 * closes it. Real server processes (the bundled build npm start runs) on one seeded directory, copied from the run's
 * template. Only the embedded database has a data directory: the PostgreSQL pass skips the file.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const runServer = path.join(repoRoot, 'scripts/lib/runServer.mjs');

describe.skipIf(onPostgres())('the embedded data directory: one process at a time, closed on every stop', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'deputy-lock-'));
  const dataDir = path.join(work, 'data');
  const backups = path.join(work, 'backups');
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    await ensureServerBuild();
    // the run's seeded template when there is one (a second or so); else the server seeds it on its first start
    const template = currentTemplate();
    if (template?.kind === 'pglite') {
      const handle = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(template.file)]) });
      await handle.close();
    }
  }, 120_000);
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** A server on `dataDir` in a process group of its own, as a terminal runs a command: directly, or as npm start does. */
  const launch = async (how: 'server' | 'npm start') => {
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, how === 'server' ? [serverEntry] : [runServer], {
      cwd: repoRoot,
      detached: true,
      env: {
        ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(work, 'no-client'),
        CAPTCHA_ENABLED: 'false', SEED_DEMO: 'true', DEMO_PROPOSALS: '0', LOG_LEVEL: 'warn', JOB_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}/admin-api`;
    return { child, base, exited, output: () => output };
  };
  type Launched = Awaited<ReturnType<typeof launch>>;

  /** Waits until it answers, as whoever started it would (or fails with what it said when it exits first). */
  const healthy = async (server: Launched) => {
    let gone = false;
    void server.exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error(`the server exited:\n${server.output()}`);
      if (await fetch(`${server.base}/system/health`).then((r) => r.ok, () => false)) return server;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const call = async (server: Launched, method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: { 'tenant-id': '1', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const signIn = async (server: Launched) => (await call(server, 'POST', '/system/auth/login', undefined, { username: 'admin', password: 'admin123' })).data.accessToken as string;

  const inUse = (pid: number) => new RegExp(`数据目录 .*data 正被另一个进程使用（服务器，进程号 ${pid}，.*）：同一数据目录同时只能由一个进程打开`);

  it('refuses a second server on the directory, naming the first one\'s process; nothing acknowledged is lost', async () => {
    const first = await healthy(await launch('server'));
    const token = await signIn(first);
    const second = await launch('server');
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(inUse(first.child.pid!));

    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i++) {
      const name = `锁测试-${i}`;
      if ((await call(first, 'POST', '/renda/group/create', token, { name, sort: 1, status: 0 })).code === 0) acknowledged.push(name);
    }
    expect(acknowledged).toHaveLength(20);
    process.kill(first.child.pid!, 'SIGTERM');
    expect(await first.exited).toBe(0);

    const again = await healthy(await launch('server'));
    const page = await call(again, 'GET', `/renda/group/page?pageNo=1&pageSize=100&name=${encodeURIComponent('锁测试-')}`, await signIn(again));
    expect(page.data.list.map((row: { name: string }) => row.name).sort()).toEqual([...acknowledged].sort());
    process.kill(again.child.pid!, 'SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('keeps backup, restore and move out while a server holds the directory; they run once it stopped or died', async () => {
    const { file } = await takeBackup({ dataDir, dir: backups, keepDays: 0 });
    const server = await healthy(await launch('server'));
    const pid = server.child.pid!;
    await expect(takeBackup({ dataDir, dir: backups, keepDays: 0 })).rejects.toThrow(inUse(pid));
    await expect(restoreBackup(file, { dataDir }, true)).rejects.toThrow(inUse(pid));
    await expect(moveToPostgres(dataDir, 'postgres://127.0.0.1:1/none', false)).rejects.toThrow(inUse(pid));
    // the command says so too, and fails
    const cli = await backupCommand();
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(inUse(pid));

    // killed: its lock (and PGlite's postmaster.pid) stay behind, and are taken over without --force
    process.kill(pid, 'SIGKILL');
    await server.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    expect((await backupCommand()).code).toBe(0);
    const restored = await restoreBackup(file, { dataDir }, true);
    expect(restored.keptAside).toBeDefined();
    fs.rmSync(restored.keptAside!, { recursive: true });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    await expect(moveToPostgres(dataDir, 'postgres://127.0.0.1:1/none', false)).rejects.toThrow(/无法连接 PostgreSQL/);
    // and a server starts on it again
    const next = await healthy(await launch('server'));
    process.kill(next.child.pid!, 'SIGTERM');
    expect(await next.exited).toBe(0);
  }, 180_000);

  /**
   * Stopped as a person stops `npm start`: the signal to its whole process group (the terminal's Ctrl+C or hang-up
   * reaches the script and the server alike, and the script passes it on). Closed, not left: PGlite removes its
   * postmaster.pid when it closes (a backup refused on it before the lock), the server its lock.
   */
  const stopCleanly = async (signal: NodeJS.Signals) => {
    const server = await healthy(await launch('npm start'));
    process.kill(-server.child.pid!, signal);
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid')), `${signal}: PGlite closed`).toBe(false);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE)), `${signal}: lock given back`).toBe(false);
  };

  it('Ctrl+C ten times in a row: each time the database is closed before the process ends; then db:backup runs', async () => {
    for (let i = 0; i < 10; i++) await stopCleanly('SIGINT');
    expect((await backupCommand()).code).toBe(0);
  }, 300_000);

  it.each(['SIGHUP', 'SIGTERM'] as const)('%s (the terminal closed; a service manager): the database is closed likewise', async (signal) => {
    await stopCleanly(signal);
    expect((await backupCommand()).code).toBe(0);
  }, 90_000);

  const backupCommand = () =>
    new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/db/backup.ts', '--dir', backups, '--keep-days', '0'], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }, (error, _out, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });
});
