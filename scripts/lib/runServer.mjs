// The server as `npm start` runs it, once built (scripts/start.mjs), and what stops it: the bundled server
// (scripts/lib/serverBuild.mjs), run by node itself rather than through npx: one process, so signals reach the server
// (TOOLCHAIN gotcha 15). Run directly (`node scripts/lib/runServer.mjs`), it starts the current build as npm start
// would, without the install and build checks: the shutdown tests stop it as a terminal does.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { serverEntry } from './serverBuild.mjs';
import { killRunning, repoRoot, say, signalNumber } from './proc.mjs';

let server = null;

/**
 * One handler for the whole life of the script: during install/build a signal stops the running npm/vite and exits;
 * once the server runs, the signal is passed on and we exit when the server has. A terminal's Ctrl+C or hang-up
 * reaches the server as well as us, so it may see the signal twice: it stops once and ignores the rest
 * (src/server/stopSignals.ts). We never exit before it: its database would be left open.
 */
export function handleStopSignals() {
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (server) {
        server.kill(sig);
      } else {
        killRunning(sig);
        process.exit(128 + signalNumber(sig));
      }
    });
  }
}

/** Starts the built server with the documented defaults (anything in the environment wins); we exit with it. */
export function runServer() {
  const env = {
    PORT: '48080',
    DATA_DIR: './data',
    STATIC_DIR: 'dist',
    ...process.env,
  };
  say(`starting the server on http://localhost:${env.PORT} (data in ${env.DATA_DIR}${env.DATABASE_URL ? ', on DATABASE_URL' : ''})`);
  server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: repoRoot, env, stdio: 'inherit' });
  server.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' || signal === 'SIGHUP' ? 0 : 1));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  handleStopSignals();
  runServer();
}
