// `npm start`: enough on its own on a fresh clone. Installs dependencies when missing or stale,
// builds the client and the server when their sources changed, then runs the server, which serves the SPA and
// /admin-api on one port with the embedded database in ./data (demo data seeded on first start).
import { ensureClientBuild } from './lib/build.mjs';
import { ensureServerBuild } from './lib/serverBuild.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { handleStopSignals, runServer } from './lib/runServer.mjs';

handleStopSignals();

try {
  await ensureDependencies();
  await ensureClientBuild();
  await ensureServerBuild();
} catch (err) {
  console.error(`[scripts] ${err.message}`);
  process.exit(1);
}

runServer();
