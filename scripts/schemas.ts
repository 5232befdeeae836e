/**
 * `npm run schemas`: turns each interface in schemas/<name>.ts into schemas/generated/<name>.schema.json with
 * ts-json-schema-generator, keeping declaration order (the form's field order). `--check` compares instead of
 * writing and exits 1 when a generated file is stale (a unit test runs the same comparison).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSchemas } from './lib/generateSchemas.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const outDir = path.join(root, 'schemas/generated');
const results = generateSchemas(path.join(root, 'schemas'));
let stale = 0;
fs.mkdirSync(outDir, { recursive: true });
for (const { name, json } of results) {
  const file = path.join(outDir, `${name}.schema.json`);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === json) continue;
  if (check) {
    stale++;
    console.error(`过期: schemas/generated/${name}.schema.json（运行 npm run schemas）`);
  } else {
    fs.writeFileSync(file, json);
    console.log(`写入 schemas/generated/${name}.schema.json`);
  }
}
if (check && stale) process.exit(1);
console.log(`${results.length} 个资源 schema ${check ? '均为最新' : '已生成'}`);
