// startThrowawayPostgres(): a real PostgreSQL for the second pass of the API tests.
// CI machines have PostgreSQL 15's initdb/pg_ctl/postgres (in /usr/local/bin) but no running
// server, so we make one in a temporary directory, on 127.0.0.1 and a free port, and remove it
// afterwards. PostgreSQL refuses to run as root, so as root it runs as a system user `pgtest`.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isCI, isRoot, onPath, say, warn } from './proc.mjs';

const PG_USER = 'pgtest';

/**
 * @returns {Promise<{url: string, stop: () => void, external: boolean} | null>}
 *   null when no PostgreSQL can be had (and we are not under CI, where that throws).
 */
export async function startThrowawayPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    say('using the PostgreSQL given in TEST_DATABASE_URL');
    return { url: process.env.TEST_DATABASE_URL, stop() {}, external: true };
  }

  const binDir = findPostgresBinDir();
  if (!binDir) {
    const message = 'initdb is not on this machine and TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests cannot run';
    if (isCI) throw new Error(message);
    warn(`${message}; it is SKIPPED.`);
    return null;
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'deputy-pg-'));
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'postgres.log');
  const asUser = isRoot ? ensurePgUser() : null;
  if (asUser) chownSync(tmp, asUser.uid, asUser.gid);

  // Runs a PostgreSQL tool, as `pgtest` when we are root. cwd is the temp dir because the
  // unprivileged user may not be able to enter the repository directory.
  const pg = (tool, args) => {
    const cmd = path.join(binDir, tool);
    const [file, argv] = asUser ? ['runuser', ['-u', PG_USER, '--', cmd, ...args]] : [cmd, args];
    const res = spawnSync(file, argv, { cwd: tmp, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
    return { ok: res.status === 0, output: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? res.error.message : ''}` };
  };

  let started = false;
  const stop = () => {
    if (started) {
      // Immediate mode: the cluster is thrown away, so there is nothing worth a clean shutdown.
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      started = false;
    }
    rmSync(tmp, { recursive: true, force: true });
    process.removeListener('exit', stop);
  };
  // Last line of defence: even an uncaught error must not leave a postgres behind.
  process.on('exit', stop);

  try {
    // A UTF-8 character type, as docs/scaling.md asks of a production cluster: under plain C, pg_trgm cannot serve
    // the lists' like searches (Chinese text has no trigrams there) and the planner scans. C.UTF-8 sorts by code
    // point as C does; a machine without it falls back to C.
    let init = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '-E', 'UTF8']);
    if (!init.ok) {
      rmSync(dataDir, { recursive: true, force: true });
      init = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8']);
    }
    if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);

    const port = await freePort();
    // fsync & co. off: a test database need not survive a power cut, and it is much faster.
    const options = [
      `-p ${port}`,
      `-k ${tmp}`, // unix socket in the temp dir, not /var/run/postgresql (root-owned)
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200', // two API test files in parallel, each with its pool
    ].join(' ');
    const start = pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    if (!start.ok) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl start failed:\n${start.output}\n${log}`);
    }
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const version = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout?.trim();
    say(`throw-away ${version || 'PostgreSQL'} at ${url}, data in ${dataDir}`);
    return { url, stop, external: false };
  } catch (err) {
    stop();
    throw err;
  }
}

/** Directory holding initdb/pg_ctl: from PATH, else Debian's /usr/lib/postgresql/<major>/bin. */
function findPostgresBinDir() {
  if (onPath('initdb') && onPath('pg_ctl')) {
    const res = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
    return path.dirname(res.stdout.trim());
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')));
  majors.sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(base, majors[0], 'bin') : null;
}

/** Make sure the unprivileged system user exists; returns its uid/gid. */
function ensurePgUser() {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
    return uid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  };
  let user = lookup();
  if (!user) {
    say(`creating system user ${PG_USER} to run PostgreSQL (it refuses to run as root)`);
    const res = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER], {
      encoding: 'utf8',
    });
    user = lookup();
    if (!user) throw new Error(`useradd ${PG_USER} failed: ${res.stderr}`);
  }
  return user;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// `node scripts/lib/postgres.mjs` is a smoke check: start, `select version()` through psql, stop.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = await startThrowawayPostgres();
  if (db) {
    const res = spawnSync('psql', [db.url, '-Atc', 'select version()'], { encoding: 'utf8' });
    process.stdout.write(res.stdout || res.stderr || `${res.error}\n`);
    db.stop();
    process.exit(res.status ?? 1);
  }
}
