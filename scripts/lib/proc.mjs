// Small process helpers shared by scripts/*.mjs.
// Plain ESM with Node built-ins only: these scripts must run on a fresh clone before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (scripts/lib/ is two levels down). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const isCI = /^(1|true|yes)$/i.test(process.env.CI ?? '');
export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** A script's own log line, easy to tell apart from the tools' output. */
export function say(message) {
  process.stdout.write(`[scripts] ${message}\n`);
}

export function warn(message) {
  process.stderr.write(`\n[scripts] WARNING: ${message}\n\n`);
}

/** Path of a locally installed CLI (node_modules/.bin/NAME). Calling it directly avoids npx's
 *  extra wrapper process and its config noise, and a signal reaches the real tool. */
export function bin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

/** Is an executable called NAME on PATH? */
export function onPath(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Child processes currently running in the foreground, so a signal to us can be passed on. */
const running = new Set();

/**
 * Run a command with inherited stdio (or its output appended to `logFile`); resolves with its exit code (signals
 * map to 128+n).
 * Never rejects for a non-zero exit: callers decide what a failure means.
 */
export function run(command, args = [], { env = {}, cwd = repoRoot, quiet = false, logFile = null } = {}) {
  if (!quiet) say(`$ ${[command, ...args].map(shellQuote).join(' ')}${logFile ? ` (output in ${path.relative(repoRoot, logFile)})` : ''}`);
  return new Promise((resolve) => {
    // With a log file the output goes there: a command run beside another step must not interleave with its output.
    const out = logFile ? openSync(logFile, 'a') : null;
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: out === null ? 'inherit' : ['ignore', out, out] });
    if (out !== null) closeSync(out); // the child has its own copy
    running.add(child);
    child.on('error', (err) => {
      running.delete(child);
      say(`cannot start ${command}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (signal ? signalNumber(signal) : 1));
    });
  });
}

/** Send a signal to everything `run` started that is still running. */
export function killRunning(sig = 'SIGTERM') {
  for (const child of running) child.kill(sig);
}

/** Pass SIGINT/SIGTERM on to whatever `run` started, then exit with the conventional code.
 *  `cleanups` run first (e.g. stopping a throw-away PostgreSQL). Without this, a signal would
 *  end the script but leave e.g. `npm ci` or a test runner going on its own. */
export function forwardSignals(cleanups = []) {
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, async () => {
      killRunning(sig);
      for (const fn of cleanups) {
        try {
          await fn();
        } catch {
          /* best effort while exiting */
        }
      }
      process.exit(128 + signalNumber(sig));
    });
  }
}

export function signalNumber(sig) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[sig] ?? 1;
}

function shellQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${String(s).replace(/'/g, `'\\''`)}'`;
}

export function fileExists(p) {
  return existsSync(path.resolve(repoRoot, p));
}
