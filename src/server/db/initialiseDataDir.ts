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
  // The package as this module resolves it, so the child loads the very same PGlite wherever it is started from.
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const m = await import(${JSON.stringify(entry)});
const db = await (m.PGlite ?? m.default.PGlite).create(${JSON.stringify(dataDir)});
await db.close();`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '--eval', script], { maxBuffer: 4 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`PGlite 数据目录初始化失败（${dataDir}）：${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}
