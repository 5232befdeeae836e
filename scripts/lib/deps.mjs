// ensureDependencies(): install node_modules when it is missing or does not match the lockfile,
// so `npm start` and `npm test` work on a fresh clone without a separate `npm ci`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, run, say } from './proc.mjs';

const lockFile = path.join(repoRoot, 'package-lock.json');
const nodeModules = path.join(repoRoot, 'node_modules');
// Written after a successful install. It lives inside node_modules, so deleting node_modules
// (or `npm ci`, which does that first) also drops the stamp.
const stampFile = path.join(nodeModules, '.deps-stamp');

export async function ensureDependencies() {
  const hasLock = existsSync(lockFile);
  // Without a lockfile, package.json is the best description of what should be installed.
  const wanted = sha256(readFileSync(hasLock ? lockFile : path.join(repoRoot, 'package.json')));

  if (existsSync(nodeModules)) {
    const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
    if (stamp === wanted) {
      say('dependencies are up to date');
      return;
    }
    // No stamp yet, but npm's own record of the installed tree may already match the lockfile
    // (someone ran `npm install`/`npm ci` by hand): adopt it instead of reinstalling everything.
    if (!stamp && hasLock && installedTreeMatchesLock()) {
      writeFileSync(stampFile, `${wanted}\n`);
      say('dependencies are up to date (installed tree matches package-lock.json)');
      return;
    }
    say(stamp ? 'package-lock.json changed since the last install: reinstalling' : 'node_modules does not match package-lock.json: reinstalling');
  } else {
    say('node_modules is missing: installing dependencies');
  }

  const env = {
    // The browser tests use Debian's chromium; nothing may download a browser here.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const code = await run('npm', args, { env });
  if (code !== 0) throw new Error(`npm ${args[0]} failed with exit code ${code}`);
  writeFileSync(stampFile, `${wanted}\n`);
}

/**
 * npm writes node_modules/.package-lock.json describing what it actually installed. It matches
 * package-lock.json entry for entry, except for optional packages of other platforms, which are
 * absent. Cheap (two JSON files) compared with `npm ls --all`.
 */
function installedTreeMatchesLock() {
  const hiddenLock = path.join(nodeModules, '.package-lock.json');
  if (!existsSync(hiddenLock)) return false;
  try {
    const wanted = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
    const have = JSON.parse(readFileSync(hiddenLock, 'utf8')).packages ?? {};
    for (const [key, entry] of Object.entries(wanted)) {
      if (key === '') continue; // the root package itself
      if (!(key in have)) {
        if (entry.optional || entry.devOptional) continue;
        return false;
      }
      if (JSON.stringify(entry) !== JSON.stringify(have[key])) return false;
    }
    return Object.keys(have).every((key) => key in wanted);
  } catch {
    return false;
  }
}

function sha256(buf) {
  return createHash('sha256').update(buf).digest('hex');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDependencies().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
