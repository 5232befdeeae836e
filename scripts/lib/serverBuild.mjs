// The server as it runs in production: src/server bundled by esbuild into dist-server/ (our code in one file, npm
// packages left as imports), run by plain `node`. Running the TypeScript sources through tsx costs every server
// process ~80 MB of memory (tsx's loader and the sources' transforms and source maps) and a slower start; tsx stays
// for development, tests through inject() and scripts. The Excel worker is a second entry point beside the server
// (src/server/excel/excelWorkers.ts looks for it there).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashInputs } from './build.mjs';
import { repoRoot, say } from './proc.mjs';

// SERVER_DIST_DIR: a build of one's own beside dist-server/ (helpers testing in one tree; see E2E_SERVER_ENTRY).
const serverDist = process.env.SERVER_DIST_DIR ? path.resolve(process.env.SERVER_DIST_DIR) : path.join(repoRoot, 'dist-server');
export const serverEntry = path.join(serverDist, 'main.mjs');
const stampFile = path.join(serverDist, '.build-stamp');
const INPUTS = ['src/server', 'src/shared', 'package-lock.json'];

/**
 * Build only when the server's sources changed since the last build (npm start). Two browser-test workers may both
 * start an extra server at once: a lock directory lets one build while the other waits and then finds it current.
 */
export async function ensureServerBuild() {
  const hash = inputsHash();
  const current = () => existsSync(serverEntry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
  if (current()) {
    say('server build is up to date (dist-server/)');
    return;
  }
  await withBuildLock(async () => {
    if (current()) return; // built by whoever held the lock
    say('building the server (dist-server/)');
    await buildServer(hash);
  });
}

async function withBuildLock(action) {
  const lock = `${serverDist}.lock`;
  for (;;) {
    try {
      mkdirSync(lock); // atomic: exactly one process creates it
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // a builder that died leaves its lock: a build takes seconds, so a lock older than two minutes is stale
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await action();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function buildServer(hash = inputsHash()) {
  const esbuild = await import('esbuild');
  try {
    await esbuild.build({
      absWorkingDir: repoRoot,
      entryPoints: { main: 'src/server/main.ts', excelWorker: 'src/server/excel/excelWorker.ts' },
      outdir: serverDist,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20.19', // the engines floor; plain 'node20' (20.0) made esbuild drop JSON import attributes Node needs
      sourcemap: true, // stack traces name the TypeScript files (node --enable-source-maps)
      logLevel: 'warning',
    });
  } finally {
    // esbuild's API keeps a service process alive until stop(): npm start would leave it running beside the server.
    await esbuild.stop();
  }
  writeFileSync(stampFile, `${hash}\n`);
}

// Tests are not part of the server.
const inputsHash = () => hashInputs(INPUTS, (file) => /\.(test|spec)\.tsx?$/.test(file));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildServer().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
