// The Node.js versions we support (package.json "engines"): the current LTS line, 22, and 20.19 while machines
// still have it (it reached its end of life in April 2026). `npm test` checks both: that the lockfile installs on
// each without an engine warning, and it runs the PostgreSQL pass of the API tests on Node 22 while everything else
// runs on the machine's Node (decision 67).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isCI, repoRoot, say, warn } from './proc.mjs';

/** The Node 22 release the tests use when the machine's Node is another line. */
export const NODE_22 = '22.23.5';

const cacheDir = path.join(repoRoot, '.tmp', `node-${NODE_22}`);

/**
 * A Node 22 binary: the machine's own when it is a 22, else the official build that the npm registry carries as the
 * package `node-<platform>-<arch>` (the registry is the one place our machines may download from), kept in
 * .tmp/ between runs. Null where no such package exists (and under CI, where the check is required, an error).
 */
export function ensureNode22() {
  if (process.versions.node.split('.')[0] === '22') return process.execPath;
  const pkg = `node-${process.platform}-${process.arch}`;
  const binary = path.join(cacheDir, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(binary)) {
    say(`installing Node.js ${NODE_22} from the npm registry (${pkg}) into ${path.relative(repoRoot, cacheDir)}`);
    mkdirSync(cacheDir, { recursive: true });
    const res = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', cacheDir, `${pkg}@${NODE_22}`], {
      stdio: 'inherit',
    });
    if (res.status !== 0 || !existsSync(binary)) {
      const message = `Node.js ${NODE_22} could not be installed (${pkg}@${NODE_22})`;
      if (isCI) throw new Error(message);
      warn(`${message}: the Node 22 checks are SKIPPED`);
      return null;
    }
  }
  return binary;
}

/** The npm that runs this script, as a JavaScript file any Node can run (so npm's engine check sees that Node). */
function npmCli() {
  const candidates = [
    process.env.npm_execpath,
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  ];
  const found = candidates.find((file) => file && file.endsWith('.js') && existsSync(file));
  if (!found) throw new Error('npm-cli.js not found next to this Node.js: cannot check the engines');
  return found;
}

/**
 * Asks npm, run by `node`, what a clean install of the lockfile would do (`npm ci --dry-run`: nothing is written)
 * and returns the EBADENGINE warnings it prints: the packages that declare they do not support that Node.
 */
export function engineWarnings(node) {
  const res = spawnSync(node, [npmCli(), 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, npm_config_engine_strict: 'false' },
  });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.status !== 0) throw new Error(`npm ci --dry-run failed on ${node}:\n${output}`);
  return [...output.matchAll(/EBADENGINE\s+package: '([^']+)'/g)].map((m) => m[1]);
}

/** The version a Node binary reports (`v22.23.5`). */
export function nodeVersion(node) {
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
}
