// Starts an EXTRA server process for a spec that needs settings other than the shared webServer's
// (e.g. ACCESS_TOKEN_TTL_SECONDS=3): its own free port, its own fresh DATA_DIR, the same dist/.
// The fresh DATA_DIR is a copy of the run's freshly seeded database (seededData.ts) unless its settings change what
// a first start seeds; then the server seeds its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, serverEntry } from '../../../scripts/lib/serverBuild.mjs';
import { E2E_PROJECT_REPOSITORY_URL } from './projectRepository.ts';
import { copySeededData } from './seededData.ts';

export interface ExtraServer {
  baseURL: string;
  /** Where the server's stdout/stderr go; worth reading when a test fails. */
  logFile: string;
  /** The server's process id (benchmarks read its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** `entry`: a server build other than serverBuild.mjs's (built and current already); the seeded copy is made by it. */
export async function startExtraServer(env: Record<string, string> = {}, { timeoutMs = 120_000, nodeArgs = [] as string[], entry = '' } = {}): Promise<ExtraServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'deputy-e2e-'));
  const logDir = path.join(repoRoot, 'test-results', 'servers');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `server-${port}.log`);
  const logFd = openSync(logFile, 'w');

  // The bundled server, as `npm start` runs it (built here when its sources changed), in a single process, so
  // killing this PID really stops the server (gotcha 15).
  if (!entry) await ensureServerBuild();
  const dataDir = path.join(tmp, 'data'); // the server creates the leaf directory (or finds the seeded copy)
  copySeededData(dataDir, env);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', entry || serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      PROJECT_REPOSITORY_URL: E2E_PROJECT_REPOSITORY_URL,
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd); // the child holds its own copy

  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // If the test runner dies without calling stop(), do not leave the server running.
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${baseURL}/admin-api/system/health`, timeoutMs, () => exited);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message} (server log: ${logFile})`);
  }
  return { baseURL, logFile, pid: child.pid!, stop };
}

async function waitForHealth(url: string, timeoutMs: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the extra server exited before it became healthy');
    try {
      const res = await fetch(url);
      if (res.ok) {
        const body = (await res.json()) as { code?: number; data?: { status?: string } };
        if (body.code === 0 && body.data?.status === 'UP') return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the extra server was not healthy at ${url} within ${timeoutMs} ms`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
