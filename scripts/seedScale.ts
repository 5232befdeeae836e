/**
 * `npm run seed:scale [-- --deputies N --proposals N --answers N --duty-items N --tenants N]`: the province data set
 * (docs/scaling.md "The province data set") on the database the server would use (DATABASE_URL, else the embedded
 * one in DATA_DIR), migrated and prepared as the server prepares it first. Defaults: 100 000 deputies, 300 000
 * proposals, 1 000 000 answers, 5 000 000 duty items, 20 tenants.
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { prepareDatabase } from '../src/server/app.ts';
import { fileManifestSource } from '../src/server/crud/manifestSource.ts';
import { ResourceRegistry } from '../src/server/crud/registry.ts';
import { seedDatabase } from '../src/server/seed/index.ts';
import { SCALE_DEFAULTS, seedScale, type ScaleOptions } from '../src/server/seed/scale/index.ts';
import { Refusal, parseArgs, runCommand } from './db/lib/cli.ts';

await runCommand(async () => {
  const names: Record<string, keyof ScaleOptions> = { deputies: 'deputies', proposals: 'proposals', answers: 'answers', 'duty-items': 'dutyItems', tenants: 'tenants' };
  const { flags } = parseArgs(process.argv.slice(2), { values: Object.keys(names), switches: [] });
  const options = { ...SCALE_DEFAULTS };
  for (const [flag, key] of Object.entries(names)) {
    const text = flags.get(flag);
    if (text === undefined) continue;
    const value = Number(String(text).replace(/[_,]/g, ''));
    if (!Number.isInteger(value) || value < 0) throw new Refusal(`--${flag} 必须是非负整数，当前值为 "${String(text)}"`);
    options[key] = value;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = performance.now();
    const registry = await ResourceRegistry.load([fileManifestSource(config.schemaDir)]);
    await prepareDatabase(database, registry, async () => void (await seedDatabase(database.db, { proposals: config.demoProposals })));
    console.log(`正在生成省级规模数据（${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}）：${JSON.stringify(options)}`);
    const report = await seedScale(database.db, options, (line) => console.log(`  ${line}`));
    console.log(`完成，共 ${((performance.now() - started) / 1000).toFixed(1)} 秒。租户：`);
    for (const t of report.tenants) console.log(`  ${t.id} ${t.name}（上级 ${t.parentId ?? '无'}，代表 ${t.deputies} 名；登录 admin / admin123、staff / staff123）`);
  } finally {
    await database.close();
  }
});
