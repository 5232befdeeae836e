import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when `dataDir` holds no database cluster yet (PGlite would run initdb when opening it). */
export function needsInitdb(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Creates PGlite's database cluster in `dataDir` (initdb) in a short-lived process of its own. Run inside the
 * server, initdb leaves ~500 MB of WebAssembly memory and buffers behind that only a full garbage collection gives
 * back, and the server's small JavaScript heap never asks for one: a first start sat at ~700 MB until the next
 * restart. A process of its own returns all of it when it exits, and the server then opens the directory as on any
 * later start (~150 MB for the database).
 */
export async function initialiseDataDir(dataDir: string): Promise<void> {
  // A directory that does not exist yet is made beside it and renamed into place once complete, so a first start
  // stopped half-way (Ctrl-C during initdb) leaves nothing that a later start would take for a database. One that
  // exists (a mounted volume, say) cannot be swapped: it is initialised in place, as PGlite would, by a server that
  // holds its lock (dataDirLock.ts).
  const inPlace = fs.existsSync(dataDir);
  if (!inPlace) removeUnfinished(dataDir);
  // The child names the directory it builds by its own pid: a child orphaned by a killed server may still be writing
  // there, and a later start leaves it alone until that process is gone.
  const prefix = `${dataDir}.initdb-`;
  // The package as this module resolves it, so the child loads the very same PGlite wherever it is started from.
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const target = inPlace ? JSON.stringify(dataDir) : `${JSON.stringify(prefix)} + process.pid`;
  const script = `const m = await import(${JSON.stringify(entry)});
const db = await (m.PGlite ?? m.default.PGlite).create(${target});
await db.close();`;
  let built = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const child = execFile(process.execPath, ['--input-type=module', '--eval', script], { maxBuffer: 4 * 1024 * 1024 }, (error, _stdout, stderr) => {
        if (error) reject(new Error(`PGlite 数据目录初始化失败（${dataDir}）：${stderr.trim() || error.message}`));
        else resolve();
      });
      built = `${prefix}${child.pid}`;
    });
    if (!inPlace) placeBuilt(built, dataDir);
  } finally {
    if (!inPlace) fs.rmSync(built, { recursive: true, force: true });
  }
}

/** Renames the built cluster into place, unless another first start on the same directory was quicker: then its. */
function placeBuilt(built: string, dataDir: string): void {
  try {
    fs.renameSync(built, dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || needsInitdb(dataDir)) throw error;
  }
}

/** Leftovers of first starts that were stopped during initdb (`<dataDir>.initdb-<pid>` whose process is gone). */
function removeUnfinished(dataDir: string): void {
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.initdb-`;
  for (const name of fs.readdirSync(parent)) {
    const pid = name.startsWith(prefix) ? name.slice(prefix.length) : '';
    if (/^\d+$/.test(pid) && !isRunning(Number(pid))) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
