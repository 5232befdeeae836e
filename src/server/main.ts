import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app, database } = await buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind === 'postgres' ? 'postgresql' : `pglite:${config.dataDir}`, captcha: config.captchaEnabled },
  `人大代表履职平台 listening on http://localhost:${config.port}`,
);
