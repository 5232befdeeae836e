// `npm start`: enough on its own on a fresh clone. Installs dependencies when missing or stale,
// builds the client and the server when their sources changed, then runs the server, which serves the SPA and
// /admin-api on one port with the embedded database in ./data (demo data seeded on first start).
import { spawn } from 'node:child_process';
import { ensureClientBuild } from './lib/build.mjs';
import { ensureServerBuild, serverEntry } from './lib/serverBuild.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { killRunning, repoRoot, say, signalNumber } from './lib/proc.mjs';

// One handler for the whole life of the script: during install/build a signal stops the running
// npm/vite and exits; once the server runs, the signal goes to the server and we exit with it.
let server = null;
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

try {
  await ensureDependencies();
  await ensureClientBuild();
  await ensureServerBuild();
} catch (err) {
  console.error(`[scripts] ${err.message}`);
  process.exit(1);
}

// Defaults for the documented settings; anything in the environment wins.
const env = {
  PORT: '48080',
  DATA_DIR: './data',
  STATIC_DIR: 'dist',
  ...process.env,
};

say(`starting the server on http://localhost:${env.PORT} (data in ${env.DATA_DIR}${env.DATABASE_URL ? ', on DATABASE_URL' : ''})`);
// The bundled server (scripts/lib/serverBuild.mjs), run by node itself rather than through npx: one process, so
// signals reach the server (TOOLCHAIN gotcha 15).
server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
