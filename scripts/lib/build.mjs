// ensureClientBuild(): `vite build` into dist/ when the build is missing or its inputs changed.
// Timestamps are unreliable on a fresh clone (git sets them all to checkout time), so the
// decision is made on a hash of the inputs' contents, stored in dist/.build-stamp.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, repoRoot, run, say } from './proc.mjs';

/** Everything `vite build` reads from the repository. */
const INPUTS = [
  'index.html',
  'vite.config.ts',
  'scripts/lib/pdfjsAssets.mjs', // the config's own plugins
  'scripts/lib/precompress.mjs',
  'scripts/lib/serviceWorker.mjs',
  'package-lock.json',
  'src/client',
  'src/shared',
  'schemas', // the client renders screens from the manifest and generated JSON Schemas
  'public',
];

const distDir = path.join(repoRoot, 'dist');
const stampFile = path.join(distDir, '.build-stamp');

/** Build only when needed (npm start). */
export async function ensureClientBuild() {
  const hash = inputsHash();
  const built = existsSync(path.join(distDir, 'index.html'));
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built && stamp === hash) {
    say('client build is up to date (dist/)');
    return;
  }
  say(built ? 'client sources changed since the last build: rebuilding' : 'dist/ has no build: building the client');
  await buildClient(hash);
}

/** Always build (npm test: the browser tests must see exactly the current sources). */
export async function buildClient(hash = inputsHash(), { logFile = null } = {}) {
  const code = await run(bin('vite'), ['build'], { logFile });
  if (code !== 0) throw new Error(`vite build failed with exit code ${code}${logFile ? ` (its output: ${path.relative(repoRoot, logFile)})` : ''}`);
  // vite empties dist/ first, so the stamp is written after the build.
  writeFileSync(stampFile, `${hash}\n`);
}

/** sha256 over the sorted relative paths and contents of the given files and folders (repository-relative). */
export function hashInputs(inputs, skip = () => false) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of inputs) collect(path.join(repoRoot, input), files, skip);
  files.sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The client's inputs' hash. */
export const inputsHash = () => hashInputs(INPUTS);

function collect(p, out, skip) {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p)) collect(path.join(p, name), out, skip);
  } else if (!skip(p)) {
    out.push(p);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureClientBuild().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
