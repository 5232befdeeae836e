import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Refusal } from './backup/report.ts';

/**
 * One process at a time in an embedded data directory (decision 67). PGlite is one process's database and does not
 * look whether another has the directory open: two servers on one `DATA_DIR` both answered, and what they wrote was
 * gone after a restart. PGlite's own `postmaster.pid` says nothing of who holds it (its pid is always -42), so the
 * server and the backup, restore and move commands take `DATA_DIR/server.lock`, as PostgreSQL its postmaster.pid:
 * a lock that names its holder, so a lock whose holder is dead (killed, crashed, the machine restarted) is taken over
 * without anyone's say-so, and a live holder is named in the refusal.
 */
export const LOCK_FILE = 'server.lock';

/** What the lock file holds: enough to tell whether its holder still runs, and to name it to a person. */
interface Holder {
  pid: number;
  /** The process's start time in clock ticks after boot (/proc/<pid>/stat): a pid reused by another process differs. */
  startTime: string | null;
  /** The kernel's boot id: a lock from before a restart is dead whatever its pid. */
  bootId: string | null;
  hostname: string;
  /** What holds it, in words for the refusal: 服务器, 备份命令 … */
  what: string;
  since: string;
}

export interface DataDirLock {
  /** Gives the directory back; `dir` when it was renamed since (restore keeps a replaced directory aside). */
  release(dir?: string): void;
}

/** Lock files this process holds: one of them met again is alive (this process), not a dead holder of the same pid. */
const heldHere = new Set<string>();

/** Fails with the refusal naming the holder when a live process holds `dataDir` (the directory must exist). */
export function lockDataDir(dataDir: string, what: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${JSON.stringify(describeSelf(what))}\n`;
  // Written whole beside the lock and then linked into place: link() fails when the lock exists, as an O_EXCL create
  // would, and nobody ever reads a lock half-written.
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (placeLock(draft, file, mine)) {
        heldHere.add(path.resolve(file));
        return { release: (dir = dataDir) => release(path.join(dir, LOCK_FILE), mine, file) };
      }
      const found = readLock(file);
      if (found === null) continue; // released just now
      const holder = parseHolder(found);
      if (holder ? isAlive(holder, file) : isFresh(file)) throw new Refusal(inUseMessage(dataDir, holder));
      takeOverStale(file, found);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  throw new Refusal(`数据目录 ${dataDir} 的锁（${LOCK_FILE}）一直被其他正在启动的进程争用：请稍后再试`);
}

/** Puts the lock in place unless one exists. Hard links are what Linux and macOS file systems do; without them, O_EXCL. */
function placeLock(draft: string, file: string, mine: string): boolean {
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  try {
    fs.writeFileSync(file, mine, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A dead holder's lock goes, atomically: it is renamed to a name of this process's own, and only when what was renamed
 * is the very lock judged dead does it stay gone. Two starters that both judged it dead cannot both win: the second's
 * rename takes the first's fresh lock, which it puts back (or, when the first has not placed its own yet, finds none).
 */
function takeOverStale(file: string, stale: string): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readLock(aside) === stale) return;
    try {
      fs.linkSync(aside, file);
    } catch {
      /* a lock is in place again: the next attempt judges it */
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function release(file: string, mine: string, original: string): void {
  heldHere.delete(path.resolve(original));
  // only our own: a lock another process took over after ours was judged dead (a frozen machine) is theirs
  if (readLock(file) === mine) fs.rmSync(file, { force: true });
}

/** Alive: the pid runs and is the same process (not one that reuses the pid) on this boot of this machine. */
function isAlive(holder: Holder, file: string): boolean {
  if (holder.bootId && bootId() && holder.bootId !== bootId()) return false;
  // our own pid: alive only when this process holds it (else a former process of a container that reused it)
  if (holder.pid === process.pid) return heldHere.has(path.resolve(file));
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false; // EPERM: it runs, as another user
  }
  const started = startTimeOf(holder.pid);
  return !(started && holder.startTime && started !== holder.startTime);
}

/** A lock we cannot read (written by something else): dead once it has not changed for a while. */
function isFresh(file: string): boolean {
  const changed = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return Date.now() - changed < 10_000;
}

function describeSelf(what: string): Holder {
  return { pid: process.pid, startTime: startTimeOf(process.pid), bootId: bootId(), hostname: os.hostname(), what, since: new Date().toISOString() };
}

function parseHolder(text: string): Holder | null {
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function inUseMessage(dataDir: string, holder: Holder | null): string {
  const who = holder
    ? `${holder.what}，进程号 ${holder.pid}${holder.hostname !== os.hostname() ? `，主机 ${holder.hostname}` : ''}，${formatSince(holder.since)}起`
    : `锁文件 ${LOCK_FILE} 刚被写入`;
  return `数据目录 ${dataDir} 正被另一个进程使用（${who}）：同一数据目录同时只能由一个进程打开。请先停止该进程，或用 DATA_DIR 指定另一个目录`;
}

function formatSince(since: string): string {
  const date = new Date(since);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('zh-CN', { hour12: false });
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces); null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

let cachedBootId: string | null | undefined;
function bootId(): string | null {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      cachedBootId = null;
    }
  }
  return cachedBootId;
}
