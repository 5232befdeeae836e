import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { Refusal } from './db/backup/report.ts';
import { onStopSignals } from './stopSignals.ts';

const config = loadConfig();

// Listened for from the first moment: a stop asked for during the start (initdb, migrations, the seed) waits for it
// and then closes the database as any other stop does, instead of the process dying half-way.
let stopping = false;
onStopSignals(async (signal) => {
  stopping = true;
  const built = await starting.catch(() => undefined);
  if (!built) process.exit(0); // nothing open: the start failed (and said why) or had not begun
  built.app.log.info({ signal }, 'shutting down');
  await built.app.close();
  process.exit(0);
});

// (signals are handled by the event loop, so `starting` exists before the handler can run)
const starting = buildApp(config);
let built: Awaited<ReturnType<typeof buildApp>>;
try {
  built = await starting;
} catch (error) {
  // a refusal is for the operator (another process holds DATA_DIR): its message, without a stack
  if (!(error instanceof Refusal)) throw error;
  console.error(`无法启动：${error.message}`);
  process.exit(1);
}
const { app, database } = built;
if (!stopping) {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind === 'postgres' ? 'postgresql' : `pglite:${config.dataDir}`, captcha: config.captchaEnabled },
    `人大代表履职平台 listening on http://localhost:${config.port}`,
  );
}
