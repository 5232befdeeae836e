// Run by seededData.ts: the server `entry` seeds the directory `dir` on its first start, then stops. Jobs stay off so
// that nothing but the seed is written before the copies are made.
import { startExtraServer } from './server.ts';

const [dir, entry] = process.argv.slice(2);
const server = await startExtraServer({ DATA_DIR: dir!, JOB_ENABLED: 'false' }, { timeoutMs: 300_000, entry: entry! });
await server.stop();
