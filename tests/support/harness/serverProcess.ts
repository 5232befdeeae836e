import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A port nothing listens on now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Where a real server keeps its data: a PGlite directory, or a fresh database on TEST_DATABASE_URL's server. */
export interface ServerStore {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function pgliteStore(dataDir: string): Promise<ServerStore> {
  return { env: { DATA_DIR: dataDir }, drop: async () => undefined };
}

export async function postgresStore(adminUrl: string): Promise<ServerStore> {
  const name = `harness_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The real server (src/server/main.ts) as a child process on 127.0.0.1, as `npm run serve` starts it. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';
  readonly base: string;

  constructor(private readonly port: number, private readonly store: ServerStore) {
    this.base = `http://127.0.0.1:${port}/admin-api`;
  }

  /** Starts it and waits until /system/health answers (the first PGlite start runs initdb: tens of seconds). */
  async start(timeoutMs = 90_000): Promise<void> {
    const { DATABASE_URL: _ignored, DATA_DIR: _ignoredToo, ...inherited } = process.env;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: {
        ...inherited, ...this.store.env, PORT: String(this.port), HOST: '127.0.0.1', CAPTCHA_ENABLED: 'false', SEED_DEMO: 'true',
        // a handful of demo proposals, as the API tests seed: 200 driven through their process would double the first start
        DEMO_PROPOSALS: '7', LOG_LEVEL: 'warn', STATIC_DIR: path.join(repoRoot, 'nonexistent'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode}:\n${this.output}`);
      const up = await fetch(`${this.base}/system/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.output}`);
  }

  /** kill -9: no shutdown hook runs, the database is left as the crash left it. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** Stops it gently (SIGTERM), then forcefully if it does not go within 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await this.kill('SIGTERM');
    clearTimeout(timer);
  }

  get log(): string {
    return this.output;
  }

  /** A JSON call with the tenant header of tenant 1; resolves to the envelope, rejects when the connection fails. */
  async call<T = any>(method: string, url: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<{ code: number; msg: string; data: T }> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { 'tenant-id': '1', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return res.json() as Promise<{ code: number; msg: string; data: T }>;
  }

  async login(username = 'admin', password = 'admin123'): Promise<string> {
    const res = await this.call<{ accessToken: string }>('POST', '/system/auth/login', { body: { username, password } });
    if (res.code !== 0) throw new Error(`login ${username}: ${res.code} ${res.msg}`);
    return res.data.accessToken;
  }
}
