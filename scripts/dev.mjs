// `npm run dev`: the API in watch mode (tsx watch) on API_PORT (48081) and the Vite dev server on
// PORT (48080), which proxies /admin-api to the API (see vite.config.ts). The web server starts once the API
// answers its health route; then open http://localhost:48080.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/deps.mjs';
import { bin, killRunning, repoRoot, say } from './lib/proc.mjs';

const children = [];
let exiting = false;
// Registered before the install so that Ctrl-C during `npm ci` stops it too.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => shutdown(0));

try {
  await ensureDependencies();
} catch (err) {
  console.error(`[scripts] ${err.message}`);
  process.exit(1);
}
if (exiting) process.exit(0); // interrupted while installing

const apiPort = process.env.API_PORT ?? '48081';
const webPort = process.env.PORT ?? '48080';

/** Each child gets its own process group (detached), so stopping it also stops what it started
 *  (tsx watch runs the server in a grandchild process). */
function start(name, command, args, env) {
  say(`${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!exiting) {
      say(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

function shutdown(code) {
  if (exiting) return;
  exiting = true;
  killRunning('SIGTERM'); // an install still in progress
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // the child's own process group
      } catch {
        /* already gone */
      }
    }
  }
  // Give them a moment to close ports and the database, then leave.
  setTimeout(() => process.exit(code), 1500).unref();
}

/**
 * Resolves once the API answers its health route (a first start creates and seeds the database first), so the page
 * is not offered while its requests would still fail in Vite's proxy. Gives up with the rest when the API stops.
 */
async function apiReady(url) {
  for (;;) {
    if (exiting) return false;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

start('api', bin('tsx'), ['watch', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR ?? './data',
});
const health = `http://127.0.0.1:${apiPort}/admin-api/system/health`;
say(`waiting for the API (${health})`);
if (await apiReady(health)) {
  start('web', bin('vite'), ['--port', webPort, '--strictPort'], { API_PORT: apiPort, PORT: webPort });
  say(`open http://localhost:${webPort} (API on http://127.0.0.1:${apiPort}/admin-api)`);
}
